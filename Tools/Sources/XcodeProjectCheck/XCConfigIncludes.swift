import Foundation

/// The `#include` lines of an xcconfig file. `#include "x"` must resolve; `#include? "x"` is
/// optional by design (Xcode skips it when the file is absent), e.g. a git-ignored
/// `Local.xcconfig`. Paths are relative to the including file.
struct XCConfigInclude: Equatable {
  let line: Int
  let path: String
  let optional: Bool

  static func all(in text: String) -> [XCConfigInclude] {
    var includes: [XCConfigInclude] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var rest = Substring(rawLine.trimmingCharacters(in: .whitespaces))
      guard rest.hasPrefix("#include") else { continue }
      rest = rest.dropFirst("#include".count)
      let optional = rest.hasPrefix("?")
      if optional { rest = rest.dropFirst() }
      rest = Substring(rest.trimmingCharacters(in: .whitespaces))
      guard rest.hasPrefix("\""), let end = rest.dropFirst().firstIndex(of: "\"") else { continue }
      let path = String(rest[rest.index(after: rest.startIndex)..<end])
      includes.append(XCConfigInclude(line: index + 1, path: path, optional: optional))
    }
    return includes
  }
}
