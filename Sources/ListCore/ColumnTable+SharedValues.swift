extension ColumnTable {
    /// The values a `Builder` shares however often they occur (a country, a category): an
    /// open-addressing table of value numbers (linear probing, at most half full), found by
    /// hashing a value's bytes and compared byte by byte with the text stored for it. Keyed by
    /// bytes, not strings: a loader that keeps bytes looks values up without making a string, and
    /// two spellings of one text (a precomposed "é" and "e" with an accent) stay as the file has
    /// them. Any column may find a value another column stored.
    ///
    /// The standard `Hasher` is seeded per process: no file can be written to make its values
    /// collide and the lookups quadratic.
    ///
    ///     var shared = SharedValues()
    ///     let hash = SharedValues.hash(text)
    ///     if shared.value(of: text, hash: hash, starts: starts, bytes: bytes) == nil {
    ///         shared.insert(store(text), hash: hash, starts: starts, bytes: bytes)
    ///     }
    ///
    /// - Complexity: a lookup or insertion is O(length of the text) expected; growing rehashes
    ///   the values held.
    struct SharedValues {
        private static let empty = UInt32.max
        private var slots = [UInt32](repeating: Self.empty, count: 64)
        private var held = 0

        /// The hash `value(of:)` and `insert` take for `text`.
        static func hash(_ text: UnsafeBufferPointer<UInt8>) -> Int {
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(text))
            return hasher.finalize()
        }

        /// The value number whose text (`bytes[starts[v] ..< starts[v + 1]]`) is `text`, if held.
        func value(of text: UnsafeBufferPointer<UInt8>, hash: Int, starts: [UInt32], bytes: [UInt8]) -> UInt32? {
            let mask = slots.count - 1
            var slot = hash & mask
            return bytes.withUnsafeBufferPointer { bytes in
                while true {
                    let value = slots[slot]
                    if value == Self.empty { return nil }
                    let start = Int(starts[Int(value)]), end = Int(starts[Int(value) + 1])
                    if end - start == text.count, UnsafeBufferPointer(rebasing: bytes[start..<end]).elementsEqual(text) {
                        return value
                    }
                    slot = (slot + 1) & mask
                }
            }
        }

        /// Holds `value` (not held yet; its text stored, hashing to `hash`).
        mutating func insert(_ value: UInt32, hash: Int, starts: [UInt32], bytes: [UInt8]) {
            if (held + 1) * 2 > slots.count { grow(starts: starts, bytes: bytes) }
            place(value, hash: hash)
            held += 1
        }

        private mutating func place(_ value: UInt32, hash: Int) {
            let mask = slots.count - 1
            var slot = hash & mask
            while slots[slot] != Self.empty { slot = (slot + 1) & mask }
            slots[slot] = value
        }

        private mutating func grow(starts: [UInt32], bytes: [UInt8]) {
            let values = slots.filter { $0 != Self.empty }
            slots = [UInt32](repeating: Self.empty, count: slots.count * 2)
            bytes.withUnsafeBufferPointer { bytes in
                for value in values {
                    let text = UnsafeBufferPointer(rebasing: bytes[Int(starts[Int(value)])..<Int(starts[Int(value) + 1])])
                    place(value, hash: Self.hash(text))
                }
            }
        }
    }
}
