/// Two pages, list and detail, and the transitions between them.
///
/// Pushing the detail page and going back are both `TransitionCoordinator`s, so either can be
/// interrupted and animated from where it is. Behaviors that react to going back (deselection)
/// observe `back.onWillBegin`.
///
///     let navigation = NavigationModel()
///     navigation.push("tokyo", at: now)            // slide the detail page in
///     navigation.beginBack(at: t0)                  // slider or edge swipe grabbed
///     navigation.updateBack(0.4, at: t1)
///     navigation.endBack(at: t2)                    // finish or cancel by position and velocity
///     let offsets = navigation.pageOffsets(width: 800)
///
/// - Complexity: O(1) per call (plus the handlers of the coordinators).
public final class NavigationModel {
    /// The page shown (or heading to be shown): the list, or the detail of one row.
    ///
    /// - Complexity: a value; O(1).
    public enum Page: Equatable, Sendable {
        case list
        case detail(RowID)

        /// The page's name in debug events and reports: "list" or "detail".
        public var name: String {
            switch self {
            case .list: "list"
            case .detail: "detail"
            }
        }
    }

    /// Where each page is drawn this frame, as x offsets in pixels, and how much the list is dimmed.
    ///
    /// - Complexity: a value; O(1).
    public struct PageOffsets: Equatable, Sendable {
        /// The list page's x offset (px).
        public var list: Double
        /// The detail page's x offset (px).
        public var detail: Double
        /// Whether any of the list page is on screen.
        public var listVisible: Bool
        /// Whether any of the detail page is on screen.
        public var detailVisible: Bool
        /// 0 … `NavigationModel.maximumDimming`: the list is shaded while the detail page covers it.
        public var listDimming: Double
        /// How far the detail page is in: 0 the list page at rest … 1 the detail page at rest;
        /// it follows a push and a back transition (scrubbed, swiped or animated) continuously
        /// (`LiNavigationStack:progress`).
        public var progress: Double = 0

        /// The list page at rest in a stack `width` wide (before any frame).
        public static func listAtRest(width: Double) -> PageOffsets {
            PageOffsets(list: 0, detail: width, listVisible: true, detailVisible: false, listDimming: 0)
        }
    }

    /// The list page enters from −30 % of the width (parallax).
    package static let parallax = 0.3
    package static let maximumDimming = 0.12

    /// The page at rest, or the page a transition started from.
    package private(set) var page: Page = .list
    package let push: TransitionCoordinator
    package let back: TransitionCoordinator
    /// Called each time a page has finished appearing (the `page` debug event).
    package var onPageAppeared: ((Page) -> Void)?

    package init(configuration: TransitionConfiguration = .init()) {
        push = TransitionCoordinator(configuration: configuration)
        back = TransitionCoordinator(configuration: configuration)
        push.onDidEnd.append { [weak self] context in
            guard let self else { return }
            let pushed = self.pushingID
            self.pushingID = nil
            if !context.isCancelled, let pushed { self.page = .detail(pushed) }
            self.onPageAppeared?(self.page)
        }
        back.onDidEnd.append { [weak self] context in
            guard let self else { return }
            if !context.isCancelled { self.page = .list }
            self.onPageAppeared?(self.page)
        }
    }

    /// The row whose detail page is shown or being left.
    package var detailID: RowID? {
        if case .detail(let id) = page { return id }
        return pushingID
    }

    package var isTransitioning: Bool { push.isActive || back.isActive }
    package var needsFrames: Bool { push.needsFrames || back.needsFrames }
    /// The last back transition's outcome: "finished", "cancelled" or "none".
    package var lastBackOutcome: String { back.lastOutcome?.rawValue ?? "none" }

    package var reducesMotion: Bool {
        get { back.reducesMotion }
        set {
            back.reducesMotion = newValue
            push.reducesMotion = newValue
        }
    }

    // MARK: Push

    private var pushingID: RowID?

    /// Slides the detail page of `id` in. Ignored unless the list is at rest.
    @discardableResult
    package func push(_ id: RowID, at time: Double) -> Bool {
        guard page == .list, !isTransitioning else { return false }
        pushingID = id
        push.run(at: time)
        return true
    }

    // MARK: Back

    /// Back button or Alt+Left: the whole back transition without a finger. During a push it
    /// sends the push back instead, from where it is.
    package func goBack(at time: Double) {
        if push.isActive {
            push.reverse(at: time)
            return
        }
        guard case .detail = page else { return }
        back.run(at: time)
    }

    /// A finger grabs the back transition (slider or edge swipe). Returns false when there is
    /// nothing to go back from.
    @discardableResult
    package func beginBack(at time: Double) -> Bool {
        guard case .detail = page, !push.isActive else { return false }
        back.begin(at: time)
        return true
    }

    package func updateBack(_ progress: Double, at time: Double) {
        back.update(progress, at: time)
    }

    @discardableResult
    package func endBack(at time: Double, velocity: Double? = nil) -> TransitionCoordinator.Outcome? {
        guard back.isInteractive else { return nil }
        return back.end(at: time, velocity: velocity)
    }

    /// An app's own back transition begins (it animates its pages itself and hands the progress
    /// over): a push still running is settled first (the app's page is already there), then the
    /// back transition begins as a finger's would. False when no detail page is shown.
    ///
    ///     navigation.beginAppBack(at: t0); navigation.updateBack(0.5, at: t1)
    ///     navigation.endBack(finishing: false, at: t2)    // the app cancelled
    @discardableResult
    package func beginAppBack(at time: Double) -> Bool {
        push.settle(at: time)
        return beginBack(at: time)
    }

    /// The app decided its back transition's outcome: the rest animates towards it. False unless
    /// a back transition is interactive.
    @discardableResult
    package func endBack(finishing: Bool, at time: Double) -> Bool {
        back.end(finishing: finishing, at: time)
    }

    package func advance(to time: Double) {
        push.advance(to: time)
        back.advance(to: time)
    }

    // MARK: Geometry

    /// Page positions for a page stack `width` pixels wide.
    package func pageOffsets(width: Double) -> PageOffsets {
        let hiddenList = -Self.parallax * width
        if back.isActive {
            let p = back.progress
            return PageOffsets(
                list: hiddenList * (1 - p), detail: width * p, listVisible: true, detailVisible: true,
                listDimming: Self.maximumDimming * (1 - p), progress: 1 - p)
        }
        if push.isActive {
            let p = push.progress
            return PageOffsets(
                list: hiddenList * p, detail: width * (1 - p), listVisible: true, detailVisible: true,
                listDimming: Self.maximumDimming * p, progress: p)
        }
        switch page {
        case .list:
            return PageOffsets(list: 0, detail: width, listVisible: true, detailVisible: false, listDimming: 0)
        case .detail:
            return PageOffsets(
                list: hiddenList, detail: 0, listVisible: false, detailVisible: true,
                listDimming: Self.maximumDimming, progress: 1)
        }
    }
}
