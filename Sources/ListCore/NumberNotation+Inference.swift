extension NumberNotation {
    /// Finds a column's notation one value at a time: which notations read every value, and
    /// which pairs of them ever read a value differently.
    ///
    ///     var inference = NumberNotation.Inference()
    ///     for field in ["1,234", "12,500.5"] { inference.observe(field) }
    ///     inference.notation(preferring: nil)   // .english
    ///     // ["1,500", "2,250"]: english (1500) or german (1.5)? the user's notation, else nil
    ///
    /// - Complexity: O(length of the text × notations) per value.
    package struct Inference: Sendable {
        private var fits = Array(repeating: true, count: NumberNotation.all.count)
        /// `disagree[i * count + j]`: notations i and j read some value differently.
        private var disagree = Array(repeating: false, count: NumberNotation.all.count * NumberNotation.all.count)
        private var sawNumber = false

        package init() {}

        /// Takes one field into account (empty or blank fields count as no value).
        package mutating func observe(_ field: String) {
            var field = field
            field.withUTF8 { observe(utf8: $0) }
        }

        /// `observe` for a field's UTF-8 bytes: a loader that keeps bytes makes no string for
        /// blank fields, plain digits, or once no notation fits the column.
        package mutating func observe(utf8 field: UnsafeBufferPointer<UInt8>) {
            if field.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
            // The common case first: plain digits read the same in every notation.
            if field.count <= 15, field.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                sawNumber = true
                return
            }
            guard fits.contains(true) else { return }
            observeNumber(String(decoding: field, as: UTF8.self))
        }

        /// Which notations read `field`, and which pairs read it differently.
        private mutating func observeNumber(_ field: String) {
            let count = NumberNotation.all.count
            var values = [Double?](repeating: nil, count: count)
            for index in 0..<count where fits[index] {
                values[index] = NumberNotation.all[index].value(of: field)
                if values[index] == nil { fits[index] = false } else { sawNumber = true }
            }
            for i in 0..<count { for j in 0..<count where i != j {
                if let a = values[i], let b = values[j], a != b { disagree[i * count + j] = true }
            } }
        }

        /// Takes into account the values `other` observed (another part of the same column).
        package mutating func merge(_ other: Inference) {
            for index in fits.indices { fits[index] = fits[index] && other.fits[index] }
            for index in disagree.indices { disagree[index] = disagree[index] || other.disagree[index] }
            sawNumber = sawNumber || other.sawNumber
        }

        /// The column's notation: nil when no notation reads every value (or there was none);
        /// when the notations that do disagree on some value, `preferred` if it is one of them,
        /// else nil (ambiguous: the column stays text).
        package func notation(preferring preferred: NumberNotation?) -> NumberNotation? {
            let count = NumberNotation.all.count
            let fitting = (0..<count).filter { fits[$0] }
            guard sawNumber, let first = fitting.first else { return nil }
            let agree = fitting.allSatisfy { i in fitting.allSatisfy { j in !disagree[i * count + j] } }
            if agree { return NumberNotation.all[first] }
            if let preferred, let index = NumberNotation.all.firstIndex(of: preferred), fits[index] { return preferred }
            return nil
        }
    }
}
