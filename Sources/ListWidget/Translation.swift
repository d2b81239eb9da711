import CGtk
import Foundation
import ListCore

/// The widget's gettext domain: its strings' catalogues are `list-interactions-1.mo`, installed
/// beside the library (`make install`; GTK's own are `gtk40`). An app binds it where it keeps
/// catalogues of its own (`bindtextdomain`); installed under /usr, the system's folder has them.
package let widgetTranslationDomain = "list-interactions-1"

/// The translation of a user-visible string of the widget (gettext, domain
/// `widgetTranslationDomain`). Every string the widget shows goes through here; `make pot`
/// collects them with `xgettext --keyword=tr` into Resources/po/widget.
///
///     tr("Scroll the list")   // "Liste rollen" under LANG=de_DE.UTF-8
///
/// - Complexity: O(length of the string) (a hash lookup in the catalogue).
package func tr(_ message: String) -> String { translated(message, domain: widgetTranslationDomain) }

/// A translated format with `%@` placeholders (or `%1$@`, `%2$@` where a language reorders
/// them) filled with `arguments`.
///
///     tr("%@ new", "3")
package func tr(_ format: String, _ arguments: String...) -> String {
    filled(tr(format), arguments)
}

/// The singular or plural form of a translated format for `count` (ngettext: each language
/// has its own plural rules), placeholders filled with `arguments`.
///
///     trn("%@ new item", "%@ new items", 1200, grouped(1200))
package func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: String...) -> String {
    filled(translated(singular, plural, count, domain: widgetTranslationDomain), arguments)
}

/// `message` translated in gettext `domain` (itself when the catalogue has no translation).
/// - Complexity: O(length of the string).
package func translated(_ message: String, domain: String) -> String {
    // Untranslated, dgettext returns its argument: a temporary that must not outlive the call.
    message.withCString { original in
        guard let translated = dgettext(domain, original), translated != original else { return message }
        return String(cString: translated)
    }
}

/// The singular or plural form for `count` translated in gettext `domain`.
/// - Complexity: O(length of the strings).
package func translated(_ singular: String, _ plural: String, _ count: Int, domain: String) -> String {
    singular.withCString { one in
        plural.withCString { many in
            guard let translated = dngettext(domain, one, many, UInt(max(count, 0))) else { return count == 1 ? singular : plural }
            if translated == one { return singular }
            if translated == many { return plural }
            return String(cString: translated)
        }
    }
}

/// `format` with its `%@` (or `%1$@`, `%2$@`…) placeholders filled with `arguments`.
/// - Complexity: O(length × arguments).
package func filled(_ format: String, _ arguments: [String]) -> String {
    var text = format
    for (index, argument) in arguments.enumerated() {
        text = text.replacingOccurrences(of: "%\(index + 1)$@", with: argument)
    }
    for argument in arguments {
        guard let range = text.range(of: "%@") else { break }
        text.replaceSubrange(range, with: argument)
    }
    return text
}

/// `number` with the locale's digit grouping ("1.234.567" in German, "1,234,567" in English);
/// a narrow no-break space where the locale has none (the C locale).
///
/// - Complexity: O(digits).
package func grouped(_ number: Int) -> String {
    let separator = localeconv().pointee.thousands_sep.map { String(cString: $0) } ?? ""
    let digits = String(number.magnitude)
    var out = ""
    for (offset, digit) in digits.reversed().enumerated() {
        if offset > 0 && offset % 3 == 0 { out.append(contentsOf: (separator.isEmpty ? "\u{202F}" : separator).reversed()) }
        out.append(digit)
    }
    return (number < 0 ? "-" : "") + String(out.reversed())
}

/// A number field's text grouped for the locale when it is a plain integer (`"48110"` →
/// `"48.110"`), unchanged otherwise.
package func grouped(_ text: String) -> String {
    guard text.count > 3, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text) else { return text }
    return grouped(value)
}
