import Foundation

/// The app's privacy manifest (`PrivacyInfo.xcprivacy`): App Store Connect refuses an upload
/// whose code uses a required-reason API that the manifest does not declare (ITMS-91053, since
/// 1 May 2024), so the check fails here first:
///
/// - the app target has a manifest among its sources, copied into the bundle (XcodeGen gives
///   `.xcprivacy` files no build phase since 2.40.1, so it must be listed with
///   `buildPhase: resources`, or `options.fileTypes.xcprivacy` must say so);
/// - it is a property list of the shape Apple documents: `NSPrivacyTracking` a boolean,
///   collected data types with `Linked`, `Tracking` and purposes, and each accessed API
///   category one of Apple's with reasons Apple lists for it (none of the SDK-only ones);
/// - every required-reason API the app's code uses (``RequiredReasonUseFinder``) has its
///   category declared. "The app's code" is every Swift file the app target compiles or links:
///   its own sources, and the targets of each package product it links, followed through their
///   dependencies into local packages (the kit, when it is a path dependency). Remote packages
///   are not read: a third-party SDK declares its own APIs in its own manifest.
///
/// Apple's page: https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api
extension CheckContext {
  static let privacyManifestName = "PrivacyInfo.xcprivacy"
  static let requiredReasonPage =
    "https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api"

  func checkPrivacy(_ spec: SpecNode) {
    guard let (name, target) = appTarget(spec, reporting: false) else { return }
    guard let (manifest, node) = privacyManifest(of: name, target, spec: spec) else { return }
    let shownManifest = shown(manifest)
    guard let declared = readPrivacyManifest(manifest, shownAs: shownManifest, at: node) else { return }
    let uses = requiredReasonUses(spec, target: target)
    for (category, found) in uses.sorted(by: { $0.key.rawValue < $1.key.rawValue })
    where !declared.contains(category) {
      guard let first = found.first else { continue }
      let count = found.count
      let fileCount = Set(found.map(\.file)).count
      let howOften =
        "\(count) \(count == 1 ? "use" : "uses") in \(fileCount) \(fileCount == 1 ? "file" : "files")"
      report(
        ProjectProblem(
          .error, file: relativePath(first.file), line: first.use.line, column: first.use.column, keyPath: "",
          message:
            "\(first.use.api) is a required-reason API (\(category.rawValue)) that \(shownManifest) does not "
            + "declare (\(howOften)): add the category to NSPrivacyAccessedAPITypes with the reasons that fit "
            + "(\(category.appReasons.joined(separator: ", "))), or App Store Connect refuses the upload "
            + "(ITMS-91053); see \(Self.requiredReasonPage)"))
    }
  }

  // MARK: - Where the manifest is

  /// The manifest the target copies into the app and the spec node that names it; reports a
  /// missing manifest, or one XcodeGen would not copy.
  private func privacyManifest(of name: String, _ target: SpecNode, spec: SpecNode) -> (URL, SpecNode)? {
    let sources = target["sources"]?.items ?? []
    let typeDefault = spec["options"]?["fileTypes"]?["xcprivacy"]?["buildPhase"]?.string
    for source in sources {
      guard let path = (source["path"] ?? source).string, path.hasSuffix(".xcprivacy"), !path.contains("$") else {
        continue
      }
      let file = url(path)
      // A missing file is reported by the file check.
      guard FileManager.default.fileExists(atPath: file.path) else { return nil }
      let phase = source["buildPhase"]?.string ?? typeDefault
      if phase != "resources" {
        let given = source["buildPhase"].map { "is listed with buildPhase: \($0.string ?? "(not a name)")" }
        report(
          .error, at: source,
          "\(shown(file)) \(given ?? "has no build phase (XcodeGen gives .xcprivacy files none)"), so it is not "
            + "copied into the app: give it `buildPhase: resources`")
      }
      return (file, source)
    }
    for source in sources where source["optional"]?.isTrue != true {
      guard let path = (source["path"] ?? source).string, !path.contains("$") else { continue }
      guard let found = Self.swiftOrManifestFiles(under: url(path), extension: "xcprivacy").first else { continue }
      if (source["buildPhase"]?.string ?? typeDefault) != "resources" {
        report(
          .error, at: source,
          "\(shown(found)) is inside \(path), but XcodeGen (2.40.1 and later) gives .xcprivacy files no build "
            + "phase, so it is not copied into the app: exclude it here and list it as a source of its own with "
            + "`buildPhase: resources`")
      }
      return (found, source)
    }
    let firstFolder = sources.compactMap { ($0["path"] ?? $0).string }.first { !$0.contains(".") } ?? "App"
    report(
      .error, at: target["sources"] ?? target,
      "no privacy manifest (\(Self.privacyManifestName)) among the sources of target '\(name)': add "
        + "\(firstFolder)/\(Self.privacyManifestName) declaring the required-reason APIs the app uses and the "
        + "data it collects, listed as a source with `buildPhase: resources`; App Store Connect refuses an app "
        + "that uses a required-reason API without one (ITMS-91053)")
    return nil
  }

  // MARK: - What the manifest says

  /// The categories the manifest declares (with reasons or not: a problem with the reasons is
  /// reported once, not again at every use); nil when it cannot be read at all.
  private func readPrivacyManifest(
    _ file: URL, shownAs name: String, at node: SpecNode
  )
    -> Set<RequiredReasonCategory>?
  {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: try Data(contentsOf: file), format: nil)
    } catch {
      report(.error, at: node, "\(name) is not a property list: \(error.localizedDescription)")
      return nil
    }
    guard let manifest = object as? [String: Any] else {
      report(.error, at: node, "\(name): the privacy manifest must be a dictionary")
      return nil
    }
    let problem = { (message: String) in self.report(.error, at: node, "\(name): \(message)") }
    switch manifest["NSPrivacyTracking"] {
    case nil:
      problem("NSPrivacyTracking is missing (false unless the app tracks people, as App Store Connect defines it)")
    case let tracking as Bool:
      let domains = manifest["NSPrivacyTrackingDomains"] as? [Any] ?? []
      if tracking && domains.isEmpty {
        report(.warning, at: node, "\(name): NSPrivacyTracking is true but NSPrivacyTrackingDomains names no domain")
      }
    default: problem("NSPrivacyTracking must be a boolean")
    }
    if let domains = manifest["NSPrivacyTrackingDomains"], !(domains is [String]) {
      problem("NSPrivacyTrackingDomains must be an array of domain names")
    }
    checkCollectedDataTypes(manifest["NSPrivacyCollectedDataTypes"], problem: problem)
    return accessedCategories(manifest["NSPrivacyAccessedAPITypes"], problem: problem)
  }

  private func checkCollectedDataTypes(_ value: Any?, problem: (String) -> Void) {
    guard let value else { return }
    guard let entries = value as? [Any] else {
      problem("NSPrivacyCollectedDataTypes must be an array of dictionaries")
      return
    }
    for (index, entry) in entries.enumerated() {
      let prefix = "NSPrivacyCollectedDataTypes[\(index)]: "
      guard let entry = entry as? [String: Any] else {
        problem(prefix + "must be a dictionary")
        continue
      }
      if !((entry["NSPrivacyCollectedDataType"] as? String)?.hasPrefix("NSPrivacyCollectedDataType") ?? false) {
        problem(prefix + "NSPrivacyCollectedDataType must name a data type (NSPrivacyCollectedDataType…)")
      }
      for key in ["NSPrivacyCollectedDataTypeLinked", "NSPrivacyCollectedDataTypeTracking"] where !(entry[key] is Bool)
      {
        problem(prefix + "\(key) must be a boolean")
      }
      let purposes = entry["NSPrivacyCollectedDataTypePurposes"] as? [String] ?? []
      if purposes.isEmpty || !purposes.allSatisfy({ $0.hasPrefix("NSPrivacyCollectedDataTypePurpose") }) {
        problem(prefix + "NSPrivacyCollectedDataTypePurposes must list one or more NSPrivacyCollectedDataTypePurpose…")
      }
    }
  }

  private func accessedCategories(_ value: Any?, problem: (String) -> Void) -> Set<RequiredReasonCategory> {
    guard let value else { return [] }
    guard let entries = value as? [Any] else {
      problem("NSPrivacyAccessedAPITypes must be an array of dictionaries")
      return []
    }
    var declared: Set<RequiredReasonCategory> = []
    for (index, entry) in entries.enumerated() {
      let prefix = "NSPrivacyAccessedAPITypes[\(index)]: "
      guard let entry = entry as? [String: Any], let type = entry["NSPrivacyAccessedAPIType"] as? String else {
        problem(prefix + "must be a dictionary with an NSPrivacyAccessedAPIType")
        continue
      }
      guard let category = RequiredReasonCategory(rawValue: type) else {
        let known = RequiredReasonCategory.allCases.map(\.rawValue).joined(separator: ", ")
        problem(prefix + "unknown category '\(type)' (Apple's: \(known))")
        continue
      }
      declared.insert(category)
      let reasons = entry["NSPrivacyAccessedAPITypeReasons"] as? [String] ?? []
      let allowed = category.appReasons.joined(separator: ", ")
      if reasons.isEmpty {
        problem(prefix + "\(type) has no NSPrivacyAccessedAPITypeReasons (one or more of \(allowed))")
      }
      for reason in reasons {
        if !category.reasons.contains(reason) {
          problem(prefix + "'\(reason)' is not a reason for \(type) (its reasons: \(allowed))")
        } else if RequiredReasonCategory.sdkOnlyReasons.contains(reason) {
          problem(
            prefix + "'\(reason)': only a third-party SDK may declare this reason for \(type); an app declares "
              + "one of \(allowed)")
        }
      }
    }
    return declared
  }

  // MARK: - What the code uses

  /// Each category's uses in the Swift files the app target compiles or links, files in path
  /// order.
  private func requiredReasonUses(
    _ spec: SpecNode, target: SpecNode
  )
    -> [RequiredReasonCategory: [(file: URL, use: RequiredReasonUse)]]
  {
    var walk = SourceWalk()
    for source in target["sources"]?.items ?? [] {
      guard let path = (source["path"] ?? source).string, !path.contains("$") else { continue }
      walk.files += Self.swiftOrManifestFiles(under: url(path), extension: "swift")
    }
    for dependency in target["dependencies"]?.items ?? [] {
      guard let packageName = dependency["package"]?.string,
        let path = spec["packages"]?[packageName]?["path"]?.string, !path.contains("$")
      else { continue }
      let packageFolder = Self.folder(path, in: folder)
      for product in products(linkedBy: dependency, packageName: packageName) {
        for name in walk.manifest(at: packageFolder)?.productTargets[product.name] ?? [] {
          walk.visit(target: name, in: packageFolder)
        }
      }
    }
    var uses: [RequiredReasonCategory: [(file: URL, use: RequiredReasonUse)]] = [:]
    let files = Set(walk.files.map(\.standardizedFileURL)).sorted { $0.path < $1.path }
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for use in RequiredReasonUseFinder.uses(in: text) { uses[use.category, default: []].append((file, use)) }
    }
    return uses
  }

  /// A path of a manifest or spec, as a folder URL (absolute, or relative to `base`).
  static func folder(_ path: String, in base: URL) -> URL {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path, isDirectory: true) : base.appendingPathComponent(path, isDirectory: true)
    return url.standardizedFileURL
  }

  /// `url` itself when it is a file with the extension, else every such file below it.
  static func swiftOrManifestFiles(under url: URL, extension wanted: String) -> [URL] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
    guard isFolder.boolValue else { return url.pathExtension == wanted ? [url] : [] }
    guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == wanted }.sorted { $0.path < $1.path }
  }

  /// A path as the spec's path is shown (relative to where `keel` runs when the spec was given
  /// relative to it), with `../` for files outside the spec's folder (the kit's sources).
  func relativePath(_ url: URL) -> String {
    let base = folder.standardizedFileURL.pathComponents
    let path = url.standardizedFileURL.pathComponents
    let common = zip(base, path).prefix { $0 == $1 }.count
    guard common > 1 else { return url.standardizedFileURL.path }
    let fromSpec = Array(repeating: "..", count: base.count - common) + path.dropFirst(common)
    // `specName` is how the spec is shown (`Examples/TemplateApp/project.yml`): start from its folder.
    var shownParts = specName.split(separator: "/").dropLast().map(String.init)
    if specName.hasPrefix("/") { return url.standardizedFileURL.path }
    for part in fromSpec {
      if part == "..", let last = shownParts.last, last != ".." {
        shownParts.removeLast()
      } else {
        shownParts.append(part)
      }
    }
    return shownParts.joined(separator: "/")
  }
}

/// The targets reached from the app's products, through target and product dependencies into
/// local packages; each target's Swift files collected once.
private struct SourceWalk {
  var files: [URL] = []
  private var manifests: [String: PackageManifest?] = [:]
  private var visited: Set<String> = []

  /// The package manifest in `folder`, read once; nil when there is none.
  mutating func manifest(at folder: URL) -> PackageManifest? {
    if let known = manifests[folder.path] { return known }
    let source = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
    let manifest = source.map { PackageManifest.read($0) }
    manifests[folder.path] = manifest
    return manifest
  }

  mutating func visit(target name: String, in folder: URL) {
    guard visited.insert(folder.path + "#" + name).inserted, let manifest = manifest(at: folder),
      let target = manifest.targets[name]
    else { return }
    files += CheckContext.swiftOrManifestFiles(
      under: CheckContext.folder(target.path ?? "Sources/\(name)", in: folder), extension: "swift")
    for dependency in target.dependencies {
      switch dependency {
      case .byName(let other) where manifest.targets[other] != nil:
        visit(target: other, in: folder)
      case .byName(let product):
        // SwiftPM resolves a plain name that is no target of the package to a product of that
        // name in one of its dependencies.
        for package in manifest.localPackages { visit(product: product, of: package, from: folder) }
      case .product(let product, let packageName):
        for package in manifest.localPackages
        where package.isNamed(packageName)
          || CheckContext.folder(package.path, in: folder).lastPathComponent.lowercased() == packageName.lowercased()
        {
          visit(product: product, of: package, from: folder)
        }
      }
    }
  }

  private mutating func visit(product: String, of package: PackageManifest.LocalPackage, from folder: URL) {
    let packageFolder = CheckContext.folder(package.path, in: folder)
    for name in manifest(at: packageFolder)?.productTargets[product] ?? [] { visit(target: name, in: packageFolder) }
  }
}
