import ListCore

/// The behaviors attached to the list and how they behave: each one a user may switch can be
/// detached and attached again while the list runs (safe mid-animation), the deselection style
/// picked, motion reduced and the drag-select auto-scroll speed set.
///
///     list.setAttached(.dragSelect, false)       // a strip drag now selects nothing
///     list.deselectionStyle = .onAppear           // the naive way, to compare on the slider
///     list.reducesMotion = true                   // every animation jumps to its end
///     list.dragSelectSpeed = .fast                // 40 rows per second at the edges
///
/// - Complexity: O(1) each.
extension ListWidget {
    /// The behaviors a user can detach and attach while the list runs (`ListScene.BehaviorKind`).
    ///
    ///     for behavior in ListWidget.Behavior.allCases { print(behavior.rawValue) }
    ///
    /// - Complexity: a value.
    public typealias Behavior = ListScene.BehaviorKind

    /// Whether `behavior` is attached (all are, at first).
    ///
    ///     list.isAttached(.kineticScroll)    // true
    ///
    /// - Complexity: O(behaviors).
    public func isAttached(_ behavior: Behavior) -> Bool { scene.isAttached(behavior) }

    /// Attaches or detaches `behavior` (nothing happens when it is already so); detached, it ends
    /// what it runs (live updates stop and cannot start).
    ///
    ///     list.setAttached(.batchAnimation, false)   // changes land at once
    ///
    /// - Complexity: O(behaviors).
    public func setAttached(_ behavior: Behavior, _ attached: Bool) {
        scene.setAttached(behavior, attached)
        showNow()
    }

    /// How the row a user comes back from is deselected (with the back transition, by default).
    ///
    ///     list.deselectionStyle = .none
    ///
    /// - Complexity: O(1).
    public var deselectionStyle: DeselectionBehavior.Style {
        get { scene.deselectionStyle }
        set { scene.deselectionStyle = newValue }
    }

    /// Reduced motion the app or its user asks for (a preference): every animation, one in
    /// flight included, jumps to its end. The list follows the desktop's own setting by itself
    /// (GTK's "Animations", `gtk-enable-animations`, and GTK 4.22's reduced-motion preference),
    /// live; either one reduces motion.
    ///
    ///     list.reducesMotion = preferences.reduceMotion
    ///
    /// - Complexity: O(behaviors).
    public var reducesMotion: Bool {
        get { canvas.appReducesMotion }
        set { canvas.appReducesMotion = newValue }
    }

    /// How fast drag-select scrolls the rows past the pointer at the list's edges (moderate,
    /// 20 rows per second, by default).
    ///
    ///     list.dragSelectSpeed = .custom(15)
    ///
    /// - Complexity: O(1).
    public var dragSelectSpeed: DragSelectBehavior.ScrollSpeed {
        get { scene.dragSelectSpeed }
        set { scene.dragSelectSpeed = newValue }
    }
}
