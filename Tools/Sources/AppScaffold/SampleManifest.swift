import Foundation

/// What `keel new --minimal` leaves out of the reference app, read from the template's
/// `.keel-template.json` (beside its `Package.swift`; never copied into an app):
///
/// ```json
/// { "minimal": { "modules": ["ItemsFeature", …], "paths": ["ImageSnapshots"], "stringGroups": ["items"] } }
/// ```
///
/// - `modules`: module folders (under `Sources/`, `Tests/` or `Benchmarks/`) left out; they are
///   also taken out of `Package.swift` (syntax tree), `project.yml` (their list entries) and so of
///   the derived `.keel-lint.json`;
/// - `paths`: other files or folders left out (relative to the template);
/// - `stringGroups`: `Localizable.strings` key groups (`items` for `items.*`) left out, after
///   which `L10n.swift` is generated again.
///
/// Code that wires the samples into modules that stay is marked in place (``SampleMarkers``).
/// Every name here must exist in the template, so a rename there fails `keel new --minimal` with
/// a line naming it instead of leaving the sample half in.
public struct SampleManifest: Equatable, Sendable {
  public static let fileName = ".keel-template.json"

  public let modules: Set<String>
  public let paths: [String]
  public let stringGroups: Set<String>

  private struct File: Decodable {
    struct Minimal: Decodable {
      var modules: [String]
      var paths: [String]?
      var stringGroups: [String]?
    }
    var minimal: Minimal
  }

  public init(modules: Set<String>, paths: [String] = [], stringGroups: Set<String> = []) {
    self.modules = modules
    self.paths = paths
    self.stringGroups = stringGroups
  }

  /// The manifest of `template`, checked against it.
  static func load(template: URL, fileManager: FileManager) throws(ScaffoldError) -> SampleManifest {
    let url = template.appendingPathComponent(fileName)
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
    } catch let error as DecodingError {
      throw .unreadableTemplate(url.path, "not a sample manifest (\(Self.describe(error)))")
    } catch {
      throw .unreadableTemplate(url.path, "--minimal needs it: \(error.localizedDescription)")
    }
    let manifest = SampleManifest(
      modules: Set(file.minimal.modules), paths: file.minimal.paths ?? [],
      stringGroups: Set(file.minimal.stringGroups ?? []))
    for module in manifest.modules.sorted() where manifest.moduleFolders(module, in: template, fileManager).isEmpty {
      throw .unreadableTemplate(url.path, "module '\(module)' is not a folder of Sources/, Tests/ or Benchmarks/")
    }
    for path in manifest.paths where !fileManager.fileExists(atPath: template.appendingPathComponent(path).path) {
      throw .unreadableTemplate(url.path, "path '\(path)' does not exist in the template")
    }
    return manifest
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "no '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))'"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type"
    case .dataCorrupted(let context):
      return context.debugDescription
    @unknown default:
      return "\(error)"
    }
  }

  static let moduleRoots = ["Sources", "Tests", "Benchmarks"]

  private func moduleFolders(_ module: String, in template: URL, _ fileManager: FileManager) -> [String] {
    Self.moduleRoots.map { "\($0)/\(module)" }.filter {
      fileManager.fileExists(atPath: template.appendingPathComponent($0).path)
    }
  }

  /// Whether the template path `relative` is left out.
  func excludes(_ relative: String) -> Bool {
    let components = relative.split(separator: "/").map(String.init)
    if components.count >= 2, Self.moduleRoots.contains(components[0]), modules.contains(components[1]) {
      return true
    }
    return paths.contains { relative == $0 || relative.hasPrefix($0 + "/") }
  }

  /// The template file `relative` with the samples taken out (before renaming).
  func edit(_ text: String, at relative: String) throws(ScaffoldError) -> String {
    if relative == "Package.swift" || relative.hasSuffix("/Package.swift") {
      return try PackageSampleRemover.remove(modules: modules, from: text, path: relative)
    }
    if relative == "project.yml" { return Self.removingListEntries(naming: modules, from: text) }
    if relative.hasSuffix(".lproj/Localizable.strings") {
      return Self.removingStringGroups(stringGroups, from: text)
    }
    return text
  }

  /// `project.yml` without the list entries that name a module (`- ItemsFeature`,
  /// `- package: App/ItemsFeatureTests`): the app target's products and the test scheme.
  static func removingListEntries(naming modules: Set<String>, from text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("- ") else { return true }
      var value = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
      if value.hasPrefix("package:") {
        value = String(value.dropFirst("package:".count).split(separator: "/").last ?? "")
          .trimmingCharacters(in: .whitespaces)
      }
      return !modules.contains(value)
    }
    return lines.joined(separator: "\n")
  }

  /// A `Localizable.strings` without the keys of `groups` (`"items.title" = "…";`), and without
  /// a `// MARK:` heading whose section has no key left.
  static func removingStringGroups(_ groups: Set<String>, from text: String) -> String {
    guard !groups.isEmpty else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let isRemovedKey: (String) -> Bool = { line in
      guard line.hasPrefix("\""), let group = line.dropFirst().split(separator: ".").first else { return false }
      return groups.contains(String(group))
    }
    var sections: [[String]] = [[]]
    for line in lines {
      if line.hasPrefix("// MARK:") { sections.append([]) }
      sections[sections.count - 1].append(line)
    }
    var kept: [String] = []
    for (index, section) in sections.enumerated() {
      let remaining = section.filter { !isRemovedKey($0) }
      let hadKeys = section.contains { $0.hasPrefix("\"") }
      let hasKeys = remaining.contains { $0.hasPrefix("\"") }
      if index > 0 && hadKeys && !hasKeys { continue }
      kept += remaining
    }
    return kept.joined(separator: "\n")
  }
}
