import SwiftParser
import SwiftSyntax

/// Apple's categories of required-reason APIs and the reasons an app may give for each, from
/// "Describing use of required reason API"
/// (https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api).
/// App Store Connect refuses an upload whose code uses one of these APIs without the category
/// in the app's `PrivacyInfo.xcprivacy` (ITMS-91053, since 1 May 2024).
enum RequiredReasonCategory: String, CaseIterable, Sendable {
  case fileTimestamp = "NSPrivacyAccessedAPICategoryFileTimestamp"
  case systemBootTime = "NSPrivacyAccessedAPICategorySystemBootTime"
  case diskSpace = "NSPrivacyAccessedAPICategoryDiskSpace"
  case activeKeyboards = "NSPrivacyAccessedAPICategoryActiveKeyboards"
  case userDefaults = "NSPrivacyAccessedAPICategoryUserDefaults"

  /// Every reason Apple lists for the category, the SDK-only ones included.
  var reasons: [String] {
    switch self {
    case .fileTimestamp: ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"]
    case .systemBootTime: ["35F9.1", "8FFB.1", "3D61.1"]
    case .diskSpace: ["85F4.1", "E174.1", "7D9E.1", "B728.1"]
    case .activeKeyboards: ["3EC4.1", "54BD.1"]
    case .userDefaults: ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"]
    }
  }

  /// Reasons only a third-party SDK may declare (a wrapper the app calls); never an app's.
  static let sdkOnlyReasons: Set<String> = ["0A2A.1", "C56D.1"]

  /// The reasons an app may declare, for messages.
  var appReasons: [String] { reasons.filter { !Self.sdkOnlyReasons.contains($0) } }
}

/// One place Swift code uses a required-reason API.
struct RequiredReasonUse: Equatable, Sendable {
  let category: RequiredReasonCategory
  /// The name the code uses (`UserDefaults`, `systemUptime`, `stat`).
  let api: String
  let line: Int
  let column: Int
}

/// Finds required-reason API uses in Swift source by its syntax tree, so comments, strings and
/// the code's own declarations of a same-named property do not count. The Swift spellings of
/// Apple's list (`FileAttributeKey.modificationDate` for `NSFileModificationDate`,
/// `URLResourceKey.volumeAvailableCapacityKey`, `ProcessInfo.systemUptime`, the C functions):
///
/// - a name that is nothing else (`UserDefaults`, `systemUptime`, `creationDateKey`,
///   `activeInputModes`) counts wherever the code refers to it, as a type too (`@AppStorage`
///   stores in UserDefaults);
/// - a C function (`stat`, `lstat`, `statfs`, `mach_absolute_time`…) counts when it is called;
/// - `creationDate` and `modificationDate`, common property names, count only as implicit
///   members (`attributes[.modificationDate]`) or members of `FileAttributeKey`. A value read
///   through `URLResourceValues` is found by the key it asked for (`.creationDateKey`).
enum RequiredReasonUseFinder {
  static func uses(in source: String) -> [RequiredReasonUse] {
    let tree = Parser.parse(source: source)
    let visitor = Visitor(converter: SourceLocationConverter(fileName: "", tree: tree))
    visitor.walk(tree)
    return visitor.uses
  }

  /// Names that mean the API wherever they are referred to.
  static let names: [String: RequiredReasonCategory] = {
    var names: [String: RequiredReasonCategory] = [:]
    for name in ["UserDefaults", "NSUserDefaults", "AppStorage"] { names[name] = .userDefaults }
    for name in ["systemUptime"] { names[name] = .systemBootTime }
    for name in [
      "creationDateKey", "contentModificationDateKey", "contentModificationDate", "fileModificationDate",
      "fileCreationDate", "NSFileCreationDate", "NSFileModificationDate", "NSURLCreationDateKey",
      "NSURLContentModificationDateKey",
    ] {
      names[name] = .fileTimestamp
    }
    for name in [
      "volumeAvailableCapacityKey", "volumeAvailableCapacityForImportantUsageKey",
      "volumeAvailableCapacityForOpportunisticUsageKey", "volumeTotalCapacityKey", "volumeAvailableCapacity",
      "volumeAvailableCapacityForImportantUsage", "volumeAvailableCapacityForOpportunisticUsage",
      "volumeTotalCapacity", "systemFreeSize", "systemSize", "NSFileSystemFreeSize", "NSFileSystemSize",
      "NSURLVolumeAvailableCapacityKey", "NSURLVolumeAvailableCapacityForImportantUsageKey",
      "NSURLVolumeAvailableCapacityForOpportunisticUsageKey", "NSURLVolumeTotalCapacityKey",
    ] {
      names[name] = .diskSpace
    }
    names["activeInputModes"] = .activeKeyboards
    return names
  }()

  /// C functions, which count when called.
  static let functions: [String: RequiredReasonCategory] = {
    var functions: [String: RequiredReasonCategory] = ["mach_absolute_time": .systemBootTime]
    for name in [
      "stat", "fstat", "fstatat", "lstat", "getattrlist", "getattrlistbulk", "fgetattrlist", "getattrlistat",
    ] {
      functions[name] = .fileTimestamp
    }
    for name in ["statfs", "statvfs", "fstatfs", "fstatvfs"] { functions[name] = .diskSpace }
    return functions
  }()

  /// Common property names that are the API only as `FileAttributeKey` members.
  static let fileAttributeKeys: Set<String> = ["creationDate", "modificationDate"]

  private final class Visitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var uses: [RequiredReasonUse] = []

    init(converter: SourceLocationConverter) {
      self.converter = converter
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.baseName.text
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        if RequiredReasonUseFinder.fileAttributeKeys.contains(name), member.base == nil || base == "FileAttributeKey" {
          record(.fileTimestamp, name, at: node)
          return .visitChildren
        }
      } else if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
        let category = RequiredReasonUseFinder.functions[name]
      {
        record(category, name, at: node)
        return .visitChildren
      }
      if let category = RequiredReasonUseFinder.names[name] { record(category, name, at: node) }
      return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      if let category = RequiredReasonUseFinder.names[node.name.text] { record(category, node.name.text, at: node) }
      return .visitChildren
    }

    private func record(_ category: RequiredReasonCategory, _ api: String, at node: some SyntaxProtocol) {
      let location = node.startLocation(converter: converter)
      uses.append(RequiredReasonUse(category: category, api: api, line: location.line, column: location.column))
    }
  }
}
