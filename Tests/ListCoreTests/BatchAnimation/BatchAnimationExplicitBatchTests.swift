import Testing
@testable import ListCore

@Suite struct BatchAnimationExplicitBatchTests {
    typealias F = BatchAnimationFixture

    @Test func explicitBatchAnimatesMoveAndReloadAsOneSlideAndOneCrossfade() throws {
        let (list, animator, log) = F.scene()
        let old = list.rows
        var batch = BatchUpdate()
        batch.delete(at: 0)
        batch.insert(Row(id: "n", fields: ["N"], height: 30), at: 1)
        batch.move("r6", to: 0)
        batch.reload(Row(id: "r6", fields: ["Six"], height: 80))
        try animator.perform(batch, at: 0)
        #expect(Array(list.layout.ids.prefix(3)) == ["r6", "n", "r1"])
        let event = log.named("batch").first
        #expect(event?["moved"] == 1 && event?["updated"] == 1 && event?["deleted"] == 1 && event?["inserted"] == 1)
        let mid = list.frame(at: F.duration / 2)
        let r6 = mid.filter { $0.id == "r6" }
        #expect(r6.count == 1)
        #expect(F.close(r6.first?.y, F.top(of: "r6", in: old)! / 2))
        #expect(r6.first?.previousFields == old[6].fields && F.close(r6.first?.contentOpacity, 0.5))
        #expect(mid.first?.id == "r0" && mid.first?.index == -1, "the deleted row fades out")
    }

    @Test func invalidBatchLeavesListAndAnimationUntouched() {
        let (list, animator, log) = F.scene()
        let (reference, referenceAnimator, _) = F.scene()
        let first = F.moving(list.rows, from: 0, to: 7)
        animator.apply(first, at: 0)
        referenceAnimator.apply(first, at: 0)
        let rowsBefore = list.rows
        let frameBefore = list.frame(at: 0.1)

        var batch = BatchUpdate()
        batch.insert(Row(id: "n", fields: ["N"]), at: 0)
        batch.delete(at: 3)
        batch.move(from: 3, to: 1)
        #expect(throws: BatchUpdateError.moveOfDeletedRow(index: 3)) {
            try animator.perform(batch, at: 0.1)
        }
        var outOfRange = BatchUpdate()
        outOfRange.delete(at: 30)
        #expect(throws: BatchUpdateError.self) { try animator.perform(outOfRange, at: 0.1) }

        #expect(BatchSnapshot.sameStorage(list.rows, rowsBefore))
        #expect(list.frame(at: 0.1) == frameBefore)
        for time in [0.2, 0.3] { #expect(list.frame(at: time) == reference.frame(at: time)) }
        #expect(log.named("batch").count == 1, "only the first batch")
    }
}
