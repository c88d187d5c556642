import AppScaffold
import Foundation

/// The feature's Swift files in the app's own layout: the `.swift-format` that formats the app
/// (its line length, indentation, trailing commas) applied by the formatter `keel new` uses,
/// comments wrapped to its line length, so `swift format lint --strict` of the app stays clean
/// whatever layout the team chose. Runs on the plan, before anything is written.
enum FeatureFormatting {
  /// Formats the planned Swift files under the app's folder. Created files are formatted; a
  /// changed file (Package.swift, the AppFeature files a tab edits) only when the formatter
  /// leaves its current text as it is, so a team's file swift-format does not keep is never
  /// rewritten beyond the inserted lines. Returns notes for the command to print.
  static func apply(to changes: inout ChangeSet, app: AppFolder) throws(ScaffoldError) -> [String] {
    guard let configuration = app.swiftFormatConfiguration() else { return [] }
    // The templates are written in the kit's layout: an app that keeps it (as `keel new` makes
    // it) needs no swift-format run, a process that would be most of the command's time. Only
    // the comments of new files are wrapped (a long feature name lengthens them).
    if SourceFormatter.isKitLayout(configuration) {
      let wrapper = CommentWrapper(limit: SourceFormatter.defaultLineLength)
      for case .create(let path, let contents) in changes.changes where path.hasSuffix(".swift") {
        changes.replaceContents(of: path, with: wrapper.wrap(contents).text)
      }
      return []
    }
    let prefix = app.root.path + "/"
    var files: [String: String] = [:]
    var created: [String: String] = [:]
    var modified: [String: String] = [:]
    for change in changes.changes where change.path.hasPrefix(prefix) && change.path.hasSuffix(".swift") {
      let relative = String(change.path.dropFirst(prefix.count))
      switch change {
      case .create(_, let contents):
        created[relative] = change.path
        files["new/" + relative] = contents
      case .modify(_, let contents):
        modified[relative] = change.path
        files["new/" + relative] = contents
        files["old/" + relative] = try app.read(relative)
      case .link:
        continue
      }
    }
    let (formatted, note) = SourceFormatter.formatted(files, configuration: configuration)
    if let note { return [note] }
    // swift-format re-wraps code, not comments: the templates' comments are wrapped to the
    // app's line length as `keel new` wraps the renamed ones.
    let wrapper = CommentWrapper(limit: app.swiftFormatLineLength() ?? SourceFormatter.defaultLineLength)
    var notes: [String] = []
    for (relative, path) in created {
      if let text = formatted["new/" + relative] { changes.replaceContents(of: path, with: wrapper.wrap(text).text) }
    }
    for (relative, path) in modified.sorted(by: { $0.key < $1.key }) {
      guard let original = files["old/" + relative], formatted["old/" + relative] == original,
        let text = formatted["new/" + relative]
      else {
        notes.append(
          "\(relative) was not formatted: swift-format would change lines of it this command did not write")
        continue
      }
      // A file whose own comments pass the line length keeps them; only then are the inserted
      // ones wrapped (the wrapper cannot tell them apart).
      changes.replaceContents(of: path, with: wrapper.wrap(original).text == original ? wrapper.wrap(text).text : text)
    }
    return notes
  }
}
