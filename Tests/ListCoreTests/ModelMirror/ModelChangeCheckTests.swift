import Testing
import ListCore

/// `ModelChangeCheck`: the embedded widget refuses an `items-changed` that does not fit the rows it
/// holds or the model's count, and says why.
@Suite struct ModelChangeCheckTests {
    @Test func aChangeThatFitsIsAccepted() {
        #expect(ModelChangeCheck.refusal(position: 0, removed: 0, added: 3, held: 0, modelCount: 3) == nil)
        #expect(ModelChangeCheck.refusal(position: 2, removed: 1, added: 0, held: 3, modelCount: 2) == nil)
        #expect(ModelChangeCheck.refusal(position: 3, removed: 0, added: 1, held: 3, modelCount: 4) == nil)
        #expect(ModelChangeCheck.refusal(position: 0, removed: 5, added: 5, held: 5, modelCount: 5) == nil)
    }

    @Test func aRangePastTheEndIsRefused() throws {
        let reason = try #require(ModelChangeCheck.refusal(position: 3, removed: 5, added: 0, held: 4, modelCount: 4))
        #expect(reason.contains("items-changed(3, 5, 0) removes past the end: the widget holds 4 rows"))
        #expect(ModelChangeCheck.refusal(position: 5, removed: 0, added: 1, held: 4, modelCount: 5) != nil)
    }

    @Test func aCountThatDisagreesWithTheModelIsRefused() throws {
        let reason = try #require(ModelChangeCheck.refusal(position: 0, removed: 0, added: 2, held: 4, modelCount: 4))
        #expect(reason.contains("on 4 rows gives 6, but the model has 4 items"))
        #expect(ModelChangeCheck.refusal(position: 1, removed: 1, added: 1, held: 4, modelCount: 3) != nil)
    }
}
