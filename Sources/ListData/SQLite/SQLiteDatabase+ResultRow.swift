import CSQLite

extension SQLiteDatabase {
    /// The current result row of a query: its values as text, the way the list shows them.
    public struct ResultRow: ~Copyable {
        fileprivate let statement: OpaquePointer
        /// The value of the query run alongside (`query(_:alongside:)`), 0 without one.
        public let alongside: Int64

        init(statement: OpaquePointer, alongside: Int64) {
            self.statement = statement
            self.alongside = alongside
        }

        public var count: Int { Int(sqlite3_column_count(statement)) }

        /// Column `index` as text: NULL is empty, numbers in SQLite's own text form
        /// (`42`, `3.5`), a blob as `<blob, N bytes>`.
        public func text(_ index: Int) -> String {
            let column = Int32(index)
            switch sqlite3_column_type(statement, column) {
            case SQLITE_NULL: return ""
            case SQLITE_BLOB: return "<blob, \(sqlite3_column_bytes(statement, column)) bytes>"
            default:
                guard let bytes = sqlite3_column_text(statement, column) else { return "" }
                let count = Int(sqlite3_column_bytes(statement, column))
                return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
            }
        }

        public func int64(_ index: Int) -> Int64 { sqlite3_column_int64(statement, Int32(index)) }

        /// Column `index` as a part of a key, its type kept (`SQLiteIdentity`); `text`, when
        /// given, is its value as `text(index)` made it already (not made again).
        public func keyPart(_ index: Int, text made: String? = nil) -> SQLiteIdentity.Part {
            let column = Int32(index)
            switch sqlite3_column_type(statement, column) {
            case SQLITE_NULL: return .null
            case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
            case SQLITE_FLOAT: return .real(text(index))
            case SQLITE_BLOB:
                let count = Int(sqlite3_column_bytes(statement, column))
                guard let bytes = sqlite3_column_blob(statement, column) else { return .blob([]) }
                return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
            default: return .text(made ?? text(index))
            }
        }

        /// A 64-bit fingerprint of the values in `columns` (types and bytes, no `String` made):
        /// equal values give equal fingerprints within one process.
        public func fingerprint(_ columns: Range<Int>) -> UInt64 {
            var hasher = Hasher()
            for index in columns {
                let column = Int32(index)
                let type = sqlite3_column_type(statement, column)
                hasher.combine(type)
                switch type {
                case SQLITE_NULL: continue
                // Numbers as they are stored: no text made for them.
                case SQLITE_INTEGER: hasher.combine(sqlite3_column_int64(statement, column)); continue
                case SQLITE_FLOAT: hasher.combine(sqlite3_column_double(statement, column).bitPattern); continue
                default: break
                }
                // Text or blob bytes; the pointer is valid until the next step.
                let bytes = type == SQLITE_BLOB ? sqlite3_column_blob(statement, column)
                    : UnsafeRawPointer(sqlite3_column_text(statement, column))
                let count = Int(sqlite3_column_bytes(statement, column))
                hasher.combine(count)
                if let bytes { hasher.combine(bytes: UnsafeRawBufferPointer(start: bytes, count: count)) }
            }
            return UInt64(bitPattern: Int64(hasher.finalize()))
        }

        public func isText(_ index: Int) -> Bool { sqlite3_column_type(statement, Int32(index)) == SQLITE_TEXT }

        public func isNull(_ index: Int) -> Bool { sqlite3_column_type(statement, Int32(index)) == SQLITE_NULL }
    }
}
