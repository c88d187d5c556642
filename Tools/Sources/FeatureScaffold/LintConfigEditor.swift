import Foundation

/// Adds modules to `.keel-lint.json`'s layers (`rules.layers.modules`) as text, so the file's
/// hand-kept layout and order stay; the result is parsed again to prove it is valid JSON with
/// the new entries.
struct LintConfigEditor {
  let path: String
  let source: String

  /// `source` with `entries` appended to the modules object. Refuses a module already listed.
  func adding(_ entries: [(module: String, imports: [String])]) throws(ScaffoldError) -> String {
    let existing = try modules(of: source)
    for entry in entries where existing[entry.module] != nil {
      throw ScaffoldError("\(path) already lists \(entry.module) in its layers")
    }
    let bytes = Array(source.utf8)
    guard let range = modulesObjectRange(bytes) else {
      throw ScaffoldError("cannot update \(path): no \"modules\" object under rules.layers")
    }
    // After the last value of the object: the last byte that is not whitespace before `}`.
    var end = range.upperBound
    while end > range.lowerBound + 1, Self.isWhitespace(bytes[end - 1]) { end -= 1 }
    let hasMembers = bytes[end - 1] != UInt8(ascii: "{")
    let indentation = source.line(atUTF8Offset: range.lowerBound).indentation + "  "
    var text = hasMembers ? ",\n" : ""
    text += "\n"
    text += entries.map { entry in
      let imports = entry.imports.map { "\"\($0)\"" }.joined(separator: ", ")
      return "\(indentation)\"\(entry.module)\": [\(imports)]"
    }.joined(separator: ",\n")
    var edits = TextEdits()
    edits.insert(text, at: end)
    let result = edits.applied(to: source)
    let updated = try modules(of: result)
    guard entries.allSatisfy({ updated[$0.module] != nil }) else {
      throw ScaffoldError("cannot update \(path): the new layers entries did not land in rules.layers.modules")
    }
    return result
  }

  private func modules(of text: String) throws(ScaffoldError) -> [String: Any] {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
      throw ScaffoldError("cannot parse \(path): it is not valid JSON")
    }
    guard let root = object as? [String: Any], let rules = root["rules"] as? [String: Any],
      let layers = rules["layers"] as? [String: Any], let modules = layers["modules"] as? [String: Any]
    else {
      throw ScaffoldError("cannot update \(path): no rules.layers.modules object")
    }
    return modules
  }

  /// The byte range from the `{` of `"modules"` (inside `"layers"`) to its `}`, found by a scan
  /// that knows strings and nesting.
  private func modulesObjectRange(_ bytes: [UInt8]) -> Range<Int>? {
    var path: [String] = []
    var pendingKey: String?
    var index = 0
    var lastString: String?
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
          end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        lastString = String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self)
        index = end
      case UInt8(ascii: ":"):
        pendingKey = lastString
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        path.append(pendingKey ?? "")
        pendingKey = nil
        if byte == UInt8(ascii: "{"), path.suffix(3) == ["rules", "layers", "modules"] {
          var depth = 0
          var end = index
          while end < bytes.count {
            if bytes[end] == UInt8(ascii: "\"") {
              end += 1
              while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
              }
            } else if bytes[end] == UInt8(ascii: "{") || bytes[end] == UInt8(ascii: "[") {
              depth += 1
            } else if bytes[end] == UInt8(ascii: "}") || bytes[end] == UInt8(ascii: "]") {
              depth -= 1
              if depth == 0 { return index..<end }
            }
            end += 1
          }
          return nil
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        _ = path.popLast()
      case UInt8(ascii: ","):
        pendingKey = nil
      default:
        break
      }
      index += 1
    }
    return nil
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }
}
