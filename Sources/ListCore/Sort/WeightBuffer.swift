/// A growable run of plain values that a `SortKeyBuilder` reuses from one text to the next.
///
/// Appending is a capacity check and a store. An `Array` also asks the runtime, on every
/// append, whether its storage is shared (`swift_isUniquelyReferenced`, a call through the
/// PLT): a key's three levels took three such calls per character, and building the keys of a
/// million short names took 309–346 ms with Arrays, 213–230 ms with these. Non-copyable, so the
/// storage has one owner and is freed with it.
///
///     var digits = WeightBuffer<UInt8>()
///     digits.append(4); digits.append(2)
///     digits.count          // 2
///     digits.removeAll()    // keeps the storage for the next text
///
/// - Complexity: `append` is amortised O(1); `removeFirst(_:)` is O(count); the rest is O(1).
struct WeightBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many values it holds.
    private(set) var count = 0

    init(capacity: Int = 32) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    var isEmpty: Bool { count == 0 }

    /// The last value, `nil` when empty.
    var last: Element? { count == 0 ? nil : base[count - 1] }

    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "WeightBuffer index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "WeightBuffer index out of range")
            base[index] = newValue
        }
    }

    @inline(__always)
    mutating func append(_ value: Element) {
        if count == capacity { grow() }
        base[count] = value
        count += 1
    }

    /// Empties it, keeping the storage.
    mutating func removeAll() { count = 0 }

    mutating func removeLast() {
        precondition(count > 0, "removeLast from an empty WeightBuffer")
        count -= 1
    }

    /// Drops the first `k` values, moving the rest to the front.
    mutating func removeFirst(_ k: Int) {
        precondition(k >= 0 && k <= count, "removeFirst beyond the end of a WeightBuffer")
        // The regions overlap: copyMemory is memmove.
        UnsafeMutableRawPointer(base).copyMemory(from: base + k, byteCount: (count - k) * MemoryLayout<Element>.stride)
        count -= k
    }

    /// The values, for reading in bulk (valid only inside `body`).
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.initialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
