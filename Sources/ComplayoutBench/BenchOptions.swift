import Foundation

/// Command-line options of complayout-bench.
struct BenchOptions {
    enum PeerChoice {
        /// Run each peer when Python can import its module; otherwise skip its rows.
        case automatic
        /// `--peer`: run the peers, and fail when one cannot run.
        case required
        /// `--no-peer`: never run them.
        case off
    }

    var runs = 15
    var warmup = 3
    var peer = PeerChoice.automatic
    var python = "python3"
    var peerScript = PeerScript.defaultScript()
    var yamlSections = 2_500
    /// The `complayout` benchmarks 10 and 11e start; nil for the one beside the bench.
    var complayout: String?
    /// Benchmarks to run, by number (1–11); all by default.
    var only = Set(1...BenchOptions.benchmarkCount)
    /// `--probe FORM:CELLS`: run benchmark 8's work once on a measured grid of CELLS cells, its
    /// heights in FORM (`list` or `sizes`), and print nothing — what benchmark 11 runs under callgrind.
    var probe: (heights: MeasuredGrid.HeightForm, cells: Int)?
    /// `--peak-of OUT ERR PROGRAM ARGUMENT…`: run PROGRAM, its output to OUT and errors to ERR,
    /// and print its exit status and peak memory — how benchmark 11e starts `complayout` from a
    /// small process (`ChildProcess.runReportingOwnPeak`).
    var peakOf: ChildProcess?

    /// The benchmarks, numbered from 1.
    static let benchmarkCount = 11

    static let usage = """
        USAGE: complayout-bench [--runs N] [--warmup N] [--peer | --no-peer] [--python PATH]
                                [--peer-script PATH] [--yaml-sections N] [--complayout PATH]
                                [--only 1,2,…] [--probe FORM:CELLS]
                                [--peak-of OUT ERR PROGRAM [ARGUMENT…]]

        Runs the benchmarks of docs/performance.md and prints a table of medians and ratios.
          --runs N           measured runs per side (default 15)
          --warmup N         unmeasured runs per side first (default 3; 0 under callgrind)
          --peer             run the Taffy and Yoga peers (Benchmarks/peers); fail if one cannot run
          --no-peer          skip the peers (by default each runs when python3 can import
                             stretchable, for Taffy, or pyyoga, for Yoga; pip install stretchable pyyoga)
          --python PATH      the Python interpreter for the peers (default python3)
          --peer-script PATH the Taffy peer script (default Benchmarks/peers/taffy_grid.py)
          --yaml-sections N  sections in the generated spec of benchmarks 3 and 9 (default 2500, about 4 MB)
          --complayout PATH  the complayout benchmarks 10 and 11e start (default: the one beside the bench)
          --only LIST        run only these benchmarks, e.g. --only 1,3
          --probe FORM:CELLS evaluate the measured grid once (FORM list or sizes) and print nothing:
                             what benchmark 11 counts under callgrind
          --peak-of OUT ERR PROGRAM [ARGUMENT…]
                             run PROGRAM and print its exit status and peak memory in bytes
                             (how benchmark 11e starts complayout)
        Build with -c release: swift run -c release --scratch-path .build-bench complayout-bench
        Benchmarks 10 (start-up) and 11e (10^7 items) run the complayout beside it unless told
          otherwise: first swift build -c release --scratch-path .build-bench --product complayout
        Benchmark 11a–b counts instructions with callgrind (valgrind in PATH; skipped without it).
        """

    /// Parses `arguments` (without the program name); prints usage and exits on `--help` or an error.
    static func parse(_ arguments: [String]) -> BenchOptions {
        var options = BenchOptions()
        var rest = arguments[...]
        func value(for option: String) -> String {
            guard let value = rest.popFirst() else { fail("\(option) needs a value") }
            return value
        }
        func count(for option: String, least: Int = 1) -> Int {
            guard let number = Int(value(for: option)), number >= least else {
                fail("\(option) needs an integer of at least \(least)")
            }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--runs": options.runs = count(for: argument)
            case "--warmup": options.warmup = count(for: argument, least: 0)
            case "--peer": options.peer = .required
            case "--no-peer": options.peer = .off
            case "--python": options.python = value(for: argument)
            case "--peer-script": options.peerScript = value(for: argument)
            case "--yaml-sections": options.yamlSections = count(for: argument)
            case "--complayout": options.complayout = value(for: argument)
            case "--only":
                let numbers = value(for: argument).split(separator: ",").compactMap { Int($0) }
                guard !numbers.isEmpty, numbers.allSatisfy((1...benchmarkCount).contains) else {
                    fail("--only takes numbers 1 to \(benchmarkCount)")
                }
                options.only = Set(numbers)
            case "--probe":
                let parts = value(for: argument).split(separator: ":")
                guard parts.count == 2, let form = MeasuredGrid.HeightForm(rawValue: String(parts[0])),
                    let cells = Int(parts[1]), cells > 0
                else { fail("--probe takes FORM:CELLS, FORM list or sizes, e.g. list:10000") }
                options.probe = (form, cells)
            case "--peak-of":
                let output = value(for: argument)
                let errors = value(for: argument)
                guard !rest.isEmpty else { fail("--peak-of takes OUT ERR PROGRAM [ARGUMENT…]") }
                options.peakOf = ChildProcess(arguments: Array(rest), standardOutput: output, standardError: errors)
                rest = []
            case "-h", "--help":
                print(usage)
                exit(0)
            default: fail("unknown argument '\(argument)'")
            }
        }
        return options
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("Error: \(message)\n\n\(usage)\n".utf8))
        exit(2)
    }
}
