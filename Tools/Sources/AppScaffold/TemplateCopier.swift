import Foundation

/// Copies the template into a new folder, renamed: every path and every UTF-8 text file goes
/// through `TemplateRenaming`; other files are copied byte for byte. Build products, resolved
/// dependency pins, editor state and secrets are left behind.
struct TemplateCopier {
  /// Names never copied, wherever they are: SwiftPM's build folders (`.build`, `.build-macos`,
  /// `.build_x`), its pins and state, XcodeGen's output, the dev server's database folder, and
  /// the git-ignored secrets file.
  static func isExcluded(name: String) -> Bool {
    name.hasPrefix(".build") || excludedNames.contains(name) || name.hasSuffix(".xcodeproj")
  }

  static let excludedNames: Set<String> = [
    "Package.resolved", ".swiftpm", ".keel", "DerivedData", "xcuserdata", ".DS_Store", "Secrets.xcconfig", ".git",
  ]

  let renaming: TemplateRenaming
  let fileManager: FileManager

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
      } else {
        try copyFile(source, to: target, permissions: attributes?[.posixPermissions] as? NSNumber)
        written.append(renaming.apply(toPath: relative))
      }
    }
  }

  private func copyFile(_ source: URL, to target: URL, permissions: NSNumber?) throws(ScaffoldError) {
    do {
      let data = try Data(contentsOf: source)
      let output: Data
      if let text = String(data: data, encoding: .utf8) {
        output = Data(renaming.apply(to: text).utf8)
      } else {
        output = data
      }
      try output.write(to: target)
      if let permissions {
        try fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: target.path)
      }
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
