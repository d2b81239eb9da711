#if canImport(Glibc)
import Glibc
#endif
import ListCore

extension NumberNotation {
    /// The user's notation, from the C locale's decimal point and thousands separator
    /// (`setlocale(LC_ALL, "")` first): `.german` in de_DE, `.english` in en_US, nil in the C
    /// locale (which has no grouping: ambiguous columns stay text).
    ///
    ///     setlocale(LC_ALL, "de_DE.UTF-8"); NumberNotation.user   // .german
    ///
    /// - Complexity: O(1).
    public static var user: NumberNotation? {
        guard let conventions = localeconv()?.pointee else { return nil }
        let decimal = conventions.decimal_point.map { String(cString: $0) } ?? "."
        let separator = conventions.thousands_sep.map { String(cString: $0) } ?? ""
        guard !separator.isEmpty else { return nil }
        return locale(decimalPoint: decimal, thousandsSeparator: separator)
    }
}
