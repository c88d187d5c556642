import Foundation

/// Reads an xcconfig file as Xcode does for the settings the app's Info.plist uses, so tests can
/// check on Linux what a configuration puts into the bundle: `KEY = value` lines (a later one
/// wins), `//` comments (anywhere on a line, which is why URLs are written `https:/$()/host`),
/// `#include "file"` (must exist) and `#include? "file"` (skipped when absent), relative to the
/// including file, and `$(NAME)` / `${NAME}` references (`$()` is empty).
public struct XCConfigFile: Sendable {
  public struct MissingInclude: Error, CustomStringConvertible {
    public let path: String
    public let includedFrom: String
    public var description: String { "\(includedFrom) includes \(path), which does not exist" }
  }

  public private(set) var settings: [String: String] = [:]

  public init(contentsOf file: URL) throws {
    try read(file)
  }

  /// The value of `name` with its references expanded; `nil` when the name is never set.
  public func value(_ name: String) -> String? {
    settings[name].map(expand)
  }

  /// `text` with each `$(NAME)` / `${NAME}` replaced by that setting (empty when unset).
  public func expand(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let afterDollar = rest.index(after: dollar)
      guard afterDollar < rest.endIndex, let close = Self.closing[rest[afterDollar]],
        let end = rest[afterDollar...].firstIndex(of: close)
      else {
        result += "$"
        rest = rest[afterDollar...]
        continue
      }
      let name = String(rest[rest.index(after: afterDollar)..<end])
      result += name.isEmpty ? "" : (value(name) ?? "")
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  private static let closing: [Character: Character] = ["(": ")", "{": "}"]

  private mutating func read(_ file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#include") {
        try include(line, from: file)
        continue
      }
      let content = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
      guard let equals = content.firstIndex(of: "=") else { continue }
      let name = content[..<equals].trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty else { continue }
      settings[name] = content[content.index(after: equals)...].trimmingCharacters(in: .whitespaces)
    }
  }

  private mutating func include(_ line: String, from file: URL) throws {
    let optional = line.hasPrefix("#include?")
    let parts = line.split(separator: "\"")
    guard parts.count >= 2 else { return }
    let target = file.deletingLastPathComponent().appendingPathComponent(String(parts[1]))
    guard FileManager.default.fileExists(atPath: target.path) else {
      if optional { return }
      throw MissingInclude(path: target.path, includedFrom: file.path)
    }
    try read(target)
  }
}
