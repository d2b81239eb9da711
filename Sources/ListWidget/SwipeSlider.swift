import CGtk
import ListCore
import ListGtk

/// The swipe-progress slider in a bar of its own: dragging it scrubs the back transition, and
/// letting it go finishes or cancels by position and velocity (the scene's `slider` and
/// `sliderReleased`); while the transition animates on its own it shows the frame's value.
/// The demo's window and `LiNavigationStack` both put it below their pages: a control that moved
/// with the page it drives would run away from the pointer, and a bar of its own covers nothing.
///
///     let slider = SwipeSlider(list: list)
///     list.onFrame = { frame in slider.show(frame.slider) }   // every frame
///
/// - Complexity: O(1) per event and per frame.
@MainActor
public final class SwipeSlider {
    /// The bar: a caption and the scale; shown while the detail page or a transition is.
    public let gtkWidget: UnsafeMutablePointer<GtkWidget>
    private let scale: Scale
    private let scene: ListScene
    /// The list whose core the slider drives (`nil`: an embedder's scene, shown through `onInput`).
    private weak var list: ListWidget?
    private let signals = Signals()
    private var syncing = false
    private var pressed = false
    /// Called after the slider moved the transition (and the list showed the change).
    public var onInput: () -> Void = {}

    /// The scale itself (a test aims the pointer at it).
    public var scaleWidget: UnsafeMutablePointer<GtkWidget> { scale.widget }

    /// The bar for `list`'s back transition, with `leading` (a back button, say) before the
    /// caption, if given.
    ///
    ///     let slider = SwipeSlider(list: list)
    ///     box.append(slider.gtkWidget)
    ///
    /// - Complexity: O(1).
    public convenience init(list: ListWidget, leading: UnsafeMutablePointer<GtkWidget>? = nil) {
        self.init(scene: list.scene, leading: leading)
        self.list = list
    }

    /// The bar over an embedder's own `scene`; `onInput` tells it to show the change.
    @_spi(Embedding) public init(scene: ListScene, leading: UnsafeMutablePointer<GtkWidget>? = nil) {
        self.scene = scene
        scale = Scale(from: 0, to: 1, step: 0.01)
        scale.addClass("swipe-slider")
        scale.expand(horizontally: true, vertically: false)
        scale.setTooltip(tr("Drag to scrub the back transition"))
        scale.setAccessibleLabel(tr("Swipe progress"))
        let bar = Box(vertical: false, spacing: 12, classes: ["slider-bar"])
        gtkWidget = bar.widget
        if let leading { bar.append(leading) }
        bar.append(Label(tr("Swipe progress"), classes: ["caption-heading"]))
        bar.append(scale)
        gtkWidget.isVisible = false
        install()
    }

    /// Shows the frame's slider: its value (not treated as input) and whether the bar is shown.
    public func show(_ frame: ListFrame.Slider) {
        if gtkWidget.isVisible != frame.isVisible { gtkWidget.isVisible = frame.isVisible }
        guard !pressed, abs(scale.value - frame.value) > 1e-6 else { return }
        syncing = true
        scale.value = frame.value
        syncing = false
    }

    /// The slider moved the transition: the list shows it, then `onInput`.
    private func inputHandled() {
        list?.showNow()
        onInput()
    }

    private func install() {
        signals.on(scale, "value-changed") { [weak self] in
            guard let self, !syncing else { return }
            scene.slider(scale.value, pressed: pressed, at: MainLoop.now)
            inputHandled()
        }
        // The scale's own drag gesture claims the pointer, so press and release are read from the
        // raw events in the capture phase, before it, without stopping them.
        let controller = scale.widget.addController(.rawEventsFirst)
        signals.onEvent(controller, "event") { [weak self] event in
            guard let self else { return false }
            switch event.kind {
            case .press, .touchBegin:
                pressed = true
            case .release, .touchEnd, .touchCancel:
                pressed = false
                scene.sliderReleased(at: Signals.eventTime(of: controller))
                inputHandled()
            default:
                break
            }
            return false
        }
    }
}
