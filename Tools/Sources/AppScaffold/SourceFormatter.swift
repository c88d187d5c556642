import Foundation

/// Reformats the new app's Swift sources with the kit's swift-format rules. Renaming changes
/// lengths (`TemplateApp` → `AcmeShop`, `template-server` → `acme-shop-server`), so lines the
/// template wrapped may now be too long or too short; the app must start format-clean, as the
/// kit's own sources are. swift-format ships with the toolchain (`swift format`). `keel add
/// feature` formats the files it plans with it too (``formatted(_:configuration:fileManager:)``),
/// in the app's own layout.
package struct SourceFormatter {
  /// The kit's configuration, copied into the app so its sources keep the same rules.
  package static let configurationName = ".swift-format"

  /// The line length the app's sources keep: its `.swift-format` `lineLength`, else
  /// swift-format's default as the kit sets it (120).
  package static func lineLength(folder: URL, fileManager: FileManager = .default) -> Int {
    let url = folder.appendingPathComponent(configurationName)
    guard let data = fileManager.contents(atPath: url.path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let length = object["lineLength"] as? Int
    else { return defaultLineLength }
    return length
  }

  package static let defaultLineLength = 120

  /// The kit's `.swift-format`, the layout its sources and `keel add feature`'s templates are
  /// written in (`SourceFormatterTests` keeps it equal to the file at the kit's root).
  package static let kitConfiguration = #"""
    {
      "version": 1,
      "indentation": { "spaces": 2 },
      "lineLength": 120,
      "maximumBlankLines": 1,
      "respectsExistingLineBreaks": true,
      "lineBreakBeforeEachArgument": false,
      "prioritizeKeepingFunctionOutputTogether": true,
      "rules": {
        "AlwaysUseLowerCamelCase": false,
        "NeverForceUnwrap": false,
        "NeverUseForceTry": false,
        "OrderedImports": true,
        "UseLetInEveryBoundCaseVariable": true,
        "ValidateDocumentationComments": false,
        "AllPublicDeclarationsHaveDocumentation": false
      }
    }
    """#

  /// Whether the configuration at `url` says what the kit's does (as JSON, whatever its
  /// spacing or key order): files written in the kit's layout then need no formatting pass.
  package static func isKitLayout(_ url: URL, fileManager: FileManager = .default) -> Bool {
    guard let data = fileManager.contents(atPath: url.path),
      let app = try? JSONSerialization.jsonObject(with: data) as? NSDictionary,
      let kit = try? JSONSerialization.jsonObject(with: Data(kitConfiguration.utf8)) as? NSDictionary
    else { return false }
    return app.isEqual(kit)
  }

  /// Formats `paths` (relative to `folder`, those that exist) in place. Returns nil when done, or
  /// a sentence saying why not (no toolchain formatter, or it failed), for the command to print.
  package static func format(folder: URL, paths: [String], fileManager: FileManager = .default) -> String? {
    let existing = paths.filter { fileManager.fileExists(atPath: folder.appendingPathComponent($0).path) }
    guard !existing.isEmpty else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["swift", "format", "format", "--in-place", "--recursive", "--configuration", configurationName] + existing
    process.currentDirectoryURL = folder
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return "the sources were not reformatted (swift format could not start: \(error.localizedDescription)); "
        + "run `swift format format -i -r Sources Tests` in the app"
    }
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let firstLine =
        message.split(separator: "\n").first.map(String.init) ?? "exit status \(process.terminationStatus)"
      return "the sources were not reformatted (swift format: \(firstLine)); "
        + "run `swift format format -i -r Sources Tests` in the app"
    }
    return nil
  }

  /// `files` (relative path → contents) as ``format(folder:paths:fileManager:)`` leaves them
  /// under `configuration`: written into a temporary folder beside a copy of `configuration`,
  /// formatted by one swift-format run, read back. For files planned in memory before anything
  /// is written (`keel add feature`); ``CommentWrapper`` then wraps their comments, as after
  /// `keel new`. On a failure, the files as given and the sentence saying why.
  package static func formatted(
    _ files: [String: String], configuration: URL, fileManager: FileManager = .default
  ) -> (files: [String: String], note: String?) {
    guard !files.isEmpty else { return (files, nil) }
    let folder = fileManager.temporaryDirectory.appendingPathComponent("keel-format-\(UUID().uuidString)")
    defer { try? fileManager.removeItem(at: folder) }
    do {
      try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
      try fileManager.copyItem(at: configuration, to: folder.appendingPathComponent(configurationName))
      for (path, contents) in files {
        let url = folder.appendingPathComponent(path)
        try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
      }
    } catch {
      return (
        files,
        "the new sources were not formatted (\(error.localizedDescription)); run `swift format format -i -r "
          + "Sources Tests` in the app"
      )
    }
    if let note = format(folder: folder, paths: files.keys.sorted(), fileManager: fileManager) { return (files, note) }
    var result: [String: String] = [:]
    for path in files.keys {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) else {
        return (files, "the new sources were not formatted (\(path) could not be read back)")
      }
      result[path] = text
    }
    return (result, nil)
  }
}
