/// The model's items in order, as `ListViewCore` holds them (each referenced while it is in the
/// model), read from where they are already stored: keyed by object, the mirror's keys are the
/// items' addresses (`KeyedMirror.itemAddresses`), so no second array of the same pointers is
/// kept (8 bytes an item); keyed by `id-property` or with sections, the core's own array.
///
///     let items = core.items          // O(1): shares the mirror's keys or the core's array
///     items[3]                        // the item at model position 3
///
/// - Complexity: a value sharing its storage; O(1) to make, index and count.
struct ModelItems: RandomAccessCollection {
    private enum Storage {
        case addresses([UInt])
        case pointers([UnsafeMutableRawPointer])
    }

    private let storage: Storage

    /// The items at `addresses` (a mirror's keys: objects the core references).
    init(addresses: [UInt]) { storage = .addresses(addresses) }

    /// The items of `pointers`.
    init(_ pointers: [UnsafeMutableRawPointer]) { storage = .pointers(pointers) }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .addresses(let addresses): addresses.count
        case .pointers(let pointers): pointers.count
        }
    }

    subscript(position: Int) -> UnsafeMutableRawPointer {
        switch storage {
        case .addresses(let addresses): UnsafeMutableRawPointer(bitPattern: addresses[position])!
        case .pointers(let pointers): pointers[position]
        }
    }

    /// The items as an array: the core's own (no copy), or made from the mirror's keys (O(n)).
    var array: [UnsafeMutableRawPointer] {
        switch storage {
        case .addresses: Array(self)
        case .pointers(let pointers): pointers
        }
    }
}
