/// What SQLite said when a call failed: its result code and message, one line.
///
///     SQLiteError(code: 26, message: "file is not a database").description
///     // "file is not a database (SQLite code 26)"
///
/// - Complexity: O(1).
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The primary result code (`SQLITE_NOTADB` is 26, `SQLITE_CORRUPT` 11, `SQLITE_BUSY` 5).
    public var code: Int32
    public var message: String

    public init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    public static let busy: Int32 = 5
    /// Stopped by the app: cancelled, or quiet past `SQLiteDatabase.quietLimit` (the message says which).
    public static let interrupted: Int32 = 9
    public static let corrupt: Int32 = 11
    public static let cannotOpen: Int32 = 14
    public static let notADatabase: Int32 = 26
    /// A value over `SQLiteDatabase.lengthLimit`, or a statement over a limit.
    public static let tooBig: Int32 = 18

    /// True for the codes a damaged or foreign file gives: not a database, corrupt.
    public var isDamaged: Bool { code == Self.corrupt || code == Self.notADatabase }

    public var description: String { "\(message) (SQLite code \(code))" }
}
