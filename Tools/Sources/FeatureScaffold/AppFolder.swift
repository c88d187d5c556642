import Foundation

/// An app laid out as the reference app: `Package.swift`, `project.yml`, `Sources/<Module>`,
/// `Tests/<Module>Tests`, strings in `Sources/AppLocalization/Resources`.
struct AppFolder {
  let root: URL

  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

  func read(_ relative: String) throws(ScaffoldError) -> String {
    try FeatureScaffolder.read(root.appendingPathComponent(relative))
  }

  /// Refuses a folder that is not such an app, naming what is missing.
  func requireLayout() throws(ScaffoldError) {
    let required = [
      "Package.swift", "project.yml", "Sources/AppServices", "Sources/AppFeature", "Sources/AppLocalization/L10n.swift",
      "Sources/AppLocalization/Resources",
    ]
    for item in required where !exists(item) {
      throw ScaffoldError(
        "\(root.path) is not a Keel app: \(item) is missing (use --path with the folder of the app's Package.swift)")
    }
  }

  /// Every `.swift` file under `relative`, by path relative to the app.
  func swiftFiles(in relative: String) throws(ScaffoldError) -> [String: String] {
    let base = root.appendingPathComponent(relative)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [:] }
    var files: [String: String] = [:]
    while let entry = enumerator.nextObject() as? String {
      guard entry.hasSuffix(".swift"), !entry.contains("/.") else { continue }
      files["\(relative)/\(entry)"] = try read("\(relative)/\(entry)")
    }
    return files
  }

  /// Every function, variable and case name declared under `relative` (clash checks).
  func declaredNames(in relative: String) throws(ScaffoldError) -> Set<String> {
    var names: Set<String> = []
    for (path, source) in try swiftFiles(in: relative) {
      names.formUnion(try SwiftSourceEditor(path: self.path(path), source: source).declaredNames)
    }
    return names
  }

  /// The `<language>.lproj` folders that hold a `Localizable.strings`, sorted.
  func languages(in resources: URL) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []
    return entries.filter {
      $0.hasSuffix(".lproj")
        && FileManager.default.fileExists(
          atPath: resources.appendingPathComponent($0).appendingPathComponent("Localizable.strings").path)
    }.sorted()
  }

  /// The `.keel-lint.json` that lints the app: in its folder or the nearest one above.
  func lintConfiguration() -> URL? {
    var folder = root
    while true {
      let candidate = folder.appendingPathComponent(".keel-lint.json")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// The `.swift-format` that formats the app: in its folder or the nearest one above, as
  /// swift-format looks it up.
  func swiftFormatConfiguration() -> URL? {
    var folder = root
    while true {
      let candidate = folder.appendingPathComponent(".swift-format")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// `lineLength` of the app's `.swift-format`, if there is one and it says.
  func swiftFormatLineLength() -> Int? {
    guard let configuration = swiftFormatConfiguration(),
      let data = FileManager.default.contents(atPath: configuration.path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object["lineLength"] as? Int
  }

  /// The SwiftUI type-check harness that mirrors this app's modules, if one does: the nearest
  /// `CI/SwiftUITypecheck` above the app with a `Mirrors/` link into the app's `Sources/`.
  /// `linkPrefix` is what a link there puts before a module's name.
  func harness() -> (root: URL, mirrors: URL, linkPrefix: String)? {
    let manager = FileManager.default
    let sources = root.appendingPathComponent("Sources").path
    var folder = root
    while true {
      let harness = folder.appendingPathComponent("CI/SwiftUITypecheck")
      let mirrors = harness.appendingPathComponent("Mirrors")
      if manager.fileExists(atPath: harness.appendingPathComponent("Package.swift").path),
        let links = try? manager.contentsOfDirectory(atPath: mirrors.path)
      {
        for link in links.sorted() {
          let linkPath = mirrors.appendingPathComponent(link).path
          guard let destination = try? manager.destinationOfSymbolicLink(atPath: linkPath),
            destination.hasSuffix("/" + link)
          else { continue }
          let resolved = URL(fileURLWithPath: linkPath).resolvingSymlinksInPath().deletingLastPathComponent().path
          if resolved == sources {
            return (harness, mirrors, String(destination.dropLast(link.count)))
          }
        }
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }
}
