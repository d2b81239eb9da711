import Dispatch
import Foundation
import Testing
@testable import ListCore

@Suite struct BatchAnimationPrepareTests {
    typealias F = BatchAnimationFixture

    /// A reordering with deletions, an insertion and content changes.
    func changed(_ rows: [Row]) -> [Row] {
        var new = Array(rows.reversed()).filter { !$0.id.rawValue.hasSuffix("7") }
        new.insert(Row(id: "new", fields: ["New"], height: 44), at: 4)
        for index in stride(from: 0, to: new.count, by: 5) { new[index].version += 1 }
        return new
    }

    func prepareOffMainThread(old: [Row], new: [Row]) async -> (PreparedBatch, onMainThread: Bool) {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: (BatchAnimator.prepare(old: old, new: new), Thread.isMainThread))
            }
        }
    }

    @Test func preparedOnAWorkerAndCommittedEqualsApply() async {
        let (listA, animatorA, logA) = F.scene(count: 400)
        let (listB, animatorB, logB) = F.scene(count: 400)
        let new = changed(listA.rows)
        let (prepared, onMain) = await prepareOffMainThread(old: listA.rows, new: new)
        #expect(!onMain)
        #expect(animatorA.commit(prepared, at: 2))
        animatorB.apply(new, at: 2)
        #expect(listA.rows == listB.rows && listA.rows == new)
        for time in [2.0, 2.05, 2.15, 2.29, 2.3] {
            #expect(listA.frame(at: time) == listB.frame(at: time), "at \(time)")
        }
        #expect(logA.named("batch") == logB.named("batch"))
        #expect(logA.named("batch").first?["inserted"] == 1)
    }

    @Test func commitAfterTheListChangedIsRejectedAndChangesNothing() async {
        let (list, animator, log) = F.scene(count: 100)
        let (reference, referenceAnimator, _) = F.scene(count: 100)
        let (prepared, _) = await prepareOffMainThread(old: list.rows, new: changed(list.rows))
        // Meanwhile another batch lands on the main thread.
        let other = F.moving(list.rows, from: 9, to: 0)
        animator.apply(other, at: 1)
        referenceAnimator.apply(other, at: 1)
        #expect(!animator.commit(prepared, at: 1.1))
        #expect(list.rows == other)
        #expect(animator.isAnimating, "the running batch keeps running")
        for time in [1.1, 1.2, 1.4] { #expect(list.frame(at: time) == reference.frame(at: time)) }
        #expect(log.named("batch.rejected").count == 1)

        // Rows replaced directly (new storage, different content): rejected as well.
        list.setRows(Array(list.rows.dropFirst()))
        #expect(!animator.commit(prepared, at: 2))
        #expect(list.count == 99)
    }

    @Test func commitAcceptsEqualRowsInNewStorage() {
        let (list, animator, _) = F.scene(count: 50)
        let prepared = BatchAnimator.prepare(old: list.rows, new: changed(list.rows))
        list.setRows(list.rows.map { $0 })
        #expect(animator.commit(prepared, at: 0))
        #expect(list.rows == prepared.newRows)
    }
}
