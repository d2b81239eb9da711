extension BatchChain {
    /// What is wrong with this chain, one sentence per broken invariant; empty when it is sound.
    /// The invariants: every snapshot has one layout row per row; every stage has a finite
    /// start, a finite duration that is not negative and a pick-up fraction in 0…1; the stages
    /// are in start order; each stage after the first picked the rows up where the stage before
    /// it was at its start (`previousFraction == stages[k - 1].fraction(at: stages[k].start)`);
    /// and only the oldest stage holds kept start positions (`collapseOldest` puts them there,
    /// newer stages start from the chain itself).
    ///
    ///     var chain = BatchChain(base: before)
    ///     chain.add(after, at: 2.0, duration: 0.3, curve: .easeInOut)
    ///     chain.add(later, at: 2.1, duration: 0.3, curve: .easeInOut)
    ///     chain.stages.swapAt(0, 1)
    ///     chain._invariantViolations()   // ["stage 1 starts at 2.0, before stage 0 (2.1)", …]
    ///
    /// - Complexity: O(stages).
    func _invariantViolations() -> [String] {
        var problems: [String] = []
        for (name, snapshot) in [("base", base)] + stages.indices.map({ ("stage \($0)", stages[$0].target) }) {
            if let inconsistency = snapshot.inconsistency { problems.append("\(name) has \(inconsistency)") }
        }
        for (k, stage) in stages.enumerated() {
            if !stage.start.isFinite || !stage.duration.isFinite || stage.duration < 0 {
                problems.append("stage \(k) starts at \(stage.start) for \(stage.duration) s")
            }
            if !(0...1).contains(stage.previousFraction) {
                problems.append("stage \(k) picks rows up at fraction \(stage.previousFraction)")
            }
            if k > 0 && !stage.startOverride.isEmpty {
                problems.append("stage \(k) keeps \(stage.startOverride.count) start positions (only the oldest may)")
            }
            guard k > 0 else { continue }
            let before = stages[k - 1]
            if stage.start < before.start {
                problems.append("stage \(k) starts at \(stage.start), before stage \(k - 1) (\(before.start))")
            } else if stage.previousFraction != before.fraction(at: stage.start) {
                problems.append("stage \(k) picks rows up at fraction \(stage.previousFraction), "
                                + "stage \(k - 1) was at \(before.fraction(at: stage.start))")
            }
        }
        return problems
    }

    /// Traps (debug builds only) when an invariant is broken; free in release builds. Called at
    /// the end of every method that changes the chain.
    ///
    /// - Complexity: O(stages) in debug builds, O(1) in release builds.
    @inline(__always)
    func _checkInvariants() {
        #if DEBUG
        let problems = _invariantViolations()
        precondition(problems.isEmpty, "BatchChain: " + problems.joined(separator: "; "))
        #endif
    }
}
