/// A glob over `/`-separated paths relative to the configuration's folder: `*` and `?` match
/// within one path component, `**` matches any number of components (including none).
/// `**/Generated/**` matches every file below any folder named `Generated`.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
  public let pattern: String
  private let components: [Substring]

  public init(_ pattern: String) {
    self.pattern = pattern
    components = pattern.split(separator: "/", omittingEmptySubsequences: true)
  }

  public var description: String { pattern }

  /// Whether `path` (relative, `/`-separated) matches.
  public func matches(_ path: String) -> Bool {
    Self.match(components[...], path.split(separator: "/")[...])
  }

  /// Whether everything below the folder `path` matches, so a walk need not enter it: true for
  /// patterns ending in `/**` whose prefix matches the folder.
  public func matchesEverythingBelow(folder path: String) -> Bool {
    guard components.last == "**", components.count > 1 else { return false }
    return Self.match(components.dropLast(), path.split(separator: "/")[...])
  }

  private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
    globMatches(pattern, path, isStar: { $0 == "**" }, unitMatches: { Wildcard.matches($0, $1) })
  }
}

/// `*` / `?` wildcards within one name (also used for module-name patterns such as `*Feature`).
enum Wildcard {
  static func matches(_ pattern: some StringProtocol, _ text: some StringProtocol) -> Bool {
    match(Array(pattern.unicodeScalars)[...], Array(text.unicodeScalars)[...])
  }

  private static func match(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
    globMatches(pattern, text, isStar: { $0 == "*" }, unitMatches: { $0 == "?" || $0 == $1 })
  }
}

/// Whether `text` matches `pattern`, where a star matches any run of units (none included) and
/// every other pattern unit matches one unit of `text` by `unitMatches`.
///
/// Greedy, keeping only the last star to fall back to: when the part after a star fails, that
/// star takes one more unit, and stars before it never need to change, since the last star can
/// absorb whatever an earlier one would have. So the work is at most pattern × text; trying
/// every split at every star (the obvious recursion, used here before) grew exponentially with
/// the stars, and a `.keel-lint.json` glob such as `*a*a*a…b` hung `keel lint`
/// (LintConfigurationFuzz, 24 Nov 2026).
private func globMatches<Pattern: Collection, Text: Collection>(
  _ pattern: Pattern, _ text: Text, isStar: (Pattern.Element) -> Bool,
  unitMatches: (Pattern.Element, Text.Element) -> Bool
) -> Bool {
  var p = pattern.startIndex
  var t = text.startIndex
  // The last star seen, and where in `text` the unit after it is being tried.
  var fallback: (star: Pattern.Index, text: Text.Index)?
  while t != text.endIndex {
    if p != pattern.endIndex, isStar(pattern[p]) {
      fallback = (p, t)
      p = pattern.index(after: p)
    } else if p != pattern.endIndex, unitMatches(pattern[p], text[t]) {
      p = pattern.index(after: p)
      t = text.index(after: t)
    } else if let star = fallback {
      // The star takes one more unit; the pattern resumes right after it.
      let next = text.index(after: star.text)
      fallback = (star.star, next)
      p = pattern.index(after: star.star)
      t = next
    } else {
      return false
    }
  }
  // The text is used up: what remains of the pattern must be stars, which match nothing.
  return pattern[p...].allSatisfy(isStar)
}
