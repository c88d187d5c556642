/// A printf-style format string split into literal text and placeholders, as Apple's
/// `String(format:)` reads it: `%@`, `%d`, `%i`, `%u`, `%x`, `%o`, `%c`, `%s`, `%f`, `%e`,
/// `%g`, `%a` with flags (`-+#0'`), width, precision, length modifiers (`h hh l ll q z t j L`)
/// and positions (`%2$@`); `%%` is a literal percent sign.
///
/// When a `%` is a placeholder (the rule `keel gen l10n` types functions by): it must start a
/// complete specifier, and a specifier with printf's space flag is *not* one. Prose puts a space
/// after a percent sign ("100% guaranteed", "50% discount", "20 % de remise") far more often than
/// a translator needs the space flag, and reading those as `% g`/`% d` turned plain texts into
/// functions taking a `Double` whose translations then failed the placeholder check. So a `%`
/// followed by a space, and one that starts no valid specifier ("100%"), stay literal text; a
/// string is a format string exactly when it has at least one placeholder. `%%` is still one
/// percent sign in a format string. A position, width or precision above `maximumNumber` (9999) makes
/// the `%` text as well.
public struct FormatString: Sendable, Hashable {
  /// A run of literal text or one placeholder.
  public enum Segment: Sendable, Hashable {
    /// Text shown as is (`%%` already turned into `%`).
    case literal(String)
    /// A placeholder replaced by an argument.
    case placeholder(FormatPlaceholder)
  }

  /// The string in order, split into literal text and placeholders.
  public let segments: [Segment]

  /// Parses `text`; it never fails: anything that is not a complete specifier is literal text.
  public init(_ text: String) {
    segments = Self.parse(Array(text.unicodeScalars))
  }

  /// The placeholders in order of appearance.
  public var placeholders: [FormatPlaceholder] {
    segments.compactMap {
      if case .placeholder(let placeholder) = $0 { placeholder } else { nil }
    }
  }

  /// The kind of argument at each position (1-based), or `nil` when two placeholders use one
  /// position with different kinds. Positions no placeholder uses are absent.
  public var argumentKinds: [Int: FormatPlaceholder.Kind]? {
    var kinds: [Int: FormatPlaceholder.Kind] = [:]
    for placeholder in placeholders {
      if let existing = kinds[placeholder.position], existing != placeholder.kind { return nil }
      kinds[placeholder.position] = placeholder.kind
    }
    return kinds
  }

  private static func parse(_ scalars: [Unicode.Scalar]) -> [Segment] {
    var segments: [Segment] = []
    var literal = String.UnicodeScalarView()
    var index = 0
    var nextPosition = 1
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "%" else {
        literal.append(scalar)
        index += 1
        continue
      }
      if index + 1 < scalars.count, scalars[index + 1] == "%" {
        literal.append("%")
        index += 2
        continue
      }
      guard let (placeholder, end) = specifier(in: scalars, from: index, nextPosition: nextPosition) else {
        literal.append(scalar)
        index += 1
        continue
      }
      if !literal.isEmpty {
        segments.append(.literal(String(literal)))
        literal = String.UnicodeScalarView()
      }
      segments.append(.placeholder(placeholder))
      if !placeholder.isPositional { nextPosition += 1 }
      index = end
    }
    if !literal.isEmpty { segments.append(.literal(String(literal))) }
    return segments
  }

  /// The largest position, width or precision a specifier may have. A larger one starts no
  /// specifier (its `%` stays text): no translation needs it, and a width of a billion would
  /// build a gigabyte of padding (found by `scripts/fuzz`).
  static let maximumNumber = 9999

  /// Parses one specifier starting at the `%` at `start`; returns it and the index after it.
  private static func specifier(
    in scalars: [Unicode.Scalar], from start: Int, nextPosition: Int
  ) -> (
    FormatPlaceholder, Int
  )? {
    var index = start + 1
    var tooLarge = false
    func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    func digits() -> Int? {
      var value: Int?
      while let digit = peek(), ("0"..."9").contains(digit) {
        // Past the limit the number stops growing (no overflow trap) and the specifier is
        // rejected below, so no placeholder pads or loops to a translator's typo.
        let next = min((value ?? 0) * 10 + Int(digit.value - 48), maximumNumber + 1)
        tooLarge = tooLarge || next > maximumNumber
        value = next
        index += 1
      }
      return value
    }
    // A position is digits followed by '$'; otherwise the digits were the width.
    var position: Int?
    let afterPercent = index
    if let number = digits(), peek() == "$", number > 0 {
      position = number
      index += 1
    } else {
      index = afterPercent
    }
    var flags = ""
    while let flag = peek(), "-+ #0'".unicodeScalars.contains(flag) {
      flags.unicodeScalars.append(flag)
      index += 1
    }
    // The space flag: prose ("100% guaranteed"), not a placeholder (see the type's comment).
    if flags.unicodeScalars.contains(" ") { return nil }
    let width = digits()
    var precision: Int?
    if peek() == "." {
      index += 1
      precision = digits() ?? 0
    }
    var length = ""
    while let modifier = peek(), "hlqztjL".unicodeScalars.contains(modifier) {
      length.unicodeScalars.append(modifier)
      index += 1
    }
    guard !tooLarge, let conversion = peek(), let kind = FormatPlaceholder.Kind(conversion: conversion) else {
      return nil
    }
    index += 1
    let placeholder = FormatPlaceholder(
      position: position ?? nextPosition, isPositional: position != nil, flags: flags, width: width,
      precision: precision, length: length, conversion: Character(conversion), kind: kind,
      specifier: String(String.UnicodeScalarView(scalars[start..<index])))
    return (placeholder, index)
  }
}
