@testable import ListCore

/// Records `ListState.emit` events.
final class BatchAnimationEventLog {
    var events: [(name: String, fields: [(String, EventValue)])] = []

    func named(_ name: String) -> [[String: EventValue]] {
        events.filter { $0.name == name }.map { Dictionary($0.fields, uniquingKeysWith: { a, _ in a }) }
    }
}
