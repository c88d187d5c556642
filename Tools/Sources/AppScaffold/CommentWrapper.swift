import Foundation
import SwiftParser
import SwiftSyntax

/// Re-wraps the `//` and `///` comment lines that renaming pushed past the line length. A long
/// app name (`AcmeCorporationFieldServiceInspectionApp`, its `ACME_CORPORATION_…` keys and
/// `acme-corporation-…-server`) lengthens every comment that names the app, and swift-format,
/// which re-wraps the code, leaves comments as they are; `keel lint --strict` would then fail
/// on a line nobody on the team wrote. The overflow moves into the next line of the same
/// paragraph (so the paragraph reads as if written that way) or, where the next line starts
/// something else (a list item, a code fence, a blank line), onto a line of its own with the
/// same indentation. Only whole-line comments found on the syntax tree are touched: a `//` in a
/// multi-line string literal is text the program prints. Files marked `swift-format-ignore-file`
/// (the generated `L10n.swift`, checked by `keel gen l10n --check`) are left alone.
package struct CommentWrapper {
  /// Characters per line (the app's `.swift-format` `lineLength`, which its `.keel-lint.json`
  /// line-length warning matches).
  package let limit: Int

  package init(limit: Int) {
    self.limit = limit
  }

  /// A line still over the limit after wrapping: code swift-format could not break (a long
  /// string literal) or a comment without a space to break at.
  struct LongLine: Equatable {
    let path: String
    let line: Int
  }

  /// Re-wraps every Swift file under `folder` in place; returns the lines still too long.
  func wrap(folder: URL, fileManager: FileManager = .default) throws(ScaffoldError) -> [LongLine] {
    var longLines: [LongLine] = []
    for path in Self.swiftFiles(in: folder, fileManager: fileManager) {
      let url = folder.appendingPathComponent(path)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      let (wrapped, stillLong) = wrap(text)
      if wrapped != text {
        do {
          try Data(wrapped.utf8).write(to: url)
        } catch {
          throw .writeFailed(url.path, error.localizedDescription)
        }
      }
      longLines += stillLong.map { LongLine(path: path, line: $0) }
    }
    return longLines
  }

  /// `text` with its long comment lines re-wrapped, and the (1-based) lines still too long.
  package func wrap(_ text: String) -> (text: String, longLines: [Int]) {
    var lines = text.components(separatedBy: "\n")
    guard lines.contains(where: { $0.count > limit }),
      !text.hasPrefix("// swift-format-ignore-file")
    else { return (text, []) }
    var isComment = Self.wholeLineCommentLines(text, lines: lines)
    var inCodeFence = false
    var index = 0
    while index < lines.count {
      guard isComment[index], let comment = CommentLine(lines[index]) else {
        inCodeFence = false
        index += 1
        continue
      }
      let startsFence = comment.body.drop(while: { $0 == " " }).hasPrefix("```")
      if lines[index].count > limit, !startsFence,
        let (kept, overflow) = comment.split(limit: limit, inCodeFence: inCodeFence)
      {
        lines[index] = kept
        let indent = String(repeating: " ", count: comment.continuationIndent(inCodeFence: inCodeFence))
        if !inCodeFence, index + 1 < lines.count, isComment[index + 1],
          let next = CommentLine(lines[index + 1]), next.continues(comment, indent: indent.count)
        {
          lines[index + 1] = comment.prefix + indent + overflow + " " + next.body.drop(while: { $0 == " " })
        } else {
          lines.insert(comment.prefix + indent + overflow, at: index + 1)
          isComment.insert(true, at: index + 1)
        }
      }
      if startsFence { inCodeFence.toggle() }
      index += 1
    }
    let longLines = lines.indices.filter { lines[$0].count > limit }.map { $0 + 1 }
    return (lines.joined(separator: "\n"), longLines)
  }

  /// Whether each line (0-based) is a `//` or `///` comment with nothing but spaces before it.
  static func wholeLineCommentLines(_ text: String, lines: [String]) -> [Bool] {
    var result = Array(repeating: false, count: lines.count)
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var position = token.position
      for piece in token.leadingTrivia {
        switch piece {
        case .lineComment, .docLineComment:
          let location = converter.location(for: position)
          let line = location.line - 1
          // The converter's columns count UTF-8 bytes; indentation is ASCII.
          if line < lines.count, location.column == 1 + lines[line].prefix(while: { $0 == " " || $0 == "\t" }).count {
            result[line] = true
          }
        default: break
        }
        position += piece.sourceLength
      }
    }
    return result
  }

  static func swiftFiles(in folder: URL, fileManager: FileManager) -> [String] {
    guard let enumerator = fileManager.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasPrefix(".build") || path.contains("/.build") { continue }
      if path.hasSuffix(".swift") { files.append(path) }
    }
    return files.sorted()
  }
}

/// One whole-line comment: its indentation and marker (`prefix`, `    /// `) and the text after
/// them (`body`, which keeps the spaces of a list item's continuation or a code block).
private struct CommentLine {
  let prefix: String
  let body: String

  /// Comments that are instructions to a tool, which break if split.
  private static let directives = ["MARK:", "swift-format-ignore", "keel-lint:", "keel:sample", "swiftlint:"]

  init?(_ line: String) {
    let indent = line.prefix(while: { $0 == " " || $0 == "\t" })
    let rest = line.dropFirst(indent.count)
    let marker = rest.hasPrefix("///") ? "///" : rest.hasPrefix("//") ? "//" : nil
    guard let marker else { return nil }
    let afterMarker = rest.dropFirst(marker.count)
    // `//--------` and the like are rules, not text.
    guard afterMarker.first == " " else { return nil }
    prefix = indent + marker + " "
    body = String(afterMarker.dropFirst())
    let text = body.drop(while: { $0 == " " })
    if Self.directives.contains(where: { text.hasPrefix($0) }) { return nil }
  }

  /// Spaces of the body before its text.
  private var leadingSpaces: Int { body.prefix(while: { $0 == " " }).count }

  /// The width of a list marker the text starts with (`- `, `* `, `+ `, `12. `), or nil.
  static func listMarkerWidth(_ text: Substring) -> Int? {
    for bullet in ["- ", "* ", "+ "] where text.hasPrefix(bullet) { return 2 }
    let digits = text.prefix(while: \.isASCIIDigit)
    guard !digits.isEmpty, text.dropFirst(digits.count).hasPrefix(". ") else { return nil }
    return digits.count + 2
  }

  /// Whether text at the start of a line would begin a Markdown construct of its own.
  static func startsBlock(_ text: Substring) -> Bool {
    listMarkerWidth(text) != nil || text.hasPrefix("```") || text.hasPrefix("#") || text.hasPrefix(">")
      || text.hasPrefix("|")
  }

  /// The continuation's spaces: a list item's text is continued under its text, a code block's
  /// line with two more spaces (a hanging indent, as a usage synopsis is written).
  func continuationIndent(inCodeFence: Bool) -> Int {
    if inCodeFence { return leadingSpaces + 2 }
    return leadingSpaces + (Self.listMarkerWidth(body.dropFirst(leadingSpaces)) ?? 0)
  }

  /// The line cut at the last space that keeps it within `limit`, preferring a space outside a
  /// `code span` (and, in a code block, outside `[…]`: a usage line's option groups), never one
  /// that would start the overflow with a Markdown block marker; nil when there is none.
  func split(limit: Int, inCodeFence: Bool) -> (kept: String, overflow: String)? {
    let characters = Array(body)
    let room = limit - prefix.count
    var candidates: [(index: Int, inGroup: Bool)] = []
    var backticks = 0
    var brackets = 0
    for (index, character) in characters.enumerated() {
      switch character {
      case "`": backticks += 1
      case "[" where inCodeFence: brackets += 1
      case "]" where inCodeFence: brackets = max(0, brackets - 1)
      default: break
      }
      guard character == " ", index > leadingSpaces, index <= room else { continue }
      guard characters[index - 1] != " " else { continue }
      let overflow = String(characters[(index + 1)...]).drop(while: { $0 == " " })
      guard !overflow.isEmpty, !Self.startsBlock(overflow) else { continue }
      candidates.append((index, backticks % 2 == 1 || brackets > 0))
    }
    guard let cut = candidates.last(where: { !$0.inGroup }) ?? candidates.last else { return nil }
    let kept = String(characters[..<cut.index])
    let overflow = String(characters[(cut.index + 1)...].drop(while: { $0 == " " }))
    return (prefix + kept, overflow)
  }

  /// Whether this line goes on with `previous`'s paragraph: the same marker and indentation,
  /// text at the continuation's indent that starts nothing of its own.
  func continues(_ previous: CommentLine, indent: Int) -> Bool {
    let text = body.drop(while: { $0 == " " })
    return prefix == previous.prefix && !text.isEmpty && leadingSpaces == indent && !Self.startsBlock(text)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
