import Dispatch

/// Drops the last reference to `value` on a worker thread, then hands the freed heap back to
/// the system. Freeing a million rows takes 100 ms and more, a frame the main thread must not
/// spend; glibc would otherwise keep the freed memory in its arenas.
///
///     scene.animator.discard = freeOnWorker   // a finished batch's old rows and layouts
///     freeOnWorker((oldMirror, oldRows))      // a list going away
///
/// `value` must hold no GObject: an object finalized off the main thread is not safe.
///
/// - Complexity: O(1) on the calling thread.
package func freeOnWorker(_ value: any Sendable) {
    let box = Discarded(value)
    freeingQueue.async {
        box.value = nil
        releaseFreeMemory()
    }
}

/// Hands the heap that work on another thread freed back to the system, on the freeing queue.
/// A worker thread allocates from a malloc arena of its own, and glibc keeps what is freed there
/// (its trim threshold grows with the largest block freed): after 2 000 hostile soak actions
/// (sorts of megabytes of text on the worker among them) a `malloc_trim` still gave back 41 MiB.
///
///     let result = work()          // on a worker: its temporaries are freed by now
///     releaseFreeMemorySoon()
///
/// - Complexity: O(1) on the calling thread.
package func releaseFreeMemorySoon() {
    freeingQueue.async { releaseFreeMemory() }
}

/// One serial queue: frees run one after another, never beside each other's `malloc_trim`.
private let freeingQueue = DispatchQueue(label: "list-gtk.free-on-worker", qos: .utility)

/// The value on its way to the worker, which drops the last reference.
private final class Discarded: @unchecked Sendable {
    var value: (any Sendable)?
    init(_ value: any Sendable) { self.value = value }
}
