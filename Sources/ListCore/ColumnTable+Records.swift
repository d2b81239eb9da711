extension ColumnTable {
    /// How a table's rows are laid out in its `records` buffer: each row's fields one after
    /// another, each a tag (an unsigned LEB128 number) — `length << 1` followed by the value's
    /// UTF-8 bytes, or `number << 1 | 1` for shared value `number` (a country, a category,
    /// stored once in the shared pool) — so a row costs one 32-bit start, its text, and a byte
    /// or two a field. An identity the table stores is a plain length and its bytes, before its
    /// row's record (or after every record, when replaced).
    ///
    ///     // "Tokyo", shared value 3, "" →
    ///     [0x0A, 0x54, 0x6F, 0x6B, 0x79, 0x6F,  0x07,  0x00]
    ///
    /// Why not an array of 32-bit value offsets, one a cell: those were 16 bytes a row of a
    /// 4-column file and 19 % of a 1M-row CSV file's memory; the tags are 4.
    ///
    /// - Complexity: reading field `c` walks the `c` fields before it: O(their tags), their text
    ///   skipped, not read.
    struct Records {
        let records: UnsafeBufferPointer<UInt8>
        let sharedStarts: UnsafeBufferPointer<UInt32>
        let sharedBytes: UnsafeBufferPointer<UInt8>

        /// A row's fields, read one after another.
        struct Fields {
            let records: Records
            var offset: Int

            /// The next field's bytes.
            mutating func next() -> UnsafeBufferPointer<UInt8> {
                let tag = Records.number(at: &offset, in: records.records)
                if tag & 1 == 1 {
                    let value = tag >> 1
                    let start = Int(records.sharedStarts[value]), end = Int(records.sharedStarts[value + 1])
                    return UnsafeBufferPointer(rebasing: records.sharedBytes[start..<end])
                }
                let start = offset
                offset += tag >> 1
                return UnsafeBufferPointer(rebasing: records.records[start..<offset])
            }
        }

        /// The fields of the row whose record starts at `start`, from `column` on.
        func fields(from start: UInt32, column: Int = 0) -> Fields {
            var fields = Fields(records: self, offset: Int(start))
            for _ in 0..<column { _ = fields.next() }
            return fields
        }

        /// The identity stored at `reference`: its length, then its bytes.
        func identity(at reference: UInt32) -> UnsafeBufferPointer<UInt8> {
            var offset = Int(reference)
            let length = Self.number(at: &offset, in: records)
            return UnsafeBufferPointer(rebasing: records[offset..<offset + length])
        }

        /// Reads the LEB128 number at `offset`, moving `offset` past it.
        static func number(at offset: inout Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var number = 0
            var shift = 0
            while true {
                let byte = bytes[offset]
                offset += 1
                number |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return number }
                shift += 7
            }
        }

        /// Appends `number` as LEB128: seven bits a byte, the low ones first, the high bit set
        /// on every byte but the last.
        static func append(_ number: Int, to bytes: inout [UInt8]) {
            var number = number
            while number >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: number) | 0x80)
                number >>= 7
            }
            bytes.append(UInt8(number))
        }

        /// Calls `body` with the records of `records`, `sharedStarts` and `sharedBytes` (a
        /// table's or its builder's).
        static func reading<R>(_ records: [UInt8], _ sharedStarts: [UInt32], _ sharedBytes: [UInt8],
                               _ body: (Records) -> R) -> R {
            records.withUnsafeBufferPointer { records in
                sharedStarts.withUnsafeBufferPointer { starts in
                    sharedBytes.withUnsafeBufferPointer { shared in
                        body(Records(records: records, sharedStarts: starts, sharedBytes: shared))
                    }
                }
            }
        }
    }
}
