/// One `%…` specifier of a ``FormatString``.
public struct FormatPlaceholder: Sendable, Hashable {
  /// The argument a placeholder consumes, which is what must agree across languages.
  public enum Kind: String, Sendable, Hashable {
    /// `%@`: any object, shown by its description (a `String` in generated code).
    case object
    /// `%s`: a C string (a `String` in generated code).
    case cString
    /// `%d %i` (any length): a signed integer.
    case signedInteger
    /// `%u %x %X %o` (any length): an unsigned integer.
    case unsignedInteger
    /// `%f %F %e %E %g %G %a %A`: a floating-point number.
    case floatingPoint
    /// `%c %C`: a character given by its code.
    case character

    init?(conversion: Unicode.Scalar) {
      switch conversion {
      case "@": self = .object
      case "s", "S": self = .cString
      case "d", "i", "D": self = .signedInteger
      case "u", "x", "X", "o", "O", "U": self = .unsignedInteger
      case "f", "F", "e", "E", "g", "G", "a", "A": self = .floatingPoint
      case "c", "C": self = .character
      default: return nil
      }
    }

    /// The Swift type generated functions take for this kind.
    public var swiftType: String {
      switch self {
      case .object, .cString: "String"
      case .signedInteger: "Int"
      case .unsignedInteger: "UInt"
      case .floatingPoint: "Double"
      case .character: "Character"
      }
    }
  }

  /// The 1-based argument this placeholder reads.
  public let position: Int
  /// Whether the position was written (`%2$@`) rather than implied by order.
  public let isPositional: Bool
  /// The flags as written (`-`, `+`, `0`, `#`, `'`).
  public let flags: String
  /// The minimum width, if written.
  public let width: Int?
  /// The precision, if written.
  public let precision: Int?
  /// The length modifier as written (`l`, `ll`, `h`…), or empty.
  public let length: String
  /// The conversion character (`@`, `d`, `f`…).
  public let conversion: Character
  /// The kind of argument it reads.
  public let kind: Kind
  /// The specifier as written, e.g. `%1$.2f`.
  public let specifier: String
}
