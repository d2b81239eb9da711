/// A unit cubic bezier from (0, 0) to (1, 1) in polynomial form, `B(s) = ((a·s + b)·s + c)·s`.
///
///     let ease = CubicBezier(0.42, 0, 0.58, 1)
///     ease.y(ease.solve(x: 0.25))   // ≈ 0.129
///
/// - Complexity: O(1) per call.
struct CubicBezier: Sendable, Equatable {
    let x1, y1, x2, y2: Double
    private let ax, bx, cx, ay, by, cy: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let x1 = min(max(x1, 0), 1), x2 = min(max(x2, 0), 1)
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    func dy(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The same curve traversed backwards and mirrored, so its start is this curve's end.
    var reversed: CubicBezier { CubicBezier(1 - x2, 1 - y2, 1 - x1, 1 - y1) }

    /// The parameter `s` in 0...1 with `x(s) == x` (x is non-decreasing because x1, x2 ∈ 0...1).
    func solve(x target: Double) -> Double {
        // Newton from the identity guess converges in a handful of steps for usual curves.
        var s = target
        for _ in 0..<8 {
            let error = x(s) - target
            if abs(error) < 1e-12 { return s }
            let derivative = dx(s)
            if abs(derivative) < 1e-9 { break }
            s -= error / derivative
            if s < 0 || s > 1 { break }
        }
        // Bisection always converges (x is monotonic on 0...1).
        var low = 0.0, high = 1.0
        s = target
        for _ in 0..<64 {
            let value = x(s)
            if abs(value - target) < 1e-12 { break }
            if value < target { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// dy/dx at parameter `s` (inside the curve); `t` is the matching x, used for a finite
    /// difference where the curve is vertical or singular.
    func slope(atParameter s: Double, t: Double) -> Double {
        let derivative = dx(s)
        if abs(derivative) > 1e-12 { return dy(s) / derivative }
        let h = 1e-6
        let before = max(t - h, 0), after = min(t + h, 1)
        return (y(solve(x: after)) - y(solve(x: before))) / (after - before)
    }

    /// dy/dx at s = 0, by the lowest non-vanishing order of x's and y's expansions.
    var startSlope: Double {
        let xs = [cx, bx, ax], ys = [cy, by, ay]
        let tiny = 1e-12
        // x has at least one non-zero coefficient because they sum to 1.
        let k = xs.firstIndex { abs($0) > tiny } ?? 2
        for j in 0..<k where abs(ys[j]) > tiny {
            return ys[j] > 0 ? .infinity : -.infinity
        }
        return ys[k] / xs[k]
    }
}
