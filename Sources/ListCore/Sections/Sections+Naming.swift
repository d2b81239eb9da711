extension Sections {
    /// Names for sections that have no value of their own (a host's section model gives ranges
    /// only), so that a header keeps its identity across changes: each section takes the name of
    /// the section (in the rows before the change, `previous`) that most of its items were in,
    /// unless a section before it took that name; any other is named `fresh(section)`. A re-sort
    /// within the sections keeps every header; a section that empties leaves its name unused
    /// (its header fades out), one that appears gets a fresh one (fades in).
    ///
    ///     let previous = Sections(values: ["x", "x", "y"]).rowKeys(of: ["a", "b", "c"])
    ///     Sections.names(ranges: [0..<1, 1..<3], itemKeys: ["b", "a", "c"], previous: previous) { "new\($0)" }
    ///     // ["x", "y"]: b was in x; a and c in x and y, a tie the earlier section ("x") wins, taken: … "y"
    ///
    /// - Complexity: O(n + m) for n items now and m rows before.
    package static func names<Key: Hashable>(ranges: [Range<Int>], itemKeys: [Key], previous: [SectionedKey<Key>],
                                             fresh: (Int) -> String) -> [String] {
        var wasIn: [Key: String] = [:]
        wasIn.reserveCapacity(previous.count)
        var order: [String: Int] = [:]   // each old name's first place, to break ties the same way every time
        var current: String?
        for key in previous {
            switch key {
            case .header(let name):
                current = name
                if order[name] == nil { order[name] = order.count }
            case .item(let item):
                if let current { wasIn[item] = current }
            }
        }
        var taken: Set<String> = []
        var names: [String] = []
        names.reserveCapacity(ranges.count)
        for (section, range) in ranges.enumerated() {
            var votes: [String: Int] = [:]
            for item in range where item < itemKeys.count {
                if let name = wasIn[itemKeys[item]] { votes[name, default: 0] += 1 }
            }
            let ranked = votes.filter { !taken.contains($0.key) }
                .sorted { $0.value != $1.value ? $0.value > $1.value : order[$0.key]! < order[$1.key]! }
            var name = ranked.first?.key ?? fresh(section)
            while taken.contains(name) { name = fresh(section) + "\u{2032}" + String(taken.count) }
            taken.insert(name)
            names.append(name)
        }
        return names
    }

    /// Sections given as ranges (`ranges` adjacent and covering the items), each named
    /// `names[section]`.
    ///
    /// - Complexity: O(s) for s sections.
    package init(ranges: [Range<Int>], itemCount: Int, names: [String]) {
        let section = Dictionary(ranges.enumerated().map { ($1.lowerBound, $0) }, uniquingKeysWith: { first, _ in first })
        self.init(ranges: ranges, itemCount: itemCount) { names[section[$0] ?? 0] }
    }
}
