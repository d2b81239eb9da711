import CGtk
import ListGtk

/// Animations follow the desktop's `gtk-enable-animations` live: off, the scene reduces motion
/// (every animation in flight jumps to its end, new ones are instant).
///
///     core.followAnimations()   // once, at init; dispose() disconnects
///
/// - Complexity: O(1) per setting change.
extension ListViewCore {
    func followAnimations() {
        guard let settings = Settings.gtk else { return }
        applyAnimations(settings)
        animationsHandler = Signals().onNotify(settings, "gtk-enable-animations") { [weak self] in
            self?.applyAnimations(settings)
        }
    }

    private func applyAnimations(_ settings: UnsafeMutableRawPointer) {
        scene.setReducesMotion(!ObjectProperty.boolean(settings, "gtk-enable-animations"))
        list?.modelDidChange()
    }
}
