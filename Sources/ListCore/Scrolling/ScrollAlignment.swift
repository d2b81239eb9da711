/// Where a row scrolled to lands in the viewport (`ListScene.scroll(toRow:alignment:…)`): its
/// top at the viewport's top, its centre at the centre, its bottom at the bottom, or the least
/// scroll that shows it whole (`nearest`, a host's default when it names no alignment).
///
/// - Complexity: a value.
public enum ScrollAlignment: Sendable, Equatable {
    case nearest, top, center, bottom
}
