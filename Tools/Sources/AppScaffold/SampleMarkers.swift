import Foundation

/// The reference app's marked sample code: lines between a `keel:sample begin` line and a
/// `keel:sample end` line (in whatever comment the file's language has: `//`, `#`, `<!-- -->`)
/// belong to the sample features, which `keel new --minimal` leaves out. The marker lines
/// themselves never reach a generated app. A file that is wholly one marked region (its first
/// and last lines the markers) is left out entirely.
///
/// Regions do not nest; a `begin` without its `end`, an `end` without a `begin`, or a second
/// `begin` inside a region is an error naming the file and line, so a marker broken in the
/// reference app stops `keel new` rather than leaving sample code half in.
enum SampleMarkers {
  static let begin = "keel:sample begin"
  static let end = "keel:sample end"

  /// `text` without the marker lines, and without the marked lines when `removingSamples`; nil
  /// when the file is left out (nothing but white space remains of a file that had markers).
  static func strip(_ text: String, removingSamples: Bool, path: String) throws(ScaffoldError) -> String? {
    guard text.contains("keel:sample") else { return text }
    var kept: [Substring] = []
    var openedAt: Int?
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      let number = index + 1
      if line.contains(begin) {
        if let openedAt {
          throw .sampleMarker(path, number, "'\(begin)' inside the region opened at line \(openedAt)")
        }
        openedAt = number
      } else if line.contains(end) {
        guard openedAt != nil else {
          throw .sampleMarker(path, number, "'\(end)' without a '\(begin)' before it")
        }
        openedAt = nil
      } else if line.contains("keel:sample") {
        throw .sampleMarker(path, number, "unknown marker (expected '\(begin)' or '\(end)' alone on the line)")
      } else if openedAt == nil || !removingSamples {
        kept.append(line)
      }
    }
    if let openedAt {
      throw .sampleMarker(path, openedAt, "'\(begin)' has no '\(end)'")
    }
    let result = kept.joined(separator: "\n")
    if removingSamples && result.allSatisfy(\.isWhitespace) { return nil }
    return result
  }
}
