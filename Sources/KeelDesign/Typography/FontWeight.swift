/// The four weights seed 000 allows for every text style.
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
  /// The font weight of the same name.
  case regular, medium, semibold, bold

  /// The CSS / OpenType weight (400, 500, 600, 700).
  public var numericValue: Int {
    switch self {
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    }
  }
}
