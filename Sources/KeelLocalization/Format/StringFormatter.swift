import Foundation
import Logging

/// Formats a ``FormatString`` with arguments as `String(format:locale:arguments:)` does, without
/// its undefined behaviour.
///
/// With a `locale`, numbers are written as Foundation writes them for that locale: `%d`, `%i`,
/// `%u` and `%f` grouped, with the locale's decimal separator, digits, minus and plus signs
/// (`%.2f` of 1234.5 is `1.234,50` in `de_DE`, `١٬٢٣٤٫٥٠` in `ar_EG`), rounded half-to-even from
/// the shortest decimal form of a double as ICU rounds; `%e`, `%g`, `%a` and the `0` and `#` flags
/// are handed to Foundation itself (slower, rarely used in UI text). `%x`, `%o` and `%c` are never
/// localized, in Foundation either. Without a locale, numbers are written as `String(format:)`
/// writes them (C's `printf`, `.` as decimal separator).
///
/// Placeholders are interpreted here; a length modifier keeps C's meaning (`%d` takes 32 bits, so
/// pass `Int` to `%ld` or `%lld`, as Xcode's format checking asks). Unlike `String(format:)`,
/// nothing is undefined:
/// - a missing argument leaves the specifier as written and logs a warning;
/// - an argument of another kind is converted (an integer for `%f`, a number for `%@`, a string
///   that parses as a number for `%d`), and a string that does not is shown as is, with a
///   warning; extra arguments are ignored with a warning.
///
/// Where Foundation itself goes wrong, this does not follow it: `%u` of a value at or above
/// 2³¹ (2⁶³ with `l`) is written unsigned, where Foundation on Linux writes it as negative; the
/// `'` flag is accepted (grouping comes from the locale anyway) where Foundation prints `'d`.
public struct StringFormatter: Sendable {
  private let logger: Logger?
  /// The locale numbers are written for; `nil` writes them as C does.
  public let locale: Locale?
  private let numbers: LocalizedNumbers?

  /// A formatter writing numbers for `locale` (as C does when `nil`), logging mismatched arguments to `logger`.
  public init(locale: Locale? = nil, logger: Logger? = nil) {
    self.logger = logger
    self.locale = locale
    // Read once per locale and shared (LocalizedNumbers.of): a formatter is made per screen or
    // request, and reading a locale's numbers from Foundation costs about a millisecond.
    numbers = locale.map(LocalizedNumbers.of)
  }

  /// `format` with its placeholders replaced by `arguments`.
  public func format(_ format: String, _ arguments: [any LocalizationArgument]) -> String {
    self.format(FormatString(format), arguments.map(\.formatArgument), source: format)
  }

  /// The parsed `format` with its placeholders replaced by `arguments`; `source` names it in warnings.
  public func format(_ format: FormatString, _ arguments: [FormatArgument], source: String = "") -> String {
    var output = ""
    var used = Set<Int>()
    for segment in format.segments {
      switch segment {
      case .literal(let text):
        output += text
      case .placeholder(let placeholder):
        guard placeholder.position <= arguments.count else {
          logger?.warning(
            "format \"\(source)\": no argument for \(placeholder.specifier) (\(arguments.count) given)")
          output += placeholder.specifier
          continue
        }
        used.insert(placeholder.position)
        output += render(arguments[placeholder.position - 1], as: placeholder, source: source)
      }
    }
    if used.count < arguments.count, !arguments.isEmpty {
      logger?.warning("format \"\(source)\": \(arguments.count - used.count) argument(s) not used")
    }
    return output
  }

  // keel-lint:disable-next-line cyclomatic-complexity — a table: one case per placeholder kind and argument type
  private func render(_ argument: FormatArgument, as placeholder: FormatPlaceholder, source: String) -> String {
    switch placeholder.kind {
    case .object, .cString:
      let text: String =
        switch argument {
        case .string(let string): string
        case .signed(let value): String(value)
        case .unsigned(let value): String(value)
        case .double(let value): "\(value)"
        }
      return pad(text, placeholder)
    case .character:
      switch argument {
      case .string(let string): return pad(string, placeholder)
      case .signed(let value): return pad(Unicode.Scalar(UInt32(clamping: value)).map { String($0) } ?? "", placeholder)
      case .unsigned(let value):
        return pad(Unicode.Scalar(UInt32(clamping: value)).map { String($0) } ?? "", placeholder)
      case .double(let value):
        guard value.isFinite, let code = Int64(exactly: value.rounded(.towardZero)) else { return pad("", placeholder) }
        return pad(Unicode.Scalar(UInt32(clamping: code)).map { String($0) } ?? "", placeholder)
      }
    case .signedInteger, .unsignedInteger:
      let bits: UInt64
      switch argument {
      case .signed(let value): bits = UInt64(bitPattern: value)
      case .unsigned(let value): bits = value
      case .double(let value):
        guard let integer = Int64(exactly: value.rounded(.towardZero)) else {
          logger?.warning("format \"\(source)\": \(placeholder.specifier) got \(value), not an integer")
          return pad("\(value)", placeholder)
        }
        bits = UInt64(bitPattern: integer)
      case .string(let string):
        guard let value = Int64(string) ?? UInt64(string).map(Int64.init(bitPattern:)) else {
          logger?.warning("format \"\(source)\": \(placeholder.specifier) got the text \"\(string)\"")
          return pad(string, placeholder)
        }
        bits = UInt64(bitPattern: value)
      }
      return integer(bits, placeholder)
    case .floatingPoint:
      let double: Double
      switch argument {
      case .double(let value): double = value
      case .signed(let value): double = Double(value)
      case .unsigned(let value): double = Double(value)
      case .string(let string):
        guard let value = Double(string) else {
          logger?.warning("format \"\(source)\": \(placeholder.specifier) got the text \"\(string)\"")
          return pad(string, placeholder)
        }
        double = value
      }
      return floatingPoint(double, placeholder)
    }
  }

  /// An integer conversion: the argument's bits cut to the length modifier's size, as a C
  /// `va_arg` reads them (`%hhd` of 300 is 44, `%d` reads 32 bits), then written signed or
  /// unsigned.
  private func integer(_ bits: UInt64, _ placeholder: FormatPlaceholder) -> String {
    let size: Int
    switch placeholder.length {
    case "hh": size = 8
    case "h": size = 16
    case "": size = 32  // also %D and %U, which Foundation reads as int
    default: size = 64
    }
    let mask: UInt64 = size == 64 ? .max : (1 << size) - 1
    let unsigned = bits & mask
    let isSigned = placeholder.kind == .signedInteger
    let signed = size == 64 ? Int64(bitPattern: unsigned) : Int64(bitPattern: unsigned << (64 - size)) >> (64 - size)
    guard let numbers, !"xXoO".contains(placeholder.conversion) else {
      return isSigned ? c(placeholder, signed) : c(placeholder, unsigned)
    }
    // Zero padding, `#` and a minimum digit count are Foundation's own layout: ask it.
    guard placeholder.precision == nil, !placeholder.flags.contains("0"), !placeholder.flags.contains("#") else {
      return isSigned ? foundation(placeholder, signed) : foundation(placeholder, unsigned)
    }
    let negative = isSigned && signed < 0
    let magnitude = isSigned ? String(signed.magnitude) : String(unsigned)
    return padNumber(sign(negative: negative, placeholder, numbers) + numbers.integer(magnitude), placeholder)
  }

  private func floatingPoint(_ value: Double, _ placeholder: FormatPlaceholder) -> String {
    guard let numbers else { return c(placeholder, value) }
    let fixed = placeholder.conversion == "f" || placeholder.conversion == "F"
    guard fixed, !placeholder.flags.contains("0"), !placeholder.flags.contains("#"),
      let digits = numbers.fixed(value, precision: placeholder.precision ?? 6)
    else {
      return foundation(placeholder, value)
    }
    return padNumber(sign(negative: value.sign == .minus, placeholder, numbers) + digits, placeholder)
  }

  private func sign(negative: Bool, _ placeholder: FormatPlaceholder, _ numbers: LocalizedNumbers) -> String {
    negative ? numbers.minusSign : placeholder.flags.contains("+") ? numbers.plusSign : ""
  }

  /// Width for a localized number, counted in UTF-16 units as Foundation counts it.
  private func padNumber(_ text: String, _ placeholder: FormatPlaceholder) -> String {
    guard let width = placeholder.width, text.utf16.count < width else { return text }
    let padding = String(repeating: " ", count: width - text.utf16.count)
    return placeholder.flags.contains("-") ? text + padding : padding + text
  }

  /// The conversion as written, without its position and with a 64-bit length for integers
  /// (the value is already cut to size) and none for doubles.
  private func spec(_ placeholder: FormatPlaceholder, length: String) -> String {
    var spec = "%" + placeholder.flags.replacingOccurrences(of: "'", with: "")
    if let width = placeholder.width { spec += String(width) }
    if let precision = placeholder.precision { spec += ".\(precision)" }
    let conversion = placeholder.conversion
    return spec + length
      + String(conversion == "D" ? "d" : conversion == "U" ? "u" : conversion == "O" ? "o" : conversion)
  }

  private func foundation(_ placeholder: FormatPlaceholder, _ value: some CVarArg & Numeric) -> String {
    String(format: spec(placeholder, length: value is Double ? "" : "ll"), locale: locale, arguments: [value])
  }

  /// One conversion through `vsnprintf`, as `String(format:)` without a locale writes it.
  private func c(_ placeholder: FormatPlaceholder, _ value: some CVarArg & Numeric) -> String {
    let spec = spec(placeholder, length: value is Double ? "" : "ll")
    return withVaList([value]) { arguments in
      var buffer = [CChar](repeating: 0, count: 64)
      let needed = Int(vsnprintf(&buffer, buffer.count, spec, arguments))
      if needed >= buffer.count {
        buffer = [CChar](repeating: 0, count: needed + 1)
        return withVaList([value]) { again in
          _ = vsnprintf(&buffer, buffer.count, spec, again)
          return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
      }
      return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  }

  /// Width and `-` for text conversions, counted in characters (printf counts bytes).
  private func pad(_ text: String, _ placeholder: FormatPlaceholder) -> String {
    var text = text
    if let precision = placeholder.precision, placeholder.kind != .character { text = String(text.prefix(precision)) }
    guard let width = placeholder.width, text.count < width else { return text }
    let padding = String(repeating: " ", count: width - text.count)
    return placeholder.flags.contains("-") ? text + padding : padding + text
  }
}
