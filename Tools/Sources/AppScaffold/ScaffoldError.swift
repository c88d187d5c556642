import Foundation

/// Why `keel new` refused or failed. Each is one line naming the problem; the command exits with
/// status 2 for every one of them (bad input or an unusable kit) and writes nothing.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
  case notAnIdentifier(String)
  case keyword(String)
  case lowercaseName(String)
  case clashesWithModule(String, String)
  case malformedBundleID(String)
  case malformedScheme(String, String)
  case outputNotEmpty(String)
  case outputIsAFile(String)
  case kitNotFound(String, String)
  case kitVersionMissing(String)
  case kitVersionWithPath(String)
  case cloneFailed(String, String, String)
  case unreadableTemplate(String, String)
  case manifestRewrite(String)
  case lintConfiguration(String)
  case writeFailed(String, String)
  /// A `keel:sample` marker of the template that does not pair up (file, line, what is wrong).
  case sampleMarker(String, Int, String)

  public var description: String {
    switch self {
    case .notAnIdentifier(let name):
      "app name '\(name)' is not a Swift identifier (letters, digits and _, not starting with a digit)"
    case .keyword(let name):
      "app name '\(name)' is a Swift keyword"
    case .lowercaseName(let name):
      "app name '\(name)' must start with an upper-case letter: it names the app target and types"
        + " (\(name)Endpoints, \(name)ServerProcess)"
    case .clashesWithModule(let name, let owner):
      "app name '\(name)' clashes with the module \(name) of \(owner)"
    case .malformedBundleID(let id):
      "bundle id '\(id)' is malformed: expected reverse DNS such as com.example.app (letters, digits and -,"
        + " at least two parts separated by dots)"
    case .malformedScheme(let scheme, let reason):
      "URL scheme '\(scheme)' is malformed: \(reason)"
    case .outputNotEmpty(let path):
      "output folder \(path) exists and is not empty"
    case .outputIsAFile(let path):
      "output \(path) exists and is not a folder"
    case .kitNotFound(let path, let missing):
      "--kit \(path) is not a Keel kit checkout: \(missing) is missing"
    case .kitVersionMissing(let url):
      "--kit \(url) is a git URL and needs --kit-version (a tag such as 1.2.0)"
    case .kitVersionWithPath(let path):
      "--kit-version applies to a git URL only; --kit \(path) is a local path"
    case .cloneFailed(let url, let version, let output):
      "cannot clone \(url) at \(version): \(output)"
    case .unreadableTemplate(let path, let reason):
      "cannot read the template at \(path): \(reason)"
    case .manifestRewrite(let reason):
      "cannot rewrite the kit dependency in Package.swift: \(reason)"
    case .lintConfiguration(let reason):
      "cannot derive .keel-lint.json from the kit's: \(reason)"
    case .writeFailed(let path, let reason):
      "cannot write \(path): \(reason)"
    case .sampleMarker(let path, let line, let reason):
      "the template's sample markers are broken at \(path):\(line): \(reason)"
    }
  }
}
