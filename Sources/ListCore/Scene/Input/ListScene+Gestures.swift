extension ListScene {
    /// The input recognisers' state: what the pointer, an edge swipe and the touchpad are
    /// doing now. Only the scene's input handlers (`Scene/Input/`) change it.
    ///
    ///     scene.press(x: 20, y: 130, listWidth: 480, at: t)
    ///     scene.gestures.pointer?.kind    // .row("row-3"), .header, .dragSelect, .caught
    ///
    /// - Complexity: O(1).
    package struct Gestures {
        /// The press being tracked on the list, if any.
        package internal(set) var pointer: PointerGesture?
        /// The edge swipe being tracked on the detail page, if any.
        package internal(set) var edgeSwipe: EdgeSwipe?
        package internal(set) var touchpadSwipe = TouchpadSwipe()
    }
}
