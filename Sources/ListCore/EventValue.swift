/// A value carried by a core event (`ListState.emit`): what a behavior reports about itself
/// for diagnostics, without knowing where it goes. The host turns events into its `--debug`
/// stream (`JSONValue(_:)`), a test collects them as they are.
///
///     list.emit("sort", [("column", .number(2)), ("ascending", true)])
///
/// - Complexity: a value; building one is O(1) (O(n) for an array of n values).
public enum EventValue: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([EventValue])

    /// A string value written as a literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A number value written as a literal.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A number value written as an integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A Boolean value written as a literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array value written as a literal.
    public init(arrayLiteral elements: EventValue...) { self = .array(elements) }
}
