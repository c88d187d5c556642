// Fails listing every relative link in the repository's Markdown files (READMEs, guides, DocC
// articles) that does not resolve: a file or folder that does not exist, or an anchor (`#…`) that
// no heading of the target file produces. Also refuses a link from inside the app template
// (Examples/TemplateApp/) to anything outside it: `keel new` copies only that folder, so such a
// link would be broken in every app made from it.
//
// `swift scripts/docs-links.swift <repository-root>` (scripts/docs runs it). External links
// (`https:`, `mailto:`) and DocC links (`doc:`, ``Symbol``) are not checked here; DocC checks its
// own. A Swift script for the same reason as docs-coverage.swift: a Swift toolchain is the one
// thing every machine that runs scripts/test has.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let rootArgument = arguments.first else {
  FileHandle.standardError.write(Data("usage: swift scripts/docs-links.swift <repository-root>\n".utf8))
  exit(2)
}
let root = URL(fileURLWithPath: rootArgument).standardizedFileURL
let templateFolder = "Examples/TemplateApp/"

/// Markdown files under the root, skipping hidden folders (.build, .git, .swiftpm: dependencies'
/// checkouts and build products) and snapshot images' folders.
func markdownFiles() -> [String] {
  guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
  var files: [String] = []
  while let path = enumerator.nextObject() as? String {
    let components = path.split(separator: "/")
    if components.contains(where: { $0.hasPrefix(".") || $0 == "__Snapshots__" }) {
      if let last = components.last, last.hasPrefix(".") { enumerator.skipDescendants() }
      continue
    }
    if path.hasSuffix(".md") { files.append(path) }
  }
  return files.sorted()
}

/// The file's lines with fenced code blocks blanked (so a `# comment` in a shell block is neither
/// a heading nor a place to look for links); line numbers stay as they are.
func proseLines(of text: String) -> [String] {
  var fence: String?
  var lines: [String] = []
  for line in text.components(separatedBy: "\n") {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if let open = fence {
      if trimmed.hasPrefix(open) { fence = nil }
      lines.append("")
    } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
      fence = String(trimmed.prefix(3))
      lines.append("")
    } else {
      lines.append(line)
    }
  }
  return lines
}

/// The line without its inline code spans (`` `[a](b)` `` is code, not a link).
func withoutCodeSpans(_ line: String) -> String {
  var result = ""
  var index = line.startIndex
  while index < line.endIndex {
    guard line[index] == "`" else {
      result.append(line[index])
      index = line.index(after: index)
      continue
    }
    var runEnd = index
    while runEnd < line.endIndex, line[runEnd] == "`" { runEnd = line.index(after: runEnd) }
    let run = String(line[index..<runEnd])
    if let close = line.range(of: run, range: runEnd..<line.endIndex) {
      index = close.upperBound
    } else {
      result += run
      index = runEnd
    }
  }
  return result
}

/// GitHub's anchor for a heading: lower-cased, punctuation other than `-` and `_` dropped,
/// spaces turned into hyphens; repeats get `-1`, `-2`, ….
func anchors(of text: String) -> Set<String> {
  var seen: [String: Int] = [:]
  var result: Set<String> = []
  for line in proseLines(of: text) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("#") else {
      // Explicit anchors: <a name="x"></a> or id="x".
      for pattern in ["name=\"", "id=\""] {
        var rest = Substring(line)
        while let start = rest.range(of: pattern) {
          rest = rest[start.upperBound...]
          if let end = rest.firstIndex(of: "\"") { result.insert(String(rest[..<end])) }
        }
      }
      continue
    }
    let hashes = trimmed.prefix { $0 == "#" }
    guard hashes.count <= 6, trimmed.dropFirst(hashes.count).first == " " else { continue }
    var title = String(trimmed.dropFirst(hashes.count)).trimmingCharacters(in: .whitespaces)
    // Link text stays, its destination goes: [text](dest) -> text.
    while let open = title.range(of: "]("), let close = title.range(of: ")", range: open.upperBound..<title.endIndex) {
      title.removeSubrange(open.lowerBound..<close.upperBound)
    }
    var slug = ""
    for character in title.lowercased() {
      if character == " " {
        slug.append("-")
      } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
        slug.append(character)
      }
    }
    let count = seen[slug, default: 0]
    seen[slug] = count + 1
    result.insert(count == 0 ? slug : "\(slug)-\(count)")
  }
  return result
}

/// Every link destination on a line: inline `[text](dest)` / `![alt](dest)` and reference
/// definitions `[name]: dest`.
func destinations(in line: String) -> [String] {
  var found: [String] = []
  var rest = Substring(line)
  while let open = rest.range(of: "](") {
    var depth = 1
    var index = open.upperBound
    var destination = ""
    while index < rest.endIndex {
      let character = rest[index]
      if character == "(" { depth += 1 }
      if character == ")" {
        depth -= 1
        if depth == 0 { break }
      }
      destination.append(character)
      index = rest.index(after: index)
    }
    found.append(destination)
    rest = index < rest.endIndex ? rest[rest.index(after: index)...] : ""
  }
  let trimmed = line.trimmingCharacters(in: .whitespaces)
  if trimmed.hasPrefix("["), let colon = trimmed.range(of: "]: ") {
    found.append(String(trimmed[colon.upperBound...]))
  }
  return found.map { destination in
    // Drop an optional title ("…") and angle brackets.
    var value = destination.trimmingCharacters(in: .whitespaces)
    if let space = value.firstIndex(of: " ") { value = String(value[..<space]) }
    if value.hasPrefix("<"), value.hasSuffix(">") { value = String(value.dropFirst().dropLast()) }
    return value
  }
}

var anchorCache: [String: Set<String>] = [:]
func anchors(ofFile path: String) -> Set<String>? {
  if let cached = anchorCache[path] { return cached }
  guard let text = try? String(contentsOfFile: root.appendingPathComponent(path).path, encoding: .utf8) else {
    return nil
  }
  let result = anchors(of: text)
  anchorCache[path] = result
  return result
}

/// The repository-relative path a link points at, `..` resolved; nil when it climbs out of the
/// repository.
func resolve(_ target: String, from file: String) -> String? {
  var components = target.hasPrefix("/") ? [] : file.split(separator: "/").dropLast().map(String.init)
  for component in target.split(separator: "/") {
    switch component {
    case ".": continue
    case "..":
      guard !components.isEmpty else { return nil }
      components.removeLast()
    default: components.append(String(component))
    }
  }
  return components.joined(separator: "/")
}

var problems: [String] = []
var checked = 0
for file in markdownFiles() {
  guard let text = try? String(contentsOfFile: root.appendingPathComponent(file).path, encoding: .utf8) else {
    problems.append("\(file): error: cannot be read as UTF-8")
    continue
  }
  for (number, line) in proseLines(of: text).enumerated() {
    for destination in destinations(in: withoutCodeSpans(line)) {
      guard !destination.isEmpty,
        destination.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) == nil
      else { continue }  // http:, https:, mailto:, doc: … are not files here.
      checked += 1
      let location = "\(file):\(number + 1): error: link '\(destination)'"
      let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let pathPart = String(parts[0]).removingPercentEncoding ?? String(parts[0])
      let anchor = parts.count > 1 ? String(parts[1]) : nil
      var target = file
      if !pathPart.isEmpty {
        guard let resolved = resolve(pathPart, from: file) else {
          problems.append("\(location): points outside the repository")
          continue
        }
        target = resolved
        var isDirectory: ObjCBool = false
        guard
          FileManager.default.fileExists(atPath: root.appendingPathComponent(target).path, isDirectory: &isDirectory)
        else {
          problems.append("\(location): \(target) does not exist")
          continue
        }
        if file.hasPrefix(templateFolder), !(target + "/").hasPrefix(templateFolder) {
          problems.append("\(location): leaves \(templateFolder) (keel new copies only that folder)")
          continue
        }
        if isDirectory.boolValue { target += "/README.md" }
      }
      if let anchor, !anchor.isEmpty {
        guard let known = anchors(ofFile: target) else {
          problems.append("\(location): \(target) has no headings to point at")
          continue
        }
        if !known.contains(anchor.removingPercentEncoding ?? anchor) {
          problems.append("\(location): no heading in \(target) makes the anchor #\(anchor)")
        }
      }
    }
  }
}

// Written to the standard streams directly: keel lint keeps print out of the repository's code.
func write(_ text: String, to handle: FileHandle) {
  handle.write(Data((text + "\n").utf8))
}

if problems.isEmpty {
  write("docs-links: \(checked) relative links in Markdown files resolve", to: .standardOutput)
} else {
  for problem in problems { write(problem, to: .standardError) }
  write("docs-links: \(problems.count) of \(checked) relative links do not resolve", to: .standardError)
  exit(1)
}
