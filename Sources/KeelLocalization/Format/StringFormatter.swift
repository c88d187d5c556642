import Foundation
import Logging

/// Formats a ``FormatString`` with arguments, identically on Apple platforms and Linux.
///
/// Placeholders are interpreted here; only the digits of a numeric conversion come from the C
/// library's `snprintf` (same rounding on every platform, always `.` as decimal separator —
/// numbers are not localized). Unlike `String(format:)`, nothing is undefined:
/// - a missing argument leaves the specifier as written and logs a warning;
/// - an argument of another kind is converted (an integer for `%f`, a number for `%@`, a string
///   that parses as a number for `%d`), and a string that does not is shown as is, with a
///   warning; extra arguments are ignored with a warning.
public struct StringFormatter: Sendable {
  private let logger: Logger?

  public init(logger: Logger? = nil) {
    self.logger = logger
  }

  public func format(_ format: String, _ arguments: [any LocalizationArgument]) -> String {
    self.format(FormatString(format), arguments.map(\.formatArgument), source: format)
  }

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
        return pad(Unicode.Scalar(UInt32(clamping: Int64(value))).map { String($0) } ?? "", placeholder)
      }
    case .signedInteger, .unsignedInteger:
      let signed: Int64
      switch argument {
      case .signed(let value): signed = value
      case .unsigned(let value): return c(placeholder, length: "ll", value)
      case .double(let value): signed = Int64(value.rounded(.towardZero))
      case .string(let string):
        guard let value = Int64(string) else {
          logger?.warning("format \"\(source)\": \(placeholder.specifier) got the text \"\(string)\"")
          return pad(string, placeholder)
        }
        signed = value
      }
      return placeholder.kind == .signedInteger
        ? c(placeholder, length: "ll", signed) : c(placeholder, length: "ll", UInt64(bitPattern: signed))
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
      return c(placeholder, length: "", double)
    }
  }

  /// One conversion through `vsnprintf`, with the placeholder's flags, width and precision and
  /// a length modifier matching the Swift value passed.
  private func c(_ placeholder: FormatPlaceholder, length: String, _ value: some CVarArg) -> String {
    var spec = "%" + placeholder.flags.replacingOccurrences(of: "'", with: "")
    if let width = placeholder.width { spec += String(width) }
    if let precision = placeholder.precision { spec += ".\(precision)" }
    let conversion = placeholder.conversion
    spec += length + String(conversion == "D" ? "d" : conversion == "U" ? "u" : conversion == "O" ? "o" : conversion)
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
