import Testing
@testable import ListCore

@Suite struct MotionTimingCurveTests {
    static let named: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut]

    @Test(arguments: named + [.cubicBezier(0.25, 0.1, 0.25, 1), .cubicBezier(0.5, -0.4, 0.5, 1.4)])
    func endPointsAreZeroAndOne(curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
    }

    @Test func valuesAtHalfAndQuartersMatchCSS() {
        // References from an independent 200-step bisection of the CSS bezier.
        let cases: [(TimingCurve, [Double])] = [
            (.linear, [0.25, 0.5, 0.75]),
            (.easeIn, [0.09346465071882484, 0.31535681257253945, 0.62186186917489]),
            (.easeOut, [0.37813813082510966, 0.6846431874274606, 0.9065353492811752]),
            (.easeInOut, [0.1291619310473198, 0.5, 0.8708380689526802]),
            (.cubicBezier(0.25, 0.1, 0.25, 1), [0.40851059135539586, 0.802403387584857, 0.9604589783489741]),
        ]
        for (curve, expected) in cases {
            for (t, value) in zip([0.25, 0.5, 0.75], expected) {
                #expect(MotionCheck.close(curve.value(at: t), value, 1e-9), "\(curve) at \(t)")
            }
        }
    }

    @Test func easeInOutIsTheCSSCurve() {
        for t in stride(from: 0.0, through: 1.0, by: 0.01) {
            #expect(TimingCurve.easeInOut.value(at: t) == TimingCurve.cubicBezier(0.42, 0, 0.58, 1).value(at: t))
            // symmetric about the midpoint
            #expect(MotionCheck.close(TimingCurve.easeInOut.value(at: t) + TimingCurve.easeInOut.value(at: 1 - t), 1, 1e-9))
        }
    }

    @Test func inputIsClamped() {
        for curve in Self.named {
            #expect(curve.value(at: -0.5) == 0)
            #expect(curve.value(at: 2) == 1)
            #expect(curve.slope(at: -0.1) == 0)
            #expect(curve.slope(at: 1.1) == 0)
        }
    }

    @Test(arguments: named + [.cubicBezier(0.1, 0.7, 0.1, 1), .cubicBezier(0.9, 0, 0.1, 1)])
    func isMonotonic(curve: TimingCurve) {
        var previous = curve.value(at: 0)
        for i in 1...2000 {
            let value = curve.value(at: Double(i) / 2000)
            #expect(value >= previous - 1e-12, "\(curve) decreases at \(Double(i) / 2000)")
            previous = value
        }
    }

    @Test(arguments: [
        (0.42, 0.0, 0.58, 1.0), (0.25, 0.1, 0.25, 1.0), (0.0, 0.0, 1.0, 1.0),
        (0.68, -0.55, 0.265, 1.55), (0.05, 0.9, 0.1, 1.0), (0.9, 0.0, 0.95, 0.2),
    ])
    func solvesTheBezierAccurately(points: (Double, Double, Double, Double)) {
        let (x1, y1, x2, y2) = points
        let curve = TimingCurve.cubicBezier(x1, y1, x2, y2)
        // Walk the parameter s, compute the point in Bernstein form, and ask the curve for y at x.
        for i in 0...200 {
            let s = Double(i) / 200
            let x = 3 * (1 - s) * (1 - s) * s * x1 + 3 * (1 - s) * s * s * x2 + s * s * s
            let y = 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s
            #expect(MotionCheck.close(curve.value(at: x), y, 1e-9), "\(points) at s = \(s)")
        }
    }

    @Test(arguments: named + [.cubicBezier(0.68, -0.55, 0.265, 1.55), .cubicBezier(0.25, 0.1, 0.25, 1)])
    func slopeMatchesFiniteDifferences(curve: TimingCurve) {
        let h = 1e-6
        for i in 1..<100 {
            let t = Double(i) / 100
            let numeric = (curve.value(at: t + h) - curve.value(at: t - h)) / (2 * h)
            #expect(MotionCheck.close(curve.slope(at: t), numeric, 1e-4 * max(1, abs(numeric))), "\(curve) at \(t)")
        }
    }

    @Test func slopesAtTheEnds() {
        #expect(TimingCurve.linear.slope(at: 0) == 1)
        #expect(TimingCurve.linear.slope(at: 1) == 1)
        #expect(MotionCheck.close(TimingCurve.easeInOut.slope(at: 0), 0, 1e-12))
        #expect(MotionCheck.close(TimingCurve.easeInOut.slope(at: 1), 0, 1e-12))
        #expect(MotionCheck.close(TimingCurve.easeIn.slope(at: 0), 0, 1e-12))
        #expect(MotionCheck.close(TimingCurve.easeIn.slope(at: 1), 1 / 0.58, 1e-12))
        #expect(MotionCheck.close(TimingCurve.easeOut.slope(at: 0), 1 / 0.58, 1e-12))
        #expect(MotionCheck.close(TimingCurve.easeOut.slope(at: 1), 0, 1e-12))
        #expect(MotionCheck.close(TimingCurve.cubicBezier(0.25, 0.1, 0.25, 1).slope(at: 0), 0.4, 1e-12))
        #expect(TimingCurve.cubicBezier(0, 1, 0.5, 1).slope(at: 0) == .infinity)
    }

    @Test func endSlopeAgreesWithTheCurveNearTheEnd() {
        // The end-point slope is computed by series expansion; a one-sided difference must agree.
        let h = 1e-7
        for curve in Self.named + [.cubicBezier(0.3, 0.2, 0.1, 0.9)] {
            let atStart = (curve.value(at: h) - curve.value(at: 0)) / h
            let atEnd = (curve.value(at: 1) - curve.value(at: 1 - h)) / h
            #expect(MotionCheck.close(curve.slope(at: 0), atStart, 1e-4), "\(curve) start")
            #expect(MotionCheck.close(curve.slope(at: 1), atEnd, 1e-4), "\(curve) end")
        }
    }
}
