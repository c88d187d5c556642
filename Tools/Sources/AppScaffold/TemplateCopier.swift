import Foundation

/// Copies the template into a new folder, renamed: every path and every UTF-8 text file goes
/// through `TemplateRenaming`; other files are copied byte for byte. Build products, resolved
/// dependency pins, editor state and the machine's own settings are left behind. Text files lose their sample
/// markers (``SampleMarkers``); with `samples` (`keel new --minimal`) the marked code, and what
/// the manifest names, is left out too.
struct TemplateCopier {
  /// Names never copied, wherever they are: SwiftPM's build folders (`.build`, `.build-macos`,
  /// `.build_x`), its pins and state, XcodeGen's output, the dev server's database folder, and
  /// the git-ignored per-machine settings (`Local.xcconfig`; `Secrets.xcconfig` in older checkouts).
  static func isExcluded(name: String) -> Bool {
    name.hasPrefix(".build") || excludedNames.contains(name) || name.hasSuffix(".xcodeproj")
  }

  static let excludedNames: Set<String> = [
    "Package.resolved", ".swiftpm", ".keel", "DerivedData", "xcuserdata", ".DS_Store", "Local.xcconfig",
    "Secrets.xcconfig", ".git",
    SampleManifest.fileName,
  ]

  let renaming: TemplateRenaming
  let fileManager: FileManager
  /// What to leave out for a minimal app; nil: the whole reference app.
  var samples: SampleManifest?

  /// Copies `template` into `destination` (which must exist and be empty) and returns the
  /// renamed relative paths written, sorted.
  @discardableResult
  func copy(from template: URL, to destination: URL) throws(ScaffoldError) -> [String] {
    var written: [String] = []
    try copyFolder(template, relativePath: "", into: destination, written: &written, template: template)
    return written.sorted()
  }

  private func copyFolder(
    _ folder: URL, relativePath: String, into destination: URL, written: inout [String], template: URL
  )
    throws(ScaffoldError)
  {
    let names: [String]
    do {
      names = try fileManager.contentsOfDirectory(atPath: folder.path).sorted()
    } catch {
      throw .unreadableTemplate(folder.path, error.localizedDescription)
    }
    for name in names where !Self.isExcluded(name: name) {
      var source = folder.appendingPathComponent(name)
      let relative = relativePath.isEmpty ? name : relativePath + "/" + name
      if samples?.excludes(relative) == true { continue }
      let target = destination.appendingPathComponent(renaming.apply(toPath: relative))
      var attributes = try? fileManager.attributesOfItem(atPath: source.path)
      if attributes?[.type] as? FileAttributeType == .typeSymbolicLink {
        // A link shares kit code with the app (Benchmarks/BenchmarkSupport): the new app gets a
        // copy of what it points to, since the kit is not beside it. A link to the template or a
        // folder holding it would copy the app into itself, so it is an error.
        let resolved = source.resolvingSymlinksInPath().standardizedFileURL
        let templatePath = template.resolvingSymlinksInPath().standardizedFileURL.path
        if templatePath == resolved.path || templatePath.hasPrefix(resolved.path + "/") {
          throw .unreadableTemplate(source.path, "a symbolic link to the template or a folder holding it")
        }
        source = resolved
        attributes = try? fileManager.attributesOfItem(atPath: source.path)
      }
      let type = attributes?[.type] as? FileAttributeType
      if type == .typeDirectory {
        try create(folder: target)
        try copyFolder(source, relativePath: relative, into: destination, written: &written, template: template)
        // A folder whose files were all samples does not stay behind empty.
        if samples != nil, (try? fileManager.contentsOfDirectory(atPath: target.path))?.isEmpty == true {
          try? fileManager.removeItem(at: target)
        }
      } else if try copyFile(
        source, relative: relative, to: target, permissions: attributes?[.posixPermissions] as? NSNumber)
      {
        written.append(renaming.apply(toPath: relative))
      }
    }
  }

  /// Copies one file; false when it is left out (wholly a marked sample, for a minimal app).
  private func copyFile(
    _ source: URL, relative: String, to target: URL, permissions: NSNumber?
  )
    throws(ScaffoldError) -> Bool
  {
    let data: Data
    do {
      data = try Data(contentsOf: source)
    } catch {
      throw .unreadableTemplate(source.path, error.localizedDescription)
    }
    let output: Data
    if var text = String(data: data, encoding: .utf8) {
      if let samples { text = try samples.edit(text, at: relative) }
      guard let stripped = try SampleMarkers.strip(text, removingSamples: samples != nil, path: source.path) else {
        return false
      }
      output = Data(renaming.apply(to: stripped).utf8)
    } else {
      output = data
    }
    do {
      try output.write(to: target)
      if let permissions {
        try fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: target.path)
      }
      return true
    } catch {
      throw .writeFailed(target.path, error.localizedDescription)
    }
  }

  private func create(folder: URL) throws(ScaffoldError) {
    do {
      try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(folder.path, error.localizedDescription)
    }
  }
}
