import Testing
@testable import ListCore

/// `BatchChain._invariantViolations` finds a chain broken on purpose and names what is wrong;
/// the chains `add`, `prune`, `collapseOldest` and `shift` build have none. (`_checkInvariants`
/// traps with the same sentences in debug builds, at the end of each of those methods.)
@Suite struct BatchChainInvariantTests {
    static func snapshot(_ names: [String]) -> BatchSnapshot {
        let rows = names.map { Row(id: RowID($0), fields: [$0]) }
        return BatchSnapshot(rows: rows, layout: RowLayout(rows: rows))
    }

    /// Three stages, each started while the one before was running.
    static func running() -> BatchChain<BatchSnapshot> {
        var chain = BatchChain(base: snapshot(["a", "b", "c"]))
        chain.add(snapshot(["c", "b", "a"]), at: 2.0, duration: 0.3, curve: .easeInOut)
        chain.add(snapshot(["b", "c", "a"]), at: 2.1, duration: 0.3, curve: .easeInOut)
        chain.add(snapshot(["a", "b"]), at: 2.2, duration: 0.3, curve: .easeInOut)
        return chain
    }

    @Test func chainsBuiltByTheMethodsAreSound() {
        var chain = Self.running()
        #expect(chain._invariantViolations() == [])
        chain.collapseOldest(keeping: ["a", "b"] as [RowID])
        chain.shift(by: 56)
        #expect(chain.stages.count == 2 && !chain.stages[0].startOverride.isEmpty)
        #expect(chain._invariantViolations() == [])
        chain.prune(at: 9)
        #expect(chain.stages.isEmpty && chain._invariantViolations() == [])
    }

    @Test func catchesStagesOutOfOrder() {
        var chain = Self.running()
        chain.stages.swapAt(0, 1)
        let problems = chain._invariantViolations()
        #expect(problems.count == 2)
        #expect(problems.first == "stage 1 starts at 2.0, before stage 0 (2.1)")
        #expect(problems.last?.hasPrefix("stage 2 picks rows up at fraction 0.33") == true)
    }

    @Test func catchesAPickUpThatIsNotWhereTheStageBeforeWas() {
        var chain = Self.running()
        let stage = chain.stages[2]
        chain.stages[2] = BatchStage(target: stage.target, start: stage.start, duration: stage.duration,
                                     curve: stage.curve, previousFraction: 1)
        #expect(chain._invariantViolations().count == 1)
        #expect(chain._invariantViolations().first?.hasPrefix("stage 2 picks rows up at fraction 1.0, stage 1 was at 0.33") == true)
    }

    @Test func catchesKeptStartsOnANewerStageAndABadDuration() {
        var chain = Self.running()
        chain.stages[1].startOverride["a"] = RowMotion(span: RowSpan(top: 0, height: 56), velocity: 0)
        #expect(chain._invariantViolations() == ["stage 1 keeps 1 start positions (only the oldest may)"])

        chain = Self.running()
        let stage = chain.stages[0]
        chain.stages[0] = BatchStage(target: stage.target, start: stage.start, duration: -1,
                                     curve: stage.curve, previousFraction: stage.previousFraction)
        #expect(chain._invariantViolations().first == "stage 0 starts at 2.0 for -1.0 s")
    }

    @Test func catchesASnapshotWhoseRowsAndLayoutDisagree() {
        var chain = Self.running()
        let rows = chain.stages[2].target.rows
        chain.stages[2].target = BatchSnapshot(rows: rows, layout: RowLayout(rows: Array(rows.prefix(1))))
        #expect(chain._invariantViolations() == ["stage 2 has 2 rows and 1 in its layout"])
    }
}
