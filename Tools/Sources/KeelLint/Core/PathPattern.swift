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
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      var remaining = path
      while true {
        if match(rest, remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard let component = path.first, Wildcard.matches(first, component) else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }
}

/// `*` / `?` wildcards within one name (also used for module-name patterns such as `*Feature`).
enum Wildcard {
  static func matches(_ pattern: some StringProtocol, _ text: some StringProtocol) -> Bool {
    match(Array(pattern.unicodeScalars)[...], Array(text.unicodeScalars)[...])
  }

  private static func match(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
    guard let first = pattern.first else { return text.isEmpty }
    switch first {
    case "*":
      let rest = pattern.dropFirst()
      var remaining = text
      while true {
        if match(rest, remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    case "?":
      return !text.isEmpty && match(pattern.dropFirst(), text.dropFirst())
    default:
      return text.first == first && match(pattern.dropFirst(), text.dropFirst())
    }
  }
}
