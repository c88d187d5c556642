import Foundation
import Yams

/// Adds a module to XcodeGen's `project.yml` as lines, so comments and layout stay: the product
/// to the app target's package dependency (`products:` under `- package: <Package>`, before
/// `AppFeature` where the layers put features), and its tests to every scheme that lists the
/// features' tests. The result is read back as YAML to prove it holds the product.
struct ProjectSpecEditor {
  let path: String
  let source: String

  func adding(product: String, tests: String) throws(ScaffoldError) -> String {
    let package = try packageName()
    var lines = source.components(separatedBy: "\n")
    guard let productsLine = productsLineIndex(lines, package: package) else {
      throw ScaffoldError(
        "cannot update \(path): no `products:` list under `- package: \(package)` in a target's dependencies")
    }
    let itemIndentation = indentation(of: lines[productsLine]) + 2
    var items: [Int] = []
    var index = productsLine + 1
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") {
        index += 1
        continue
      }
      guard indentation(of: line) >= itemIndentation, trimmed.hasPrefix("- ") else { break }
      items.append(index)
      index += 1
    }
    let names = items.map { lines[$0].trimmingCharacters(in: .whitespaces).dropFirst(2) }
    if names.contains(Substring(product)) {
      throw ScaffoldError("\(path) already links \(product)")
    }
    guard let lastItem = items.last else {
      throw ScaffoldError("cannot update \(path): the products list under `- package: \(package)` is empty")
    }
    let pad = String(repeating: " ", count: indentation(of: lines[lastItem]))
    let before = names.firstIndex { $0 == "AppFeature" }.map { items[$0] } ?? lastItem + 1
    lines.insert("\(pad)- \(product)", at: before)
    // Schemes' test targets: after the last `- package: <Package>/…FeatureTests`.
    let testPrefix = "- package: \(package)/"
    if let lastTests = lines.lastIndex(where: {
      let trimmed = $0.trimmingCharacters(in: .whitespaces)
      return trimmed.hasPrefix(testPrefix) && trimmed.hasSuffix("FeatureTests")
    }) {
      let testPad = String(repeating: " ", count: indentation(of: lines[lastTests]))
      lines.insert("\(testPad)\(testPrefix)\(tests)", at: lastTests + 1)
    }
    let result = lines.joined(separator: "\n")
    guard (try? Yams.load(yaml: result)) != nil, result.contains("- \(product)") else {
      throw ScaffoldError("cannot update \(path): the result is not valid YAML")
    }
    return result
  }

  /// The name of the local package the app links (`packages: { <Name>: { path: . } }`).
  private func packageName() throws(ScaffoldError) -> String {
    let loaded: Any?
    do {
      loaded = try Yams.load(yaml: source)
    } catch {
      throw ScaffoldError("cannot parse \(path): it is not valid YAML")
    }
    guard let root = loaded as? [String: Any], let packages = root["packages"] as? [String: Any] else {
      throw ScaffoldError("cannot update \(path): it declares no `packages:`")
    }
    let local = packages.filter { ($0.value as? [String: Any])?["path"] as? String == "." }.map(\.key)
    guard let name = local.first ?? (packages.count == 1 ? packages.keys.first : nil) else {
      throw ScaffoldError("cannot update \(path): no local package with `path: .` under `packages:`")
    }
    return name
  }

  private func productsLineIndex(_ lines: [String], package: String) -> Int? {
    for (index, line) in lines.enumerated()
    where line.trimmingCharacters(in: .whitespaces) == "- package: \(package)" {
      let base = indentation(of: line)
      var next = index + 1
      while next < lines.count {
        let trimmed = lines[next].trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") {
          next += 1
          continue
        }
        if indentation(of: lines[next]) <= base { break }
        if trimmed == "products:" { return next }
        next += 1
      }
    }
    return nil
  }

  private func indentation(of line: String) -> Int {
    line.prefix { $0 == " " }.count
  }
}
