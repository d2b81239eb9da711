/// Progress-driven deselection: going back to the list fades the selected rows' highlight in
/// lockstep with the back transition; cancelling brings it back.
///
/// Like "DeselectRowTheBestWay", the rows are deselected when the transition begins and
/// reselected if it is cancelled — but by identity, so the same item is reselected even when
/// rows were inserted or deleted above it while the transition was in flight (an index-based
/// reselection would pick whatever row now sits at the old index).
///
///     list.attach(DeselectionBehavior(transition: navigation.back))
///
/// - Complexity: O(selected rows) when a transition begins or ends, O(1) per decorated row.
public final class DeselectionBehavior: ListBehavior {
    private weak var list: ListController?
    private let transition: TransitionCoordinator
    /// The rows being deselected by the running transition, and its progress.
    private(set) var fading: Set<RowID> = []
    private(set) var progress: Double = 0

    /// How the selected row is deselected on the way back (progress-driven unless changed).
    public var style: Style = .progressDriven

    public init(transition: TransitionCoordinator) {
        self.transition = transition
        transition.onWillBegin.append { [weak self] coordinator in
            self?.transitionWillBegin(coordinator)
        }
    }

    public func didAttach(to list: ListController) {
        self.list = list
    }

    /// Detached mid-fade: the fading rows stay deselected (the back transition is taking the
    /// user to the list, where no row stays highlighted).
    public func didDetach(from list: ListController) {
        self.list = nil
        fading = []
        progress = 0
    }

    public func decorate(_ row: inout RowAppearance, at time: Double) {
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
            self?.transitionDidEnd(cancelled: context.isCancelled)
        })
    }

    private func transitionDidEnd(cancelled: Bool) {
        defer {
            fading = []
            progress = 0
        }
        guard cancelled, let list else { return }
        list.selection.formUnion(fading.filter { list.layout.contains($0) })
    }
}
