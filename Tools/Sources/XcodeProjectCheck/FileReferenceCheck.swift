import Foundation

/// Every file and folder the spec names must exist; property lists, StoreKit configurations and
/// xcconfig include chains must also be readable, since Xcode would reject them only later.
extension CheckContext {
  private static let pathSettings = ["INFOPLIST_FILE", "CODE_SIGN_ENTITLEMENTS"]

  func checkFiles(_ spec: SpecNode) {
    for include in spec["include"]?.items ?? [] { requireFile(include["path"] ?? include) }
    for group in spec["fileGroups"]?.items ?? [] { requireFile(group) }
    for (_, file) in spec["configFiles"]?.entries ?? [] { requireXCConfig(file) }
    for (_, package) in spec["packages"]?.entries ?? [] {
      guard let path = package["path"], requireFile(path, folder: true) else { continue }
      requireFile(path, appending: "Package.swift")
    }
    for (_, target) in spec["targets"]?.entries ?? [] { checkTargetFiles(target) }
    for (_, scheme) in spec["schemes"]?.entries ?? [] {
      if let storeKit = scheme["run"]?["storeKitConfiguration"] { requireFile(storeKit) }
      for plan in scheme["test"]?["testPlans"]?.items ?? [] { requireFile(plan["path"] ?? plan) }
    }
  }

  private func checkTargetFiles(_ target: SpecNode) {
    for source in target["sources"]?.items ?? [] {
      if source["optional"]?.isTrue == true { continue }
      requireFile(source["path"] ?? source)
    }
    for (_, file) in target["configFiles"]?.entries ?? [] { requireXCConfig(file) }
    for settings in settingsBlocks(target["settings"]) {
      for name in Self.pathSettings { if let value = settings[name] { requireFile(value) } }
    }
    if let scheme = target["scheme"] {
      if let storeKit = scheme["storeKitConfiguration"] { requireFile(storeKit) }
      for plan in scheme["testPlans"]?.items ?? [] { requireFile(plan["path"] ?? plan) }
    }
  }

  /// XcodeGen's settings forms: a plain map, or `base:` plus `configs: {Name: map}`.
  func settingsBlocks(_ settings: SpecNode?) -> [SpecNode] {
    guard let settings else { return [] }
    var blocks = [settings]
    if let base = settings["base"] { blocks.append(base) }
    blocks += (settings["configs"]?.entries ?? []).map(\.value)
    return blocks
  }

  /// Checks that the path `node` names exists; returns whether it does.
  @discardableResult
  func requireFile(_ node: SpecNode, appending component: String? = nil, folder wantsFolder: Bool = false) -> Bool {
    guard let path = node.string, !path.isEmpty else {
      report(.error, at: node, "expected a path")
      return false
    }
    if path.contains("${") || path.contains("$(") {
      report(.warning, at: node, "'\(path)' uses a variable; not checked")
      return true
    }
    var url = self.url(path)
    if let component { url = url.appendingPathComponent(component) }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      report(.error, at: node, "\(shown(url)) does not exist")
      return false
    }
    if wantsFolder && !isFolder.boolValue {
      report(.error, at: node, "\(shown(url)) is a file; expected a folder")
      return false
    }
    filesChecked += 1
    if !isFolder.boolValue { checkContent(of: url, at: node) }
    return true
  }

  /// Property lists and StoreKit configurations must parse: Xcode stops the build (or the run)
  /// on a broken one.
  private func checkContent(of url: URL, at node: SpecNode) {
    let kind = url.pathExtension.lowercased()
    guard ["plist", "entitlements", "storekit"].contains(kind) else { return }
    do {
      let data = try Data(contentsOf: url)
      if kind == "storekit" {
        _ = try JSONSerialization.jsonObject(with: data)
      } else {
        _ = try PropertyListSerialization.propertyList(from: data, format: nil)
      }
    } catch {
      let what = kind == "storekit" ? "a JSON StoreKit configuration" : "a property list"
      report(.error, at: node, "\(shown(url)) is not \(what): \(error.localizedDescription)")
    }
  }

  /// An xcconfig file and, transitively, every file it `#include`s; `#include?` may be absent.
  private func requireXCConfig(_ node: SpecNode) {
    guard requireFile(node), let path = node.string, !path.contains("$") else { return }
    var visited: Set<String> = []
    followIncludes(of: url(path), from: node, visited: &visited)
  }

  private func followIncludes(of file: URL, from node: SpecNode, visited: inout Set<String>) {
    guard visited.insert(file.path).inserted else { return }
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      report(.error, at: node, "\(shown(file)) cannot be read as UTF-8 text")
      return
    }
    for include in XCConfigInclude.all(in: text) {
      let target = url(include.path, relativeTo: file.deletingLastPathComponent())
      guard FileManager.default.fileExists(atPath: target.path) else {
        if !include.optional {
          report(
            .error, at: node,
            "\(shown(file)):\(include.line): #include \"\(include.path)\": \(shown(target)) does not exist "
              + "(use #include? for a file that may be absent)")
        }
        continue
      }
      filesChecked += 1
      followIncludes(of: target, from: node, visited: &visited)
    }
  }
}
