/// A value a format string can take, converted once so formatting needs no `CVarArg` (which
/// differs between Apple platforms and Linux).
public enum FormatArgument: Sendable, Hashable {
  case string(String)
  case signed(Int64)
  case unsigned(UInt64)
  case double(Double)
}

/// Types that can be passed to `L10n.format` and generated functions.
public protocol LocalizationArgument: Sendable {
  var formatArgument: FormatArgument { get }
}

extension String: LocalizationArgument {
  public var formatArgument: FormatArgument { .string(self) }
}

extension Substring: LocalizationArgument {
  public var formatArgument: FormatArgument { .string(String(self)) }
}

extension Character: LocalizationArgument {
  public var formatArgument: FormatArgument { .string(String(self)) }
}

extension Int: LocalizationArgument {
  public var formatArgument: FormatArgument { .signed(Int64(self)) }
}

extension Int64: LocalizationArgument {
  public var formatArgument: FormatArgument { .signed(self) }
}

extension Int32: LocalizationArgument {
  public var formatArgument: FormatArgument { .signed(Int64(self)) }
}

extension UInt: LocalizationArgument {
  public var formatArgument: FormatArgument { .unsigned(UInt64(self)) }
}

extension UInt64: LocalizationArgument {
  public var formatArgument: FormatArgument { .unsigned(self) }
}

extension UInt32: LocalizationArgument {
  public var formatArgument: FormatArgument { .unsigned(UInt64(self)) }
}

extension Double: LocalizationArgument {
  public var formatArgument: FormatArgument { .double(self) }
}

extension Float: LocalizationArgument {
  public var formatArgument: FormatArgument { .double(Double(self)) }
}

extension Bool: LocalizationArgument {
  public var formatArgument: FormatArgument { .string(self ? "true" : "false") }
}
