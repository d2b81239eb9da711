extension ModelMirror {
    /// One added item of an `items-changed`: its key and, when the host read it, its content.
    ///
    ///     ModelMirror<String>.Item(key: "a", content: .init(fields: ["Apple", "fruit"]))
    ///     ModelMirror<String>.Item(key: "a")   // content unchanged if "a" re-appears
    ///
    /// `content == nil` means "the same content as before": allowed only for a key that re-appears
    /// in the change (a sort need not read a million items' properties). A key that gets a fresh
    /// identity needs its content (`ModelMirrorError.missingContent`).
    ///
    /// - Complexity: a value; O(1).
    package struct Item {
        package var key: Key
        package var content: ModelMirrorContent?

        package init(key: Key, content: ModelMirrorContent? = nil) {
            self.key = key
            self.content = content
        }
    }
}
