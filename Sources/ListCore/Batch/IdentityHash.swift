/// A fast 64-bit hash of an identity's UTF-8 bytes, for ASCII identities only.
///
/// For ASCII text, `String` equality is byte equality, so equal identities hash equally. Other
/// text compares by Unicode canonical equivalence (`"é"` precomposed equals `"e\u{301}"`,
/// `"\u{212A}"` equals `"K"`), which bytes cannot see: `hash` returns `nil` for it and callers
/// fall back to `Hashable`.
///
///     let seed = IdentityHash.seed()
///     IdentityHash.hash("row-7", seed: seed) == IdentityHash.hash("row-7", seed: seed)  // true
///     IdentityHash.hash("Zürich", seed: seed)   // nil
///
/// The seed comes from `Hasher`, which is seeded per process, so crafted identities cannot
/// force collisions across runs.
///
/// - Complexity: O(length of the identity), 8 bytes per step.
enum IdentityHash {
    /// A seed that is random per process (fixed under `SWIFT_DETERMINISTIC_HASHING`).
    static func seed() -> UInt64 {
        var hasher = Hasher()
        hasher.combine(0x1D_E5EED)
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }

    @inline(__always)
    static func hash(_ id: RowID, seed: UInt64) -> UInt64? {
        let result = id.rawValue.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            hash(bytes: UnsafeRawBufferPointer(bytes), seed: seed)
        }
        return result ?? nil
    }

    @inline(__always)
    static func hash(bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64? {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let count = bytes.count
        var hash = seed ^ (UInt64(truncatingIfNeeded: count) &* multiplier)
        var highBits: UInt64 = 0
        var offset = 0
        while offset + 8 <= count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            highBits |= word
            hash = ((hash << 5) | (hash >> 59)) ^ word
            hash = hash &* multiplier
            offset += 8
        }
        if offset < count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                word |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            highBits |= word
            hash = ((hash << 5) | (hash >> 59)) ^ word
            hash = hash &* multiplier
        }
        guard highBits & 0x8080_8080_8080_8080 == 0 else { return nil }
        // Finalizer of MurmurHash3: every input bit reaches every output bit.
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return hash
    }
}
