extension WindowedMirror {
    /// Gives the tracked rows of `span` the keys `key(position)` reads now. For a model that put
    /// new items equal to the old ones in their places: `apply` found the rows again under the
    /// old keys (their identities, roles and heights kept), and from now on the rows are found
    /// under the new ones. Returns the keys replaced, old and new, so the host can let go of the
    /// old items and hold the new ones.
    ///
    ///     // a list of strings spliced with the same strings: new items, the same rows
    ///     let batch = try mirror.apply(position: 2, removed: 5, added: 5, key: oldKeyInNewOrder, content: read)
    ///     let replaced = mirror.replaceKeys(in: 2..<7, key: keyNow)   // [(old, new)] of the tracked rows there
    ///
    /// - Complexity: O(s) for a span of s positions, plus a key read per tracked row in it.
    package mutating func replaceKeys(in span: Range<Int>, key: (Int) -> Key) -> [(old: Key, new: Key)] {
        var replaced: [(old: Key, new: Key)] = []
        for position in span.clamped(to: 0..<count) {
            guard let serial = serialAt[position] else { continue }
            let new = key(position), old = entries[serial]!.key
            guard new != old else { continue }
            entries[serial]!.key = new
            replaced.append((old, new))
        }
        return replaced
    }
}
