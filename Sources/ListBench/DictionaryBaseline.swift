import ListCore
import ListData

/// The plain way to diff by identity: a dictionary from identity to old index, one walk over
/// the new list. Moves are greedy (every row that goes back behind an earlier kept row moves),
/// so they are not minimal: moving one row to the top moves every row it passes.
///
///     let result = DictionaryBaseline.plan(from: old, to: new)
///     result.moves   // greedy moves
///
/// - Complexity: O(n + m) expected, with one `String` hash per row of each list.
enum DictionaryBaseline {
    struct Result {
        var deletions: [Int] = []
        var insertions: [Int] = []
        var moves: [(from: Int, to: Int)] = []
        var updates: [Int] = []
    }

    static func plan(from old: [RowStamp], to new: [RowStamp]) -> Result {
        var oldIndices = [RowID: Int](minimumCapacity: old.count)
        for (index, row) in old.enumerated() { oldIndices[row.id] = index }
        var kept = [Bool](repeating: false, count: old.count)
        var result = Result()
        var lastKept = -1
        for (newIndex, row) in new.enumerated() {
            guard let oldIndex = oldIndices[row.id] else {
                result.insertions.append(newIndex)
                continue
            }
            kept[oldIndex] = true
            if old[oldIndex].version != row.version { result.updates.append(newIndex) }
            if oldIndex < lastKept {
                result.moves.append((oldIndex, newIndex))
            } else {
                lastKept = oldIndex
            }
        }
        for index in old.indices where !kept[index] { result.deletions.append(index) }
        return result
    }
}
