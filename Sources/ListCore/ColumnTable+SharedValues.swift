extension ColumnTable {
    /// The values a `Builder` stores once however often they occur (a country, a category): an
    /// open-addressing table of value references (linear probing, at most half full), found by
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
    ///     if shared.value(of: text, hash: hash, bytes: bytes) == nil {
    ///         shared.insert(store(text), hash: hash, bytes: bytes)
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

        /// The reference of the value whose text (`ColumnTable.value(_:in:)`) is `text`, if held.
        func value(of text: UnsafeBufferPointer<UInt8>, hash: Int, bytes: [UInt8]) -> UInt32? {
            let mask = slots.count - 1
            var slot = hash & mask
            return bytes.withUnsafeBufferPointer { bytes in
                while true {
                    let value = slots[slot]
                    if value == Self.empty { return nil }
                    let held = ColumnTable.value(value, in: bytes)
                    if held.count == text.count, held.elementsEqual(text) {
                        return value
                    }
                    slot = (slot + 1) & mask
                }
            }
        }

        /// Holds the value at `value` (not held yet; its text stored, hashing to `hash`).
        mutating func insert(_ value: UInt32, hash: Int, bytes: [UInt8]) {
            if (held + 1) * 2 > slots.count { grow(bytes: bytes) }
            place(value, hash: hash)
            held += 1
        }

        private mutating func place(_ value: UInt32, hash: Int) {
            let mask = slots.count - 1
            var slot = hash & mask
            while slots[slot] != Self.empty { slot = (slot + 1) & mask }
            slots[slot] = value
        }

        private mutating func grow(bytes: [UInt8]) {
            let values = slots.filter { $0 != Self.empty }
            slots = [UInt32](repeating: Self.empty, count: slots.count * 2)
            bytes.withUnsafeBufferPointer { bytes in
                for value in values {
                    place(value, hash: Self.hash(ColumnTable.value(value, in: bytes)))
                }
            }
        }
    }
}
