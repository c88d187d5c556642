import Foundation

/// The generated app's `.keel-lint.json`, derived from the kit's (which lints the kit, the
/// tools and the reference app together), so the app's rules stay those the reference app is
/// held to:
/// - paths under `Examples/TemplateApp/` lose that prefix; other repository paths (`Tools/**`,
///   `CI/**`, the kit's `Benchmarks/**`) are dropped; patterns such as `**/Generated/**` stay;
/// - `rules.layers.modules` keeps the entries that name a module of the app (a folder under its
///   `Sources/`, `Tests/` or `Benchmarks/`, patterns such as `*Benchmark` included), renamed;
/// - everything else (rules, severities, limits, the feature rules) is kept as it is.
struct LintConfigurationDeriver {
  static let templatePrefix = KitCheckout.templatePath + "/"

  let renaming: TemplateRenaming
  /// The app's module folder names, after renaming.
  let appModules: Set<String>

  func derive(from kitConfiguration: Data) throws(ScaffoldError) -> Data {
    let parsed: Any
    do {
      parsed = try JSONSerialization.jsonObject(with: kitConfiguration)
    } catch {
      throw .lintConfiguration("it is not valid JSON (\(error.localizedDescription))")
    }
    guard let root = parsed as? [String: Any] else { throw .lintConfiguration("its top level is not an object") }
    let derived = transform(root)
    do {
      let data = try JSONSerialization.data(
        withJSONObject: derived, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
      return Data((Self.tidy(String(decoding: data, as: UTF8.self)) + "\n").utf8)
    } catch {
      throw .lintConfiguration(error.localizedDescription)
    }
  }

  /// Foundation's pretty printing as people write JSON: `"key": value` (not `"key" : value`)
  /// and `[]` for an empty array (not a bracket on each of two lines). Only keys at the start of a
  /// line and arrays holding nothing but white space are touched, so no string value changes.
  static func tidy(_ json: String) -> String {
    var lines: [String] = []
    for line in json.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = String(line)
      let indentation = line.prefix { $0 == " " }
      let rest = line.dropFirst(indentation.count)
      if rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\""),
        rest[rest.index(after: close)...].hasPrefix(" : ")
      {
        line = String(indentation) + String(rest[...close]) + ": " + String(rest[rest.index(close, offsetBy: 4)...])
      }
      // An empty array: "[" then only blank lines up to "]" (joined below).
      if line.trimmingCharacters(in: .whitespaces).isEmpty, lines.last?.hasSuffix("[") == true { continue }
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("]"), lines.last?.hasSuffix("[") == true {
        lines[lines.count - 1] += line.trimmingCharacters(in: .whitespaces)
        continue
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  private func transform(_ object: [String: Any], key parentKey: String? = nil) -> [String: Any] {
    var result: [String: Any] = [:]
    for (key, value) in object {
      if parentKey == "modules", let entries = value as? [Any] {
        let renamed = renaming.apply(to: key)
        guard matchesAppModule(renamed) else { continue }
        result[renamed] = entries.map { ($0 as? String).map(renaming.apply(to:)) ?? $0 }
      } else if key == "exclude", let paths = value as? [Any] {
        result[key] = paths.compactMap { ($0 as? String).flatMap(appPath) }
      } else if let nested = value as? [String: Any] {
        result[key] = transform(nested, key: key)
      } else {
        result[key] = value
      }
    }
    return result
  }

  /// A repository path as seen from the app's folder, or nil when it is outside the template.
  private func appPath(_ path: String) -> String? {
    if path.hasPrefix("**/") { return path }
    guard path.hasPrefix(Self.templatePrefix) else { return nil }
    return renaming.apply(toPath: String(path.dropFirst(Self.templatePrefix.count)))
  }

  /// Whether a key of `rules.layers.modules` (a name, or a pattern with `*`) names one of the
  /// app's modules.
  private func matchesAppModule(_ key: String) -> Bool {
    guard key.contains("*") else { return appModules.contains(key) }
    let pieces = key.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    return appModules.contains { module in
      guard module.hasPrefix(pieces.first ?? ""), module.hasSuffix(pieces.last ?? "") else { return false }
      var rest = module[...]
      for piece in pieces where !piece.isEmpty {
        guard let range = rest.range(of: piece) else { return false }
        rest = rest[range.upperBound...]
      }
      return true
    }
  }
}
