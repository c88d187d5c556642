import Foundation

/// Where the kit, and so the template, comes from. A local checkout (tests, kit developers) is
/// read in place and the app depends on it by path; a git URL with a version (a team's normal
/// case) is cloned shallowly at that version, the template read from the clone, and the app
/// depends on the URL at that version.
public enum KitSource: Equatable, Sendable {
  case local(URL)
  case git(url: String, version: String)

  /// `--kit` and `--kit-version` as given: a value with `://`, or of the form `user@host:path`,
  /// or ending in `.git` is a git URL; anything else is a path, relative to `currentDirectory`.
  public static func parse(kit: String, version: String?, currentDirectory: URL) throws(ScaffoldError) -> KitSource {
    if isGitURL(kit) {
      guard let version, !version.isEmpty else { throw .kitVersionMissing(kit) }
      return .git(url: kit, version: version)
    }
    if version != nil { throw .kitVersionWithPath(kit) }
    let url = kit.hasPrefix("/") ? URL(fileURLWithPath: kit) : currentDirectory.appendingPathComponent(kit)
    return .local(url.standardizedFileURL)
  }

  static func isGitURL(_ value: String) -> Bool {
    if value.contains("://") || value.hasSuffix(".git") { return true }
    // scp-like syntax: git@github.com:org/keel
    guard let at = value.firstIndex(of: "@"), let colon = value.firstIndex(of: ":") else { return false }
    return at < colon && !value.hasPrefix("/")
  }

  /// The package identity SwiftPM gives the dependency: a URL's last component without `.git`.
  var gitIdentity: String? {
    guard case .git(let url, _) = self else { return nil }
    var last = url.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? url
    if last.hasSuffix(".git") { last.removeLast(4) }
    return last
  }
}

/// A kit on disk to read the template from: the local checkout itself, or a shallow clone that
/// `remove()` deletes.
struct KitCheckout {
  static let templatePath = "Examples/TemplateApp"
  static let lintConfigurationPath = ".keel-lint.json"

  let root: URL
  let isTemporary: Bool

  var template: URL { root.appendingPathComponent(Self.templatePath, isDirectory: true) }
  var lintConfiguration: URL { root.appendingPathComponent(Self.lintConfigurationPath) }

  static func open(_ source: KitSource, fileManager: FileManager = .default) throws(ScaffoldError) -> KitCheckout {
    switch source {
    case .local(let root):
      let checkout = KitCheckout(root: root, isTemporary: false)
      try checkout.requireKit(fileManager: fileManager, shownAs: root.path)
      return checkout
    case .git(let url, let version):
      let folder = fileManager.temporaryDirectory.appendingPathComponent("keel-new-kit-\(UUID().uuidString)")
      let (status, output) = run(["git", "clone", "--quiet", "--depth", "1", "--branch", version, url, folder.path])
      guard status == 0 else {
        try? fileManager.removeItem(at: folder)
        let reason = output.split(whereSeparator: \.isNewline).last.map(String.init) ?? "git exited with \(status)"
        throw .cloneFailed(url, version, reason)
      }
      let checkout = KitCheckout(root: folder, isTemporary: true)
      do {
        try checkout.requireKit(fileManager: fileManager, shownAs: url)
      } catch {
        checkout.remove(fileManager: fileManager)
        throw error
      }
      return checkout
    }
  }

  func remove(fileManager: FileManager = .default) {
    if isTemporary { try? fileManager.removeItem(at: root) }
  }

  private func requireKit(fileManager: FileManager, shownAs: String) throws(ScaffoldError) {
    for needed in ["Package.swift", "Sources", Self.templatePath + "/Package.swift", Self.lintConfigurationPath]
    where !fileManager.fileExists(atPath: root.appendingPathComponent(needed).path) {
      throw .kitNotFound(shownAs, needed)
    }
  }

  /// The kit's module names (its `Sources/` folders) and the template's own, which an app name
  /// must not take.
  func reservedModules(fileManager: FileManager = .default) -> [String: String] {
    var reserved: [String: String] = ["Keel": "the kit (its package name)"]
    let kitModules = (try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? []
    for module in kitModules where !module.hasPrefix(".") { reserved[module] = "the kit" }
    for folder in ["Sources", "Tests"] {
      let modules = (try? fileManager.contentsOfDirectory(atPath: template.appendingPathComponent(folder).path)) ?? []
      for module in modules where !module.hasPrefix(".") { reserved[module] = "the reference app" }
    }
    // Modules every app imports: naming the app target one of these would shadow it.
    for module in ["Swift", "Foundation", "SwiftUI", "UIKit", "Observation", "Logging", "Testing", "XCTest"] {
      reserved[module] = "the toolchain or the app's dependencies"
    }
    return reserved
  }

  private static func run(_ arguments: [String]) -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return (-1, "\(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
