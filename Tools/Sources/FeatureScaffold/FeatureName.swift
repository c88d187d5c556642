/// A feature's name and every name derived from it: `Reports` gives the module `ReportsFeature`,
/// the types `ReportsCoordinator`, `ReportsViewModel`…, the lower-camel `reports` (strings keys,
/// the tab's case, factory methods) and the words people read (`My Reports` for `MyReports`).
public struct FeatureName: Sendable, Equatable {
  /// The upper-camel name without the `Feature` suffix.
  public let base: String

  /// Validates `raw` as a feature name. A trailing `Feature` is dropped (`ReportsFeature` and
  /// `Reports` name the same feature).
  public init(_ raw: String) throws(ScaffoldError) {
    var name = raw
    if name.hasSuffix("Feature") { name.removeLast("Feature".count) }
    guard let first = name.unicodeScalars.first else {
      throw ScaffoldError("'\(raw)' is not a feature name: it is empty once 'Feature' is dropped")
    }
    guard
      ("A"..."Z").contains(first),
      name.unicodeScalars.allSatisfy({
        ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
      })
    else {
      throw ScaffoldError(
        "'\(raw)' is not a feature name: use an upper-camel Swift identifier of ASCII letters and digits (e.g. Reports)"
      )
    }
    base = name
    if Self.swiftKeywords.contains(lowerCamel) || Self.swiftKeywords.contains(base) {
      throw ScaffoldError("'\(raw)' is not a feature name: '\(lowerCamel)' is a Swift keyword")
    }
    if Self.reservedNames.contains(base) || Self.reservedLowerNames.contains(lowerCamel) {
      throw ScaffoldError("'\(raw)' is not a feature name: it clashes with a name Keel or Swift reserves")
    }
  }

  public var module: String { base + "Feature" }
  public var testModule: String { module + "Tests" }
  public var coordinator: String { base + "Coordinator" }
  public var coordinatorView: String { base + "CoordinatorView" }
  public var viewModel: String { base + "ViewModel" }
  public var view: String { base + "View" }
  public var route: String { base + "Route" }
  public var screen: String { base + "Screen" }
  public var elementsFactory: String { base + "ElementsFactory" }
  public var testFactory: String { base + "TestFactory" }
  /// The factory's method for the view model, and the composition root's for the coordinator.
  public var viewModelMethod: String { lowerCamel + "ViewModel" }
  public var coordinatorMethod: String { lowerCamel + "Coordinator" }

  /// `Reports` → `reports`, `URLTools` → `urlTools`, `MyReports` → `myReports`.
  public var lowerCamel: String {
    let characters = Array(base)
    var upperRun = 0
    while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
    // In `URLTools` the run is `URLT`; its last letter starts the next word unless the name ends.
    let lowered = upperRun == characters.count || upperRun == 1 ? upperRun : upperRun - 1
    return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  }

  /// `MyReports` → `My Reports`: the title people see until the strings are translated.
  public var displayName: String {
    var words = ""
    let characters = Array(base)
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        index > 0 && character.isUppercase
        && (previous?.isLowercase == true || previous?.isNumber == true || next?.isLowercase == true)
      if startsWord { words.append(" ") }
      words.append(character)
    }
    return words
  }

  static let swiftKeywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "precedencegroup",
    "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
    "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "Self", "super",
    "throws", "true", "try", "await", "async", "any", "some", "Any", "Type", "Protocol", "actor", "macro",
    "consume", "copy", "discard", "each", "then",
  ]

  /// Upper-camel names whose module, types or members would shadow the kit's, Swift's or the
  /// app's own layers (`App` would make `AppFeature`, the root).
  static let reservedNames: Set<String> = [
    "App", "Keel", "Swift", "Foundation", "SwiftUI", "Observation", "Testing", "Combine", "UIKit", "String", "Int",
    "Bool", "Double", "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Task", "Never", "Void",
    "Equatable", "Hashable", "Codable", "Sendable", "View", "Text", "Tab", "Root", "Session", "L10n",
  ]

  /// Lower-camel names that are members `L10n` already has at its top.
  static let reservedLowerNames: Set<String> = [
    "format", "string", "localizer", "localization", "availableLanguages", "currentLanguage", "selectedLanguage",
    "selectLanguage", "value",
  ]
}
