import ListData
import ListWidget

// The app's strings, in its own gettext domain (`AppInfo.id`); the list widget's are in its
// domain (`widgetTranslationDomain`). These shadow ListWidget's `tr`/`trn` in this module, and
// `make pot` collects both into Resources/po (the app's) and Resources/po/widget (the widget's).

/// The translation of a user-visible string of the app (gettext, domain `AppInfo.id`).
///
///     tr("Sort by Column")   // "Nach Spalte sortieren" under LANG=de_DE.UTF-8
///
/// - Complexity: O(length of the string) (a hash lookup in the catalogue).
func tr(_ message: String) -> String { translated(message, domain: AppInfo.id) }

/// A translated format with `%@` placeholders filled with `arguments`.
///
///     tr("Sorted by %@, ascending", "name")   // "Sortiert nach name, aufsteigend"
func tr(_ format: String, _ arguments: String...) -> String { filled(tr(format), arguments) }

/// The singular or plural form of a translated format for `count`, placeholders filled.
///
///     trn("%@ row", "%@ rows", 1200, grouped(1200))   // "1.200 Zeilen" in German
func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: String...) -> String {
    filled(translated(singular, plural, count, domain: AppInfo.id), arguments)
}
