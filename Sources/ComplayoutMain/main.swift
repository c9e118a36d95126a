import ComplayoutCLI

runComplayout()
