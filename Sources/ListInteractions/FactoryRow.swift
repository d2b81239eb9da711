import CGtk
import CListInteractions
import ListCore
import ListWidget

/// One pooled row of a `LiRowFactory`: the `LiRow` GObject the app's signal handlers see. Made
/// when a row widget first shows a row (`setup` is emitted then), bound to the item of each row
/// it shows (`bind`, the `LiRow`'s item set), unbound when it leaves (`unbind`), and torn down
/// when the pool lets it go (`teardown`, from `deinit`: a bound row is unbound first).
///
///     let row = FactoryRow(factory: factory, itemOf: core.item(of:))   // emits setup
///     row.bind(id)                                                     // emits bind
///
/// - Complexity: O(1) per call, plus the app's handlers.
@MainActor
final class FactoryRow: RowContent {
    /// The `LiRow`, owned.
    let row: UnsafeMutableRawPointer
    /// The `LiRowFactory`, referenced while this row lives.
    private let factory: UnsafeMutableRawPointer
    private let itemOf: (RowID) -> UnsafeMutableRawPointer?
    private var isBound = false

    init(factory: UnsafeMutableRawPointer, itemOf: @escaping (RowID) -> UnsafeMutableRawPointer?) {
        self.factory = factory
        self.itemOf = itemOf
        row = li_row_new_internal()
        g_object_ref(factory)
        li_row_factory_emit(factory, 0, row, nil)
    }

    isolated deinit {
        unbind()
        li_row_factory_emit(factory, 3, row, nil)
        g_object_unref(row)
        g_object_unref(factory)
    }

    var child: UnsafeMutablePointer<GtkWidget>? { li_row_get_child(OpaquePointer(row)) }

    /// Binds the row to `id`'s item; a row whose item is gone (a departing row never bound) is not bound.
    func bind(_ id: RowID) {
        guard let item = itemOf(id) else { return }
        isBound = true
        li_row_factory_emit(factory, 1, row, item)
    }

    func unbind() {
        guard isBound else { return }
        isBound = false
        li_row_factory_emit(factory, 2, row, nil)
    }
}
