import Testing
@testable import ListCore

/// `WindowedSections` against `Sections` over every item as the oracle: through random window
/// moves, model changes and invalidations, the sections starting in the window and the section
/// holding any item are the oracle's, from a section property's values and from a section model's
/// ranges alike; and what is read stays near the window.
@Suite struct WindowedSectionsTests {
    typealias Section = WindowedSections.Section

    /// The sources over `values`, counting their answers.
    final class Model {
        var values: [String]
        var answers = 0
        init(_ values: [String]) { self.values = values }

        var oracle: Sections { Sections(values: values) }

        func section(holding position: Int) -> Section {
            let sections = oracle
            let k = sections.section(ofItem: position)
            return Section(start: sections.starts[k], value: sections.values[k])
        }

        func starting(in window: Range<Int>) -> [Section] {
            let sections = oracle
            return zip(sections.starts, sections.values).filter { window.contains($0.0) }
                .map { Section(start: $0.0, value: $0.1) }
        }

        func source(byRanges: Bool) -> SectionSource {
            if !byRanges {
                return .values { [unowned self] in answers += 1; return values[$0] }
            }
            let sections = oracle
            return .ranges({ [unowned self] position in
                answers += 1
                let k = sections.section(ofItem: position)
                return sections.starts[k]..<(k + 1 < sections.count ? sections.starts[k + 1] : sections.itemCount)
            }, name: { [unowned self] in values[$0.lowerBound] })
        }
    }

    static func runs(_ count: Int, newValue: Double, using random: inout BatchSeededRandom) -> [String] {
        var values: [String] = []
        for _ in 0..<count {
            if values.isEmpty || random.chance(newValue) { values.append(["a", "b", "c", "d"].randomElement(using: &random)!) }
            else { values.append(values.last!) }
        }
        return values
    }

    @Test func aValueThatComesBackStartsASectionOfItsOwn() {
        let model = Model(["a", "a", "b", "a", "a", "a"])
        var sections = WindowedSections()
        sections.moveWindow(to: 4..<6, count: 6, source: model.source(byRanges: false))
        #expect(sections.starting.isEmpty)
        #expect(sections.section(holding: 5, source: model.source(byRanges: false)) == Section(start: 3, value: "a"))
        sections.moveWindow(to: 0..<6, count: 6, source: model.source(byRanges: false))
        #expect(sections.starting.map(\.start) == [0, 2, 3])
    }

    @Test func aJumpReadsTheWindowAndTheStuckSectionOnceAndScrollingReadsOnlyTheRowsEntering() {
        // 100 000 items in sections of 1 000.
        let model = Model((0..<100_000).map { "s\($0 / 1_000)" })
        let source = model.source(byRanges: false)
        var sections = WindowedSections()
        sections.moveWindow(to: 50_500..<50_560, count: 100_000, source: source)
        #expect(sections.reads == 61 && sections.starting.isEmpty)
        #expect(sections.section(holding: 50_520, source: source) == Section(start: 50_000, value: "s50"))
        #expect(sections.reads == 61 + 500)   // back from the row above the window to the section's start
        #expect(sections.section(holding: 50_530, source: source) == Section(start: 50_000, value: "s50"))
        #expect(sections.reads == 561)        // known: nothing read
        // Scrolling down 20 rows a frame reads the 20 rows entering; the stuck section stays known.
        var lower = 50_500
        while lower < 50_960 {
            lower += 20
            let before = sections.reads
            sections.moveWindow(to: lower..<lower + 60, count: 100_000, source: source)
            #expect(sections.section(holding: lower + 20, source: source) == Section(start: 50_000, value: "s50"))
            #expect(sections.reads == before + 20)
        }
        #expect(sections.starting == [Section(start: 51_000, value: "s51")])
        #expect(sections.section(holding: 51_010, source: source) == Section(start: 51_000, value: "s51"))
        // A jump past unread rows reads back only to where the section was known.
        sections.moveWindow(to: 50_000..<50_060, count: 100_000, source: source)
        sections.moveWindow(to: 50_800..<50_860, count: 100_000, source: source)
        let before = sections.reads
        #expect(sections.section(holding: 50_810, source: source).start == 50_000)
        #expect(sections.reads == before + 0)   // 50_000 ... 50_979 are known to be in it
        #expect(model.answers == sections.reads)

        // A section model answers each section with one range.
        let byModel = Model(model.values)
        var modelSections = WindowedSections()
        modelSections.moveWindow(to: 50_960..<51_020, count: 100_000, source: byModel.source(byRanges: true))
        #expect(modelSections.reads == 2 && modelSections.starting == [Section(start: 51_000, value: "s51")])
        #expect(modelSections.section(holding: 50_970, source: byModel.source(byRanges: true)).start == 50_000)
        #expect(modelSections.reads == 2)
    }

    @Test(arguments: [false, true])
    func followsTheOracleThroughWindowMovesAndChanges(byRanges: Bool) {
        for seed in TestSeed.seeds(3) {
            var random = BatchSeededRandom(seed: seed)
            let model = Model(Self.runs(400, newValue: 0.2, using: &random))
            var sections = WindowedSections()
            var window = 0..<40
            for step in 0..<400 {
                let label = "step \(step), ranges \(byRanges), \(TestSeed.label(seed))"
                let count = model.values.count
                switch Int.random(in: 0..<10, using: &random) {
                case 0...3:   // scroll a little
                    let lower = max(0, min(count, window.lowerBound + Int.random(in: -15...15, using: &random)))
                    window = lower..<lower + 40
                case 4:       // jump
                    let lower = Int.random(in: 0...max(0, count), using: &random)
                    window = lower..<lower + Int.random(in: 1...60, using: &random)
                case 5...8:   // the model changes
                    let position = Int.random(in: 0...count, using: &random)
                    let removed = Int.random(in: 0...min(count - position, 30), using: &random)
                    var added = Self.runs(Int.random(in: 0...30, using: &random), newValue: 0.3, using: &random)
                    if random.chance(0.2) { added = Array(model.values[position..<position + removed]).shuffled(using: &random) }
                    model.values.replaceSubrange(position..<position + removed, with: added)
                    sections.itemsChanged(position: position, removed: removed, added: added.count)
                default:      // values changed without a change of items (a section model's sections-changed)
                    let position = Int.random(in: 0..<max(1, count), using: &random)
                    if position < count { model.values[position] = ["a", "e"].randomElement(using: &random)! }
                    sections.invalidate(from: position)
                }
                let source = model.source(byRanges: byRanges)
                sections.moveWindow(to: window, count: model.values.count, source: source)
                let clamped = window.clamped(to: 0..<model.values.count)
                #expect(sections.window == clamped, "\(label)")
                #expect(sections.starting == model.starting(in: clamped), "\(label)")
                guard !model.values.isEmpty else { continue }
                for _ in 0..<3 {
                    let position = random.chance(0.8) && !clamped.isEmpty
                        ? Int.random(in: clamped, using: &random) : Int.random(in: 0..<model.values.count, using: &random)
                    #expect(sections.section(holding: position, source: source) == model.section(holding: position),
                            "item \(position), \(label)")
                }
            }
            #expect(model.answers == sections.reads)
        }
    }
}
