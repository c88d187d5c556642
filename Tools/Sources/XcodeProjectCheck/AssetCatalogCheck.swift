import Foundation

/// The asset catalog and the launch screen a target names must exist: the app icon set and the
/// accent colour its build settings name (`ASSETCATALOG_COMPILER_APPICON_NAME`,
/// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`), and the launch screen its Info.plist
/// describes (`UILaunchScreen`'s `UIColorName` and `UIImageName`, or a `UILaunchStoryboardName`
/// storyboard). Xcode reports a missing name only as a build warning, or not at all (a launch
/// screen colour that does not exist is silently black), so the check makes each an error here.
extension CheckContext {
  func checkAssets(_ spec: SpecNode) {
    for (_, target) in spec["targets"]?.entries ?? [] { checkTargetAssets(target) }
  }

  private func checkTargetAssets(_ target: SpecNode) {
    let folders = sourceFolders(of: target)
    let catalogs = folders.flatMap(Self.assetCatalogs(under:))
    let assets = AssetNames(catalogs: catalogs)
    for problem in assets.problems { report(.error, at: target["sources"], problem(shown)) }
    let catalogList =
      catalogs.isEmpty ? "no asset catalog in the target's sources" : catalogs.map(shown).joined(separator: ", ")
    for settings in settingsBlocks(target["settings"]) {
      if let icon = settings["ASSETCATALOG_COMPILER_APPICON_NAME"], let name = icon.string,
        !assets.appIcons.contains(name)
      {
        report(.error, at: icon, "no app icon set '\(name)' (\(name).appiconset) in \(catalogList)")
      }
      if let accent = settings["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"], let name = accent.string,
        !assets.colors.contains(name)
      {
        report(.error, at: accent, "no colour set '\(name)' (\(name).colorset) in \(catalogList)")
      }
      if let plist = settings["INFOPLIST_FILE"], let path = plist.string, !path.contains("$") {
        checkLaunchScreen(in: url(path), at: plist, assets: assets, catalogList: catalogList, folders: folders)
      }
    }
  }

  private func checkLaunchScreen(
    in plistFile: URL, at node: SpecNode, assets: AssetNames, catalogList: String, folders: [URL]
  ) {
    guard let data = try? Data(contentsOf: plistFile),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else { return }  // A missing or broken Info.plist is reported by the file check.
    let file = shown(plistFile)
    if let storyboard = plist["UILaunchStoryboardName"] as? String {
      let found = folders.contains {
        Self.files(under: $0).contains { $0.lastPathComponent == "\(storyboard).storyboard" }
      }
      if !found {
        report(
          .error, at: node,
          "\(file): UILaunchStoryboardName '\(storyboard)': no \(storyboard).storyboard in the target's sources")
      }
    }
    guard let launch = plist["UILaunchScreen"] as? [String: Any] else { return }
    if let color = launch["UIColorName"] as? String, !assets.colors.contains(color) {
      report(.error, at: node, "\(file): UILaunchScreen.UIColorName '\(color)' is not a colour set in \(catalogList)")
    }
    if let image = launch["UIImageName"] as? String, !assets.images.contains(image) {
      report(.error, at: node, "\(file): UILaunchScreen.UIImageName '\(image)' is not an image set in \(catalogList)")
    }
  }

  /// The folders a target's sources name (files are not searched for catalogs).
  private func sourceFolders(of target: SpecNode) -> [URL] {
    (target["sources"]?.items ?? []).compactMap { source in
      guard let path = (source["path"] ?? source).string, !path.contains("$") else { return nil }
      var isFolder: ObjCBool = false
      let folder = url(path)
      guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
        return nil
      }
      return folder
    }
  }

  /// Every `.xcassets` folder at or below `folder`.
  static func assetCatalogs(under folder: URL) -> [URL] {
    if folder.pathExtension == "xcassets" { return [folder] }
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    var catalogs: [URL] = []
    for case let url as URL in enumerator where url.pathExtension == "xcassets" {
      catalogs.append(url)
      enumerator.skipDescendants()
    }
    return catalogs.sorted { $0.path < $1.path }
  }

  private static func files(under folder: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    return enumerator.compactMap { $0 as? URL }
  }
}

/// The names an asset catalog defines, as code, build settings and Info.plist refer to them: a
/// set's folder name without its extension, prefixed by each enclosing folder that
/// `provides-namespace` (`Brand/primary`). Also collects what is broken inside the catalog: an
/// unreadable `Contents.json`, an image file a set names that is not there.
struct AssetNames {
  private(set) var colors: Set<String> = []
  private(set) var images: Set<String> = []
  private(set) var appIcons: Set<String> = []
  /// Problems, each a message given a function that shows a URL relative to the spec.
  private(set) var problems: [(_ shown: (URL) -> String) -> String] = []

  init(catalogs: [URL]) {
    for catalog in catalogs { collect(in: catalog, namespace: "") }
  }

  private mutating func collect(in folder: URL, namespace: String) {
    let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    for entry in entries.sorted(by: { $0.path < $1.path }) {
      let name = namespace + entry.deletingPathExtension().lastPathComponent
      switch entry.pathExtension {
      case "colorset": if readContents(of: entry) != nil { colors.insert(name) }
      case "imageset": if checkImages(of: entry) { images.insert(name) }
      case "appiconset": if checkImages(of: entry) { appIcons.insert(name) }
      case "":
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isFolder), isFolder.boolValue else {
          continue
        }
        let properties = readContents(of: entry)?["properties"] as? [String: Any]
        let providesNamespace = properties?["provides-namespace"] as? Bool ?? false
        collect(in: entry, namespace: providesNamespace ? name + "/" : namespace)
      default: continue
      }
    }
  }

  /// A set's `Contents.json` as a dictionary; records a problem when it is missing or not JSON.
  private mutating func readContents(of folder: URL) -> [String: Any]? {
    let file = folder.appendingPathComponent("Contents.json")
    guard let data = try? Data(contentsOf: file) else {
      if folder.pathExtension.isEmpty { return nil }  // A plain group needs no Contents.json.
      problems.append { "\($0(file)) does not exist" }
      return nil
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      problems.append { "\($0(file)) is not a JSON object" }
      return nil
    }
    return object
  }

  /// Whether an image or icon set is readable; records each file it names that is not there.
  private mutating func checkImages(of folder: URL) -> Bool {
    guard let contents = readContents(of: folder) else { return false }
    for image in contents["images"] as? [[String: Any]] ?? [] {
      guard let filename = image["filename"] as? String else { continue }
      let file = folder.appendingPathComponent(filename)
      if !FileManager.default.fileExists(atPath: file.path) {
        problems.append {
          "\($0(file)) does not exist (named in \($0(folder.appendingPathComponent("Contents.json"))))"
        }
      }
    }
    return true
  }
}
