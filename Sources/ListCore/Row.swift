/// One item of the list: an identity, a content version and the values shown for it.
///
/// `version` changes whenever the content changes, so a planner can tell "moved" from
/// "moved and changed" without comparing every field.
///
///     let row = Row(id: "tokyo", fields: ["Tokyo", "Japan", "37400068"], height: 56)
///
/// The identity and content are either stored (`init(id:fields:detail:height:version:)`), made
/// on demand from the row's number by a `RowContentMaker` (`init(number:height:content:)`), or
/// read from a host's object when shown (`init(reading:from:serial:version:style:height:)`, an
/// app's model item): such rows store no text at all, so a million of them cost 32 bytes each.
/// Reading `id`, `fields`, `detail` or `version` gives the same values either way; setting one
/// stores them (a made row's version is 0).
///
/// - Complexity: O(1) to make; a table, generated or external row's text is made when read.
public struct Row: Hashable, Sendable {
    /// Exact height in points; known from the data, never estimated.
    public var height: Double
    private var content: Content

    /// Stored identity and content, shared between copies (immutable; a change makes a new one).
    private final class Stored: Sendable {
        let id: RowID
        let fields: [String]
        let detail: String
        let version: Int

        init(id: RowID, fields: [String], detail: String, version: Int) {
            self.id = id
            self.fields = fields
            self.detail = detail
            self.version = version
        }
    }

    /// A class reference, or the maker type (two words) and the number, or a source, a handle
    /// and a tag: 24 bytes, the case kept in the pointers' spare bits.
    private enum Content: Sendable {
        case stored(Stored)
        case made(maker: any RowContentMaker.Type, number: Int)
        case table(ColumnTable, index: Int)
        case external(ExternalRowContent, handle: UInt, tag: ExternalTag)
    }

    /// An external row's serial (its identity, `RowID.mirrored(_:)`), content version and
    /// style, in one word.
    struct ExternalTag: Sendable, Equatable {
        let bits: UInt64
        init(serial: UInt32, version: Int, style: RowMetrics.Style) {
            bits = UInt64(serial) << 32 | UInt64(UInt32(truncatingIfNeeded: version) & 0xFF_FFFF) << 8
                | UInt64(style.rawValue)
        }
        var serial: UInt32 { UInt32(truncatingIfNeeded: bits >> 32) }
        var version: Int { Int((bits >> 8) & 0xFF_FFFF) }
        var style: RowMetrics.Style { RowMetrics.Style(rawValue: UInt8(truncatingIfNeeded: bits)) }
    }

    /// A row of text `fields` (the first is the title) and a `detail` text, `height` points tall.
    public init(id: RowID, fields: [String], detail: String = "", height: Double = 56, version: Int = 0) {
        self.content = .stored(Stored(id: id, fields: fields, detail: detail, version: version))
        self.height = height
    }

    /// A row whose identity, fields and detail are made on demand by `maker` from `number`
    /// (e.g. a generated row's index): only the maker, the number and the height are stored.
    ///
    ///     Row(number: 7, height: 56, content: GeneratedRowContent.self)
    ///
    /// - Complexity: O(1); reading `id` or `fields` then costs what the maker costs.
    package init(number: Int, height: Double, content maker: any RowContentMaker.Type) {
        self.content = .made(maker: maker, number: number)
        self.height = height
    }

    /// A row whose text is the host's object `handle`'s, read through `source` whenever it is
    /// shown: only the source, the handle, the identity's `serial` (`RowID.mirrored(serial)`),
    /// the content `version` and the `style` (what the height is made of) are stored. The
    /// version wraps at 2^24; a content change needs only a different one.
    ///
    ///     Row(reading: item, from: source, serial: 7, version: 0, style: [], height: 40).id   // "m7"
    ///
    /// - Complexity: O(1); reading `fields` or `detail` costs a read of the object, on the
    ///   thread that asks (see `ExternalRowContent`).
    package init(reading handle: UInt, from source: ExternalRowContent, serial: UInt32, version: Int,
                style: RowMetrics.Style, height: Double) {
        self.content = .external(source, handle: handle, tag: ExternalTag(serial: serial, version: version, style: style))
        self.height = height
    }

    /// Row `index` of a `ColumnTable` (see `ColumnTable.row(at:height:)`).
    init(table: ColumnTable, index: Int, height: Double) {
        self.content = .table(table, index: index)
        self.height = height
    }

    /// The row's identity, unique in its list.
    public var id: RowID {
        get {
            switch content {
            case .stored(let stored): return stored.id
            case .made(let maker, let number): return maker.id(of: number)
            case .table(let table, let index): return table.id(at: index)
            case .external(_, _, let tag): return RowID.mirrored(tag.serial)
            }
        }
        set { content = .stored(Stored(id: newValue, fields: fields, detail: detail, version: version)) }
    }

    /// Column values, in the order of the table's columns (`ColumnSchema`).
    public var fields: [String] {
        get {
            switch content {
            case .stored(let stored): return stored.fields
            case .made(let maker, let number):
                var fields: [String] = []
                while let field = maker.content(of: number, column: fields.count) { fields.append(field) }
                return fields
            case .table(let table, let index): return table.fields(at: index)
            case .external(let source, let handle, let tag):
                return source.text(of: handle, serial: tag.serial, version: tag.version).fields
            }
        }
        set { content = .stored(Stored(id: id, fields: newValue, detail: detail, version: version)) }
    }

    /// Free text shown on the detail page.
    public var detail: String {
        get {
            switch content {
            case .stored(let stored): return stored.detail
            case .made(let maker, let number): return maker.content(of: number, column: -1) ?? ""
            case .table(let table, let index): return table.detail(at: index)
            case .external(let source, let handle, let tag):
                return source.text(of: handle, serial: tag.serial, version: tag.version).detail
            }
        }
        set { content = .stored(Stored(id: id, fields: fields, detail: newValue, version: version)) }
    }

    /// Content version; bump it when `fields` or `detail` change.
    public var version: Int {
        get {
            switch content {
            case .stored(let stored): return stored.version
            case .made, .table: return 0
            case .external(_, _, let tag): return tag.version
            }
        }
        set { content = .stored(Stored(id: id, fields: fields, detail: detail, version: newValue)) }
    }

    /// Field `column`, or `nil` past the last one; a made row makes only this field.
    /// - Complexity: O(1) for stored content.
    public func field(_ column: Int) -> String? {
        switch content {
        case .stored(let stored): return stored.fields.indices.contains(column) ? stored.fields[column] : nil
        case .made(let maker, let number): return column >= 0 ? maker.content(of: number, column: column) : nil
        case .table(let table, let index): return table.field(column, at: index)
        case .external:
            let fields = self.fields
            return fields.indices.contains(column) ? fields[column] : nil
        }
    }

    /// The style known without reading text: its maker's (`RowContentMaker.style(of:)`), the
    /// one its table found when it was built, or the one an external row was made with; `nil`
    /// for stored rows.
    var knownStyle: RowMetrics.Style? {
        switch content {
        case .made(let maker, let number): maker.style(of: number)
        case .table(let table, let index): table.style(at: index)
        case .external(_, _, let tag): tag.style
        case .stored: nil
        }
    }

    /// Where a made or table row's text comes from (its maker or table, and its number there),
    /// `nil` for a stored or external row: what `ColumnRanks` ranks rows by, so ranks hold
    /// wherever the row moves.
    ///
    /// - Complexity: O(1).
    var origin: RowOrigin? {
        switch content {
        case .made(let maker, let number): RowOrigin(source: .maker(maker), index: number)
        case .table(let table, let index): RowOrigin(source: .table(table), index: index)
        case .stored, .external: nil
        }
    }

    /// The handle, serial and version of an external row read through `source`, `nil` for any
    /// other row.
    func reference(in source: ExternalRowContent) -> (handle: UInt, serial: UInt32, version: Int)? {
        guard case .external(let own, let handle, let tag) = content, own === source else { return nil }
        return (handle, tag.serial, tag.version)
    }

    /// The serial of an external row (its identity is `RowID.mirrored(serial)`), `nil` for any
    /// other row.
    public var externalSerial: UInt32? {
        if case .external(_, _, let tag) = content { tag.serial } else { nil }
    }

    /// True when both rows read the same object at the same version through the same source
    /// (then their content is the same without reading it).
    private static func sameReference(_ lhs: Row, _ rhs: Row) -> Bool? {
        guard case .external(let left, let leftHandle, let leftTag) = lhs.content,
              case .external(let right, let rightHandle, let rightTag) = rhs.content else { return nil }
        return left === right && leftHandle == rightHandle && leftTag == rightTag
    }

    /// The primary text of the row (its first field).
    public var title: String { field(0) ?? id.rawValue }

    /// Equal rows: same height, version, identity, fields and detail.
    public static func == (lhs: Row, rhs: Row) -> Bool {
        guard lhs.height == rhs.height else { return false }
        if let same = sameReference(lhs, rhs), same { return true }
        return lhs.version == rhs.version && lhs.id == rhs.id && lhs.fields == rhs.fields && lhs.detail == rhs.detail
    }

    /// Hashes the identity and the height (equal rows hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(height)
        hasher.combine(version)
        hasher.combine(fields)
        hasher.combine(detail)
    }
}
