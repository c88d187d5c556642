/// A value a format string can take, converted once so formatting needs no `CVarArg` (which
/// differs between Apple platforms and Linux).
public enum FormatArgument: Sendable, Hashable {
  /// Text, read by `%@` (and numbers written as text).
  case string(String)
  /// A signed integer, read by `%d`, `%ld`, `%lld`.
  case signed(Int64)
  /// An unsigned integer, read by `%u`, `%x`, `%o`.
  case unsigned(UInt64)
  /// A floating-point number, read by `%f`, `%e`, `%g`.
  case double(Double)
}

/// Types that can be passed to `L10n.format` and generated functions.
public protocol LocalizationArgument: Sendable {
  /// The value as the argument a format string reads.
  var formatArgument: FormatArgument { get }
}

extension String: LocalizationArgument {
  /// This value as the argument a format string reads.
  public var formatArgument: FormatArgument { .string(self) }
}

extension Substring: LocalizationArgument {
  /// This value as the argument a format string reads.
  public var formatArgument: FormatArgument { .string(String(self)) }
}

extension Character: LocalizationArgument {
  /// This value as the argument a format string reads.
  public var formatArgument: FormatArgument { .string(String(self)) }
}

extension Int: LocalizationArgument {
  /// This value as the argument a format string reads.
  public var formatArgument: FormatArgument { .signed(Int64(self)) }
}

extension Int64: LocalizationArgument {
  /// This value as the argument a format string reads.
  public var formatArgument: FormatArgument { .signed(self) }
}

extension Int32: LocalizationArgument {
  /// This value as the argument a format string reads.
  public var formatArgument: FormatArgument { .signed(Int64(self)) }
}

extension UInt: LocalizationArgument {
  /// This value as the argument a format string reads.
  public var formatArgument: FormatArgument { .unsigned(UInt64(self)) }
}

extension UInt64: LocalizationArgument {
  /// This value as the argument a format string reads.
  public var formatArgument: FormatArgument { .unsigned(self) }
}

extension UInt32: LocalizationArgument {
  /// This value as the argument a format string reads.
  public var formatArgument: FormatArgument { .unsigned(UInt64(self)) }
}

extension Double: LocalizationArgument {
  /// This value as the argument a format string reads.
  public var formatArgument: FormatArgument { .double(self) }
}

extension Float: LocalizationArgument {
  /// This value as the argument a format string reads.
  public var formatArgument: FormatArgument { .double(Double(self)) }
}

extension Bool: LocalizationArgument {
  /// This value as the argument a format string reads.
  public var formatArgument: FormatArgument { .string(self ? "true" : "false") }
}
