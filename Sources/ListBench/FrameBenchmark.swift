import ListCore
import ListData

/// The cost of one frame in the middle of an animated sort, at growing list sizes: the core's
/// promise is that a frame depends on the rows visible, never on the rows in the list.
///
/// For each size: generated rows (variable heights), a 700 pt viewport scrolled to the middle,
/// a sort by the number column through `AnimatedSort` (every row moves), then `frame(at:)` for
/// 120 frames at 60 Hz inside the 0.3 s animation, each frame timed on its own.
enum FrameBenchmark {
    static func run(stopwatch: inout Stopwatch) {
        print("Frame cost mid-animation (sort by value, every row moves; 700 pt viewport)")
        print("rows      frames  median      p99         visible rows  vs 1k rows")
        print(String(repeating: "-", count: 70))
        var baseline: Double?
        for count in [1_000, 10_000, 100_000, 1_000_000] {
            let (schema, rows) = RowSource.generated(count: count)
            let list = ListState(rows: rows)
            list.setViewportHeight(700)
            list.scroll(to: list.contentHeight / 2)
            let animator = BatchAnimator()
            list.attach(animator)
            let sort = AnimatedSort(animator: animator, schema: schema)
            sort.sort(by: SortDescriptor(column: 2), at: 0)
            var samples: [Double] = []
            var visible = 0
            // Animations restart every 0.25 s so every timed frame is mid-flight.
            for frame in 0..<120 {
                let time = Double(frame % 15) / 60 + Double(frame / 15) * 10
                if frame % 15 == 0, frame > 0 {
                    sort.sort(by: SortDescriptor(column: 2, ascending: frame / 15 % 2 == 0), at: time)
                }
                let ms = stopwatch.medianMilliseconds(repetitions: 1) {
                    let drawn = list.frame(at: time + 0.01)
                    visible = drawn.count
                    return drawn.count
                }
                samples.append(ms)
            }
            samples.sort()
            let median = samples[samples.count / 2]
            let p99 = samples[Int(Double(samples.count - 1) * 0.99)]
            baseline = baseline ?? median
            print(pad("\(count)", 10) + pad("\(samples.count)", 8) + pad(format(median) + " ms", 12)
                  + pad(format(p99) + " ms", 12) + pad("\(visible)", 14) + format(median / baseline!) + "×")
        }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return "\(rounded)"
    }
}
