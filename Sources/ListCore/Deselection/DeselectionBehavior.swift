/// Progress-driven deselection: going back to the list fades the selected rows' highlight in
/// lockstep with the back transition; cancelling brings it back.
///
/// Like "DeselectRowTheBestWay", the rows are deselected when the transition begins and
/// reselected if it is cancelled — but by identity, so the same item is reselected even when
/// rows were inserted or deleted above it while the transition was in flight (an index-based
/// reselection would pick whatever row now sits at the old index).
///
///     list.attach(DeselectionBehavior(transition: navigation.back, push: navigation.push))
///
/// With `push`, a push sent back before it finished (Back or Alt+Left while the detail page
/// slides in) deselects the same way: the highlight fades with the push's progress back to 0,
/// and comes back if the push is resumed. No path ends on the list with a highlighted row
/// outside edit mode.
///
/// - Complexity: O(selected rows) when a transition begins or ends, O(1) per decorated row.
public final class DeselectionBehavior: ListBehavior {
    private weak var list: ListState?
    private let transition: TransitionCoordinator
    private let push: TransitionCoordinator?
    /// The push's progress when it started going back (the highlight is 1 there, 0 at 0).
    private var pushStart: Double?
    /// The rows being deselected by the running transition, and its progress.
    private(set) var fading: Set<RowID> = []
    private(set) var progress: Double = 0

    /// How the selected row is deselected on the way back (progress-driven unless changed).
    package var style: Style = .progressDriven

    package init(transition: TransitionCoordinator, push: TransitionCoordinator? = nil) {
        self.transition = transition
        self.push = push
        // Registered once here, not in `didAttach`: a behavior detached and attached again
        // must not react twice; while detached (`list == nil`) the handlers do nothing.
        transition.onWillBegin.append { [weak self] coordinator in
            self?.transitionWillBegin(coordinator)
        }
        push?.onWillBegin.append { [weak self] coordinator in
            coordinator.animateAlongside({ [weak self] context in
                self?.push(context)
            }, completion: { [weak self] context in
                guard let self else { return }
                if context.isCancelled, self.style == .onAppear, let list = self.list, !list.isEditing {
                    list.selection = []   // the list has appeared: the naive deselection
                }
                guard self.pushStart != nil else { return }
                self.pushStart = nil
                self.transitionDidEnd(restoresSelection: !context.isCancelled)
            })
        }
    }

    package func didAttach(to list: ListState) {
        self.list = list
    }

    /// Detached mid-fade: the fading rows stay deselected (the transition is taking the user to
    /// the list, where no row stays highlighted).
    package func didDetach(from list: ListState) {
        self.list = nil
        fading = []
        progress = 0
        pushStart = nil
    }

    /// A push step: going back (cancelled) fades the selection out with the push's progress;
    /// resumed, it comes back.
    private func push(_ context: TransitionCoordinator.Context) {
        guard let list, !list.isEditing, style == .progressDriven else { return }
        if context.isCancelled {
            if pushStart == nil {
                guard !list.selection.isEmpty else { return }
                pushStart = max(context.progress, 1e-6)
                fading = list.selection
                list.selection.subtract(fading)
            }
            progress = 1 - min(context.progress / (pushStart ?? 1), 1)
        } else if pushStart != nil {
            pushStart = nil
            transitionDidEnd(restoresSelection: true)
        }
    }

    package func decorate(_ row: inout RowAppearance, at time: Double) {
        guard fading.contains(row.id) else { return }
        row.highlight = max(row.highlight, 1 - progress)
    }

    private func transitionWillBegin(_ coordinator: TransitionCoordinator) {
        guard let list, !list.selection.isEmpty, !list.isEditing else { return }
        switch style {
        case .none:
            return
        case .onAppear:
            let selected = list.selection
            coordinator.animateAlongside({ _ in }, completion: { [weak self] context in
                guard !context.isCancelled, let list = self?.list else { return }
                list.selection.subtract(selected)
            })
            return
        case .progressDriven:
            break
        }
        fading = list.selection
        progress = coordinator.progress
        list.selection.subtract(fading)
        coordinator.animateAlongside({ [weak self] context in
            self?.progress = context.progress
        }, completion: { [weak self] context in
            self?.transitionDidEnd(restoresSelection: context.isCancelled)
        })
    }

    private func transitionDidEnd(restoresSelection: Bool) {
        defer {
            fading = []
            progress = 0
        }
        guard restoresSelection, let list else { return }
        list.selection.formUnion(fading.filter { list.contains($0) })
    }
}
