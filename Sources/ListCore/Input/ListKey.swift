/// The keys the list itself handles (the rest are window accelerators); the host maps GDK key
/// values to these and forwards them to `ListScene.key(_:shift:at:)`.
public enum ListKey: Sendable, Equatable {
    case up, down, space, enter
    /// Home: scrolls to the top, animated (`ScrollAnchoring.scrollToTop(at:)`).
    case home
}
