import ListCore

/// The widget's `ModelMirror`, keyed as the app chose: by item object (its address, the item kept
/// referenced while it is in the model) or by the string of the `id-property`. Both keys are the
/// ones `ModelMirror` is specialized for, so a 1M-item re-sort runs specialized code.
///
///     var mirror = KeyedMirror.empty(byID: false)
///     let batch = try mirror.itemsChanged(position: 0, removed: 0, added: items, rereadAll: false,
///                                         idOf: id, contentOf: read)
///
/// - Complexity: as `ModelMirror.itemsChanged`, plus reads of the content of the items new to
///   the model (keyed by object, a re-added item is not read: a sort reads nothing).
enum KeyedMirror: Sendable {
    case objects(ModelMirror<UInt>)
    case ids(ModelMirror<String>)
    /// With sections: items keyed by their identity string (`ItemBinding.identity`), a header
    /// before each section (`KeyedMirror+Sections.swift`).
    case sectioned(ModelMirror<SectionedKey<String>>)

    /// An empty mirror keyed by `id-property` strings (`byID`) or by object. A reorder's plan
    /// counts its moves only (`ModelMirror.listsReorderMoves`): the widget animates it from
    /// layout to layout and never anchors it.
    static func empty(byID: Bool) -> KeyedMirror {
        if byID {
            var mirror = ModelMirror<String>()
            mirror.listsReorderMoves = false
            return .ids(mirror)
        }
        var mirror = ModelMirror<UInt>()
        mirror.listsReorderMoves = false
        return .objects(mirror)
    }

    var rows: [Row] {
        switch self {
        case .objects(let mirror): mirror.rows
        case .ids(let mirror): mirror.rows
        case .sectioned(let mirror): mirror.rows
        }
    }

    /// Keyed by object, the keys: the model's items' addresses in order (`ListViewCore.items`
    /// reads them, no second array); `nil` for the other keys.
    var itemAddresses: [UInt]? {
        if case .objects(let mirror) = self { mirror.keys } else { nil }
    }

    var layout: RowLayout {
        switch self {
        case .objects(let mirror): mirror.layout
        case .ids(let mirror): mirror.layout
        case .sectioned(let mirror): mirror.layout
        }
    }

    /// Every row's height from `metrics` (`ModelMirror.measure(with:)`).
    mutating func measure(with metrics: RowMetrics) {
        switch self {
        case .objects(var mirror):
            mirror.measure(with: metrics)
            self = .objects(mirror)
        case .ids(var mirror):
            mirror.measure(with: metrics)
            self = .ids(mirror)
        case .sectioned(var mirror):
            mirror.measure(with: metrics)
            self = .sectioned(mirror)
        }
    }

    /// Takes the scene's `rows` and `layout` when they are the mirror's rows measured with
    /// `metrics` (or equal to them, `nil`; `ModelMirror.adopt`): one storage for both.
    @discardableResult
    mutating func adopt(_ rows: [Row], layout: RowLayout, measuredWith metrics: RowMetrics?) -> Bool {
        switch self {
        case .objects(var mirror):
            self = .objects(ModelMirror())   // `mirror` the only reference: changed in place, not copied
            defer { self = .objects(mirror) }
            return mirror.adopt(rows, layout: layout, measuredWith: metrics)
        case .ids(var mirror):
            self = .ids(ModelMirror())
            defer { self = .ids(mirror) }
            return mirror.adopt(rows, layout: layout, measuredWith: metrics)
        case .sectioned(var mirror):
            self = .sectioned(ModelMirror())
            defer { self = .sectioned(mirror) }
            return mirror.adopt(rows, layout: layout, measuredWith: metrics)
        }
    }

    /// True when `other` is the mirror's row array itself (`ModelMirror.sharesRows`).
    func sharesRows(with other: [Row]) -> Bool {
        switch self {
        case .objects(let mirror): mirror.sharesRows(with: other)
        case .ids(let mirror): mirror.sharesRows(with: other)
        case .sectioned(let mirror): mirror.sharesRows(with: other)
        }
    }

    /// The item's rows show `content` now (a crossfade in place); throws `.unknownKey` when the
    /// item is not in the model.
    mutating func reload(_ item: UnsafeMutableRawPointer, idOf: (UnsafeMutableRawPointer) -> String,
                         content: ModelMirrorContent) throws(ModelMirrorError) -> PreparedBatch {
        switch self {
        case .objects(var mirror):
            self = .objects(ModelMirror())   // `mirror` the only reference: changed in place, not copied
            defer { self = .objects(mirror) }
            return try mirror.reload(UInt(bitPattern: item), content: content)
        case .ids(var mirror):
            self = .ids(ModelMirror())
            defer { self = .ids(mirror) }
            return try mirror.reload(idOf(item), content: content)
        case .sectioned(var mirror):
            self = .sectioned(ModelMirror())
            defer { self = .sectioned(mirror) }
            return try mirror.reload(.item(idOf(item)), content: content)
        }
    }

    /// Applies `items-changed(position, removed, added)`; `added` are the added item objects.
    /// Keyed by object, only the items that are new to the model are read (`contentOf`): an
    /// item re-added by the same change keeps its row and content (a sort reads nothing), unless
    /// `rereadAll` (the shown properties changed). Keyed by `id-property`, every added item is
    /// read: the app may re-create items with new content.
    mutating func itemsChanged(
        position: Int, removed: Int, added: [UnsafeMutableRawPointer], rereadAll: Bool,
        idOf: (UnsafeMutableRawPointer) -> String, contentOf: (UnsafeMutableRawPointer) -> ModelMirrorContent
    ) throws(ModelMirrorError) -> PreparedBatch {
        switch self {
        case .objects(var mirror):
            self = .objects(ModelMirror())   // `mirror` the only reference: changed in place, not copied
            defer { self = .objects(mirror) }
            return try mirror.itemsChanged(position: position, removed: removed,
                                           keys: added.map { UInt(bitPattern: $0) },
                                           content: { rereadAll ? contentOf(added[$0]) : nil },
                                           freshContent: { contentOf(added[$0]) })
        case .ids(var mirror):
            self = .ids(ModelMirror())
            defer { self = .ids(mirror) }
            // Items re-created with the same id may carry new content: always read.
            return try mirror.itemsChanged(position: position, removed: removed, keys: added.map(idOf),
                                           content: { contentOf(added[$0]) }, freshContent: { contentOf(added[$0]) })
        case .sectioned:
            // Headers come and go with the items: a sectioned mirror takes the whole list
            // (`replaceAll(with:sections:…)`), never a range.
            preconditionFailure("a sectioned mirror is changed with replaceAll")
        }
    }
}
