extension ListScene {
    /// The behaviors a user can turn off and on while the app runs (the demo's Behaviors
    /// menu), each detached from and attached to the list through `ListState`: every one
    /// ends what it runs when detached (`ListBehavior.didDetach`), so it is safe mid-animation.
    ///
    ///     scene.setAttached(.dragSelect, false)   // a strip drag now selects nothing
    ///     scene.isAttached(.dragSelect)          // false
    ///
    /// - Complexity: a value.
    public enum BehaviorKind: String, CaseIterable, Sendable {
        case dragSelect = "drag-select"
        case batchAnimation = "batch-animation"
        case headerResize = "header-resize"
        case liveUpdates = "live-updates"
        case kineticScroll = "kinetic-scroll"
    }

    func behavior(of kind: BehaviorKind) -> ListBehavior {
        switch kind {
        case .dragSelect: dragSelect
        case .batchAnimation: animator
        case .headerResize: header
        case .liveUpdates: live
        case .kineticScroll: kinetic
        }
    }

    /// Whether `kind` is attached to the list.
    public func isAttached(_ kind: BehaviorKind) -> Bool { list.isAttached(behavior(of: kind)) }

    /// Attaches or detaches `kind` (nothing happens when it is already so).
    public func setAttached(_ kind: BehaviorKind, _ attached: Bool) {
        let behavior = behavior(of: kind)
        guard list.isAttached(behavior) != attached else { return }
        if attached { list.attach(behavior) } else { list.detach(behavior) }
        list.emit("behavior", [("kind", .string(kind.rawValue)), ("attached", .bool(attached))])
    }
}
