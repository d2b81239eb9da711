// A Swift library (built twice, as RtA and RtB, by ./run) with its own (static) runtime that exercises the runtime's process-wide state:
// protocol conformance lookup (dynamic casts), generic metadata, ICU through Foundation,
// libdispatch queues, Swift concurrency (Task, actor), DateFormatter.
import Foundation
import Dispatch

protocol Greeter { func greet() -> String }
struct Box<T>: Greeter { let value: T; func greet() -> String { "\(NAME) box of \(T.self): \(value)" } }
final class Marker: NSObject {}
actor Counter { var n = 0; func bump() -> Int { n += 1; return n } }

@_cdecl("ENTRY")
public func run(_ rounds: Int32) -> Int32 {
    var failures: Int32 = 0
    for i in 0..<Int(rounds) {
        let anyValue: Any = Box(value: [i: "\(i)"])
        if let g = anyValue as? Greeter, g.greet().contains("\(i)") {} else { failures += 1 }
        if (Marker() as AnyObject) is NSObject {} else { failures += 1 }
        let folded = "Ærøskøbing Straße \(i)".folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        if folded != "ærøskobing straße \(i)" && !folded.hasPrefix("æ") && !folded.hasPrefix("ae") { failures += 1 }
        if "Ä".localizedStandardCompare("B") != .orderedAscending { failures += 1 }
        let queue = DispatchQueue(label: "q", attributes: .concurrent)
        let group = DispatchGroup()
        let lock = NSLock()
        nonisolated(unsafe) var sum = 0
        for k in 0..<8 { queue.async(group: group) { lock.lock(); sum += k; lock.unlock() } }
        group.wait()
        if sum != 28 { failures += 1 }
        let done = DispatchSemaphore(value: 0)
        let counter = Counter()
        nonisolated(unsafe) var got = 0
        Task.detached { got = await counter.bump(); done.signal() }
        done.wait()
        if got != 1 { failures += 1 }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        if formatter.string(from: Date(timeIntervalSince1970: 86_400 * 365)) != "1971-01-01" { failures += 1 }
    }
    return failures
}
