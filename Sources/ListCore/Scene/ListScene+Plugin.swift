extension ListScene {
    /// The behaviours a user can turn off and on while the app runs (the demo's Behaviours
    /// menu), each detached from and attached to the list through `ListController`: every one
    /// ends what it runs when detached (`ListBehavior.didDetach`), so it is safe mid-animation.
    ///
    ///     scene.setAttached(.dragSelect, false)   // a strip drag now selects nothing
    ///     scene.isAttached(.dragSelect)          // false
    public enum Plugin: String, CaseIterable, Sendable {
        case dragSelect = "drag-select"
        case batchAnimation = "batch-animation"
        case headerResize = "header-resize"
        case liveUpdates = "live-updates"
        case kineticScroll = "kinetic-scroll"
    }

    func behavior(of plugin: Plugin) -> ListBehavior {
        switch plugin {
        case .dragSelect: dragSelect
        case .batchAnimation: animator
        case .headerResize: header
        case .liveUpdates: live
        case .kineticScroll: kinetic
        }
    }

    public func isAttached(_ plugin: Plugin) -> Bool { list.isAttached(behavior(of: plugin)) }

    /// Attaches or detaches `plugin` (nothing happens when it is already so).
    public func setAttached(_ plugin: Plugin, _ attached: Bool) {
        let behavior = behavior(of: plugin)
        guard list.isAttached(behavior) != attached else { return }
        if attached { list.attach(behavior) } else { list.detach(behavior) }
        list.emit("behavior", [("plugin", .string(plugin.rawValue)), ("attached", .bool(attached))])
    }
}
