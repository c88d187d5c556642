import Testing

@testable import KeelLint

/// The index several rules share instead of walking the tree each: what it lists decides what
/// they can see, so a member it missed would be a property no rule checks.
@Suite struct DeclarationsTests {
  private let source = """
    import Foundation
    #if DEBUG
      import Logging
    #endif

    final class Screen {
      weak var delegate: ScreenDelegate?
      #if DEBUG
        var debugCoordinator: DebugCoordinator?
      #endif
      static let shared = Screen()
      struct Inner { var value: Int }
      func load() {
        var local = 1
        struct Local { let flag: Bool }
        local += 1
      }
      var title: String { "t" }
    }

    enum Mode { case on }
    extension Screen { actor Worker {} }
    protocol Routing { var name: String { get } }
    """

  @Test func membersOfEveryTypeAreListedIncludingThoseInIfBlocksAndNoLocals() {
    let declarations = LintFile(source: source, path: "Screen.swift").declarations
    let names = declarations.memberVariables.flatMap { $0.bindings.map(\.pattern.trimmedDescription) }
    #expect(Set(names) == ["delegate", "debugCoordinator", "shared", "value", "flag", "title", "name"])
    #expect(!names.contains("local"))
  }

  @Test func typesCarryTheirKindAndNameAndExtensionsAndProtocolsHaveNone() {
    let declarations = LintFile(source: source, path: "Screen.swift").declarations
    #expect(
      declarations.kindsByName == [
        "Screen": .reference, "Inner": .value, "Local": .value, "Mode": .value, "Worker": .reference,
      ])
    #expect(declarations.types.count == 7)
    #expect(declarations.types.filter { $0.name == nil }.count == 2)
  }

  @Test func functionBodiesIncludeComputedPropertiesAndNestedFunctions() {
    let declarations = LintFile(source: source, path: "Screen.swift").declarations
    #expect(declarations.functionBodies.map(\.description) == ["function 'load'", "property 'title'"])
  }

  @Test func importsAreReadAtTheTopLevelAndInsideIfBlocks() {
    let file = LintFile(source: source, path: "Screen.swift")
    #expect(file.imports.map(\.path.trimmedDescription) == ["Foundation", "Logging"])
  }
}
