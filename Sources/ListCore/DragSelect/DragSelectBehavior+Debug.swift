extension DragSelectBehavior {
    /// How strongly the host tints the selection strip, 0…1: 0 unless debug mode is on and the
    /// behavior is enabled; 0.25 while idle, 0.6 while dragging.
    ///
    ///     stripOverlay.opacity = dragSelect.stripTint
    ///
    /// - Complexity: O(1).
    package var stripTint: Double {
        guard options.isDebug, options.isEnabled, list != nil else { return 0 }
        return isDragging ? 0.6 : 0.25
    }

    /// Emits a `dragselect.*` event through the list when debug mode is on.
    func log(_ name: String, _ fields: @autoclosure () -> [(String, EventValue)]) {
        guard options.isDebug, let list else { return }
        list.emit(name, fields())
    }
}
