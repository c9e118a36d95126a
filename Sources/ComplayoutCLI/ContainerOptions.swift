import ArgumentParser

/// `--width` and `--height`: the container size, overriding the spec's environment.
struct ContainerOptions: ParsableArguments {
    @Option(help: "Container width in points, overriding the spec's environment.", transform: NumberArgument.number)
    var width: Double?

    @Option(help: "Container height in points, overriding the spec's environment.", transform: NumberArgument.number)
    var height: Double?

    func validate() throws {
        for (name, value) in [("width", width), ("height", height)] {
            if let value, !(value.isFinite && value > 0) {
                throw ValidationError("--\(name) must be a positive number of points")
            }
        }
    }
}
