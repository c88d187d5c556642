import Foundation

/// What `keel new` was asked for.
public struct NewAppRequest: Equatable, Sendable {
  public var name: String
  public var bundleID: String?
  public var scheme: String?
  public var displayName: String?
  /// The app's folder; nil: `./<name>`.
  public var output: String?
  public var kit: KitSource
  /// Without the sample features the template's `.keel-template.json` names (`--minimal`).
  public var minimal: Bool

  public init(
    name: String, bundleID: String? = nil, scheme: String? = nil, displayName: String? = nil, output: String? = nil,
    kit: KitSource, minimal: Bool = false
  ) {
    self.minimal = minimal
    self.name = name
    self.bundleID = bundleID
    self.scheme = scheme
    self.displayName = displayName
    self.output = output
    self.kit = kit
  }
}

/// What `keel new` made.
public struct NewAppResult: Equatable, Sendable {
  public let identity: AppIdentity
  public let folder: URL
  /// Relative paths of the files written, sorted.
  public let files: [String]
  /// Defaults taken for options left out, one sentence each (the command prints them).
  public let notes: [String]
}

/// `keel new`: the reference app (`Examples/TemplateApp/` of the kit) renamed into a new folder.
/// Every check runs before anything is written; the app is built in a hidden temporary folder
/// beside the destination and moved into place at the end, so a failure leaves nothing behind.
public struct AppScaffolder {
  let fileManager: FileManager
  let currentDirectory: URL

  public init(currentDirectory: URL, fileManager: FileManager = .default) {
    self.currentDirectory = currentDirectory
    self.fileManager = fileManager
  }

  @discardableResult
  public func create(_ request: NewAppRequest) throws(ScaffoldError) -> NewAppResult {
    // Names first (cheap, and before a git kit is cloned), the module clash once the kit is read.
    var identity = try AppIdentity(
      name: request.name, bundleID: request.bundleID, scheme: request.scheme, displayName: request.displayName,
      reservedModules: [:])
    let destination = outputFolder(request)
    try requireUsableOutput(destination)
    let kit = try KitCheckout.open(request.kit, fileManager: fileManager)
    defer { kit.remove(fileManager: fileManager) }
    identity = try AppIdentity(
      name: identity.name, bundleID: identity.bundleID, scheme: identity.scheme, displayName: identity.displayName,
      reservedModules: kit.reservedModules(fileManager: fileManager))

    let staging = destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).keel-new-\(UUID().uuidString)", isDirectory: true)
    // Folders above the destination that do not exist yet are made for the staging folder; on a
    // failure the topmost of them goes too, so nothing is left behind.
    let firstMadeFolder = firstMissingFolder(above: destination)
    do {
      try makeFolder(staging)
      let built = try build(
        identity: identity, kit: kit, dependency: dependency(request.kit, destination), minimal: request.minimal,
        in: staging)
      try moveIntoPlace(staging, destination)
      return NewAppResult(
        identity: identity, folder: destination, files: built.files, notes: notes(request, identity) + built.notes)
    } catch {
      try? fileManager.removeItem(at: firstMadeFolder ?? staging)
      throw error
    }
  }

  /// The outermost folder above `destination` that does not exist, if any.
  private func firstMissingFolder(above destination: URL) -> URL? {
    var missing: URL?
    var folder = destination.deletingLastPathComponent()
    while folder.path != "/" && !fileManager.fileExists(atPath: folder.path) {
      missing = folder
      folder = folder.deletingLastPathComponent()
    }
    return missing
  }

  private func build(
    identity: AppIdentity, kit: KitCheckout, dependency: KitDependencyRewriter.Target, minimal: Bool, in folder: URL
  )
    throws(ScaffoldError) -> (files: [String], notes: [String])
  {
    let renaming = TemplateRenaming(identity: identity)
    let samples = minimal ? try SampleManifest.load(template: kit.template, fileManager: fileManager) : nil
    var files = try TemplateCopier(renaming: renaming, fileManager: fileManager, samples: samples)
      .copy(from: kit.template, to: folder)
    if let samples {
      try MinimalAppFinisher(samples: samples, fileManager: fileManager).finish(folder)
    }

    let manifestURL = folder.appendingPathComponent("Package.swift")
    let manifest = try read(manifestURL)
    try write(Data(try KitDependencyRewriter.rewrite(manifest: manifest, to: dependency).utf8), to: manifestURL)

    // Every module folder of the app's packages (the image snapshots are a package of their own).
    let modules = ["Sources", "Tests", "Benchmarks", "ImageSnapshots/Tests"].flatMap { sub in
      (try? fileManager.contentsOfDirectory(atPath: folder.appendingPathComponent(sub).path)) ?? []
    }
    let deriver = LintConfigurationDeriver(renaming: renaming, appModules: Set(modules))
    let kitLint: Data
    do {
      kitLint = try Data(contentsOf: kit.lintConfiguration)
    } catch {
      throw .lintConfiguration(error.localizedDescription)
    }
    try write(try deriver.derive(from: kitLint), to: folder.appendingPathComponent(".keel-lint.json"))
    files.append(".keel-lint.json")

    var notes: [String] = []
    let formatConfiguration = kit.root.appendingPathComponent(SourceFormatter.configurationName)
    if fileManager.fileExists(atPath: formatConfiguration.path) {
      do {
        try write(
          try Data(contentsOf: formatConfiguration),
          to: folder.appendingPathComponent(SourceFormatter.configurationName))
      } catch let error as ScaffoldError {
        throw error
      } catch {
        throw .lintConfiguration("cannot read \(formatConfiguration.path): \(error.localizedDescription)")
      }
      files.append(SourceFormatter.configurationName)
      // Every Swift folder the kit formats (App/ and ImageSnapshots/ too: the kit lints all of Examples/).
      let sources = ["Package.swift", "Sources", "Tests", "Benchmarks", "App", "ImageSnapshots"]
      if let note = SourceFormatter.format(folder: folder, paths: sources) {
        notes.append(note)
      }
    }
    // After swift-format, which re-wraps code but not comments.
    let limit = SourceFormatter.lineLength(folder: folder, fileManager: fileManager)
    let longLines = try CommentWrapper(limit: limit).wrap(folder: folder, fileManager: fileManager)
    if !longLines.isEmpty {
      let shown = longLines.prefix(3).map { "\($0.path):\($0.line)" }.joined(separator: ", ")
      notes.append(
        "\(longLines.count) line(s) longer than \(limit) characters after renaming (\(shown)"
          + (longLines.count > 3 ? ", …" : "") + "): break them by hand (keel lint --strict reports them) "
          + "or choose a shorter name")
    }
    return (files.sorted(), notes)
  }

  /// The dependency the app's manifest gets: a local kit by its path relative to the app's
  /// folder (so the two can move together), a git kit by URL and version.
  private func dependency(_ kit: KitSource, _ destination: URL) -> KitDependencyRewriter.Target {
    switch kit {
    case .local(let root):
      return .path(Self.relativePath(from: destination, to: root))
    case .git(let url, let version):
      return .git(url: url, version: version, identity: kit.gitIdentity ?? KitDependencyRewriter.kitPackageName)
    }
  }

  private func notes(_ request: NewAppRequest, _ identity: AppIdentity) -> [String] {
    var notes: [String] = []
    if request.bundleID == nil {
      notes.append(
        "no --bundle-id: using \(identity.bundleID), a placeholder (change PRODUCT_BUNDLE_IDENTIFIER in "
          + "Config/Shared.xcconfig before shipping)")
    }
    if request.scheme == nil { notes.append("no --scheme: deep links use \(identity.scheme)://") }
    return notes
  }

  private func outputFolder(_ request: NewAppRequest) -> URL {
    let path = request.output ?? request.name
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
    return url.standardizedFileURL
  }

  private func requireUsableOutput(_ destination: URL) throws(ScaffoldError) {
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: destination.path, isDirectory: &isDirectory) else { return }
    guard isDirectory.boolValue else { throw .outputIsAFile(destination.path) }
    let contents = (try? fileManager.contentsOfDirectory(atPath: destination.path)) ?? []
    guard contents.isEmpty else { throw .outputNotEmpty(destination.path) }
  }

  private func moveIntoPlace(_ staging: URL, _ destination: URL) throws(ScaffoldError) {
    do {
      // An existing empty folder (checked before) is replaced.
      if fileManager.fileExists(atPath: destination.path) { try fileManager.removeItem(at: destination) }
      try fileManager.moveItem(at: staging, to: destination)
    } catch {
      throw .writeFailed(destination.path, error.localizedDescription)
    }
  }

  private func makeFolder(_ url: URL) throws(ScaffoldError) {
    do {
      try fileManager.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(url.path, error.localizedDescription)
    }
  }

  private func read(_ url: URL) throws(ScaffoldError) -> String {
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw .unreadableTemplate(url.path, error.localizedDescription)
    }
  }

  private func write(_ data: Data, to url: URL) throws(ScaffoldError) {
    do {
      try data.write(to: url)
    } catch {
      throw .writeFailed(url.path, error.localizedDescription)
    }
  }

  /// `to` relative to the folder `from` (`/a/b/App`, `/a/kit` → `../../kit`); both standardized.
  static func relativePath(from folder: URL, to target: URL) -> String {
    let from = folder.standardizedFileURL.pathComponents
    let to = target.standardizedFileURL.pathComponents
    var common = 0
    while common < min(from.count, to.count) && from[common] == to[common] { common += 1 }
    // Only the root in common: an absolute path says more than a chain of ../
    guard common > 1 else { return target.standardizedFileURL.path }
    let ups = Array(repeating: "..", count: from.count - common)
    let path = (ups + to[common...]).joined(separator: "/")
    return path.isEmpty ? "." : path
  }
}
