extension LaunchOptions {
    /// The arguments as the parser should read them: a negative number after an option is its
    /// value (`--rows -1` is read as `--rows=-1`, so it gets the option's own message rather than
    /// "missing value").
    ///
    ///     LaunchOptions.joiningNegativeValues(["--rows", "-1"])   // ["--rows=-1"]
    ///
    /// - Complexity: O(arguments).
    static func joiningNegativeValues(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return result + arguments[index...] }
            if argument.hasPrefix("--"), !argument.contains("="), index + 1 < arguments.count,
               isNegativeNumber(arguments[index + 1]) {
                result.append(argument + "=" + arguments[index + 1])
                index += 2
            } else {
                result.append(argument)
                index += 1
            }
        }
        return result
    }

    /// A flag given more than once is an error naming it: which one should win is not for the
    /// app to guess (`--report a --report b` used to write only b).
    ///
    ///     try LaunchOptions.checkRepeats(["--report", "a", "--report=b"])
    ///     // LaunchError "--report is given more than once"
    ///
    /// - Complexity: O(arguments).
    static func checkRepeats(_ arguments: [String]) throws(LaunchError) {
        var seen: Set<Substring> = []
        for argument in arguments {
            if argument == "--" { return }
            guard argument.hasPrefix("--") else { continue }
            let name = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard seen.insert(name).inserted else {
                throw LaunchError("\(name) is given more than once (give it once)")
            }
        }
    }

    private static func isNegativeNumber(_ text: String) -> Bool {
        text.count > 1 && text.hasPrefix("-") && text.dropFirst().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }
}
