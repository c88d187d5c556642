import Foundation
import Yams

/// `keel check project`: checks an XcodeGen project spec (`project.yml`) against the folder it
/// describes, so a renamed file, a module the app forgot to link or a scheme naming a
/// configuration that does not exist fails on Linux, before anyone opens Xcode:
///
/// - every file the spec names exists (sources, included specs, file groups, config files and the
///   files their `#include`s pull in — `#include?` is optional by design —, `INFOPLIST_FILE` and
///   `CODE_SIGN_ENTITLEMENTS`, StoreKit configurations, test plans, local packages), and property
///   lists and StoreKit files parse;
/// - the app target links every library product of every local package, except those excluded;
///   the products and test targets it names exist in the package;
/// - every configuration a config file, a scheme action or `options.defaultConfig` names is
///   declared in `configs`, and each configuration of the app target has its config file;
/// - the app target copies a privacy manifest (`PrivacyInfo.xcprivacy`) into the app, it is
///   well formed, and it declares every required-reason API category the code the app compiles
///   and links uses (see `checkPrivacy`);
/// - no Info.plist key, nor the build setting it is fed from, is named like a secret: everything
///   in an app bundle is public (see `checkBundleSecrets`).
///
/// The YAML is read with Yams, not matched with patterns: a finding names its key path and
/// line, and malformed YAML is reported at the line and column where the parser stopped.
public enum ProjectCheck {
  public static func run(
    spec specFile: URL, options: ProjectCheckOptions = ProjectCheckOptions(), displayPath: String? = nil
  ) throws(ProjectCheckError) -> ProjectCheckReport {
    let shownName = displayPath ?? specFile.lastPathComponent
    let text: String
    do {
      text = try String(contentsOf: specFile, encoding: .utf8)
    } catch {
      throw .unreadable(path: shownName, reason: error.localizedDescription)
    }
    let context = CheckContext(
      folder: specFile.deletingLastPathComponent(), specName: shownName, options: options)
    let root: Node
    do {
      guard let composed = try Yams.compose(yaml: text) else {
        context.report(.error, at: nil, "the spec is empty")
        return context.report()
      }
      root = composed
    } catch {
      context.reportMalformed(error)
      return context.report()
    }
    let spec = SpecNode(node: root, keyPath: "")
    guard spec.isMapping else {
      context.report(.error, at: spec, "the spec must be a mapping (name:, targets:, …)")
      return context.report()
    }
    context.checkFiles(spec)
    context.checkAssets(spec)
    context.checkConfigurations(spec)
    context.checkModules(spec)
    context.checkPrivacy(spec)
    context.checkBundleSecrets(spec)
    return context.report()
  }
}

/// The state of one run: where the spec lives, what was found so far.
final class CheckContext {
  let folder: URL
  let specName: String
  let options: ProjectCheckOptions
  private(set) var problems: [ProjectProblem] = []
  var filesChecked = 0
  var linkedProducts: [String] = []

  init(folder: URL, specName: String, options: ProjectCheckOptions) {
    self.folder = folder
    self.specName = specName
    self.options = options
  }

  func report() -> ProjectCheckReport {
    ProjectCheckReport(problems: problems, filesChecked: filesChecked, linkedProducts: linkedProducts)
  }

  func report(_ severity: ProjectProblem.Severity, at node: SpecNode?, _ message: String) {
    problems.append(
      ProjectProblem(
        severity, file: specName, line: node?.line, column: node?.column, keyPath: node?.keyPath ?? "",
        message: message))
  }

  /// A finding in another file than the spec (a Swift source, say).
  func report(_ problem: ProjectProblem) {
    problems.append(problem)
  }

  /// A spec Yams cannot read: the parser's own words, at its line and column.
  func reportMalformed(_ error: any Error) {
    let (problem, line, column) = Self.describe(error)
    problems.append(
      ProjectProblem(
        .error, file: specName, line: line, column: column, keyPath: "", message: "not valid YAML: \(problem)"))
  }

  private static func describe(_ error: any Error) -> (String, Int?, Int?) {
    guard let yamlError = error as? YamlError else { return ("\(error)", nil, nil) }
    switch yamlError {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let detail = context.map { "\(problem) (\($0.text) at line \($0.mark.line), column \($0.mark.column))" }
      return (detail ?? problem, mark.line, mark.column)
    case .duplicatedKeysInMapping(let duplicates, let context):
      return ("duplicate key(s) \(duplicates.sorted().joined(separator: ", "))", context.mark.line, context.mark.column)
    case .reader(let problem, let offset, _, let yaml):
      guard let offset, let position = Self.position(of: offset, in: yaml) else { return (problem, nil, nil) }
      return (problem, position.line, position.column)
    default:
      return ("\(yamlError)", nil, nil)
    }
  }

  /// Line and column (from 1, in Unicode scalars, as libyaml counts) of a UTF-8 byte offset.
  private static func position(of offset: Int, in text: String) -> (line: Int, column: Int)? {
    let utf8 = text.utf8
    guard offset <= utf8.count else { return nil }
    let end = utf8.index(utf8.startIndex, offsetBy: offset)
    let before = text[..<end]
    let line = before.reduce(into: 1) { count, character in if character == "\n" { count += 1 } }
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (line, text[lineStart..<end].unicodeScalars.count + 1)
  }

  /// `path` resolved against the spec's folder.
  func url(_ path: String, relativeTo base: URL? = nil) -> URL {
    URL(fileURLWithPath: path, relativeTo: base ?? folder).standardizedFileURL
  }

  /// A path relative to the spec's folder, for messages.
  func shown(_ url: URL) -> String {
    let base = folder.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
  }
}
