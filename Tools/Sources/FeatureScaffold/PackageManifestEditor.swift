import Foundation
import SwiftSyntax

/// Edits a `Package.swift` through its syntax tree: products, targets and test targets appended
/// to the list that declares the ``anchors`` (the `Package(...)` call's arrays, or a top-level
/// `package.targets.append(contentsOf: [...])` / `package.targets += [...]`, also inside an `if`
/// or `#if`), followed through a variable or a `+` when the manifest builds them that way, and a
/// dependency added to a named target. Formatting and comments of everything else stay byte for
/// byte.
struct PackageManifestEditor {
  private(set) var editor: SwiftSourceEditor
  /// The app's swift-format line length: an element appended to a one-line list moves to a
  /// new line rather than pass it.
  var lineLength = 120
  /// Targets whose list new targets (and whose products' list new products) join, first found
  /// first: a team that appends its app targets under `if`/`#if` gets the new ones there too.
  /// Without one of them, the `Package(...)` call's own lists.
  var anchors: [String] = []

  init(path: String, source: String) throws(ScaffoldError) {
    editor = try SwiftSourceEditor(path: path, source: source)
    let calls = editor.all(FunctionCallExprSyntax.self).filter(Self.isPackageCall)
    guard let first = calls.first else {
      throw ScaffoldError("cannot read \(path): no `Package(...)` call (is it a Swift package manifest?)")
    }
    // `#if os(Linux) let package = Package(...) #else let package = Package(...) #endif`: an
    // edit of one would leave the other without the feature.
    if calls.count > 1 {
      let lines = calls.map { String(editor.line(of: $0)) }.joined(separator: ", ")
      throw ScaffoldError(
        "cannot update \(path):\(editor.line(of: first)): it calls `Package(...)` \(calls.count) times (lines "
          + "\(lines)); this tool edits a manifest that declares its package once")
    }
  }

  var result: String { editor.result }

  var packageCall: FunctionCallExprSyntax? {
    editor.all(FunctionCallExprSyntax.self).first(where: Self.isPackageCall)
  }

  private static func isPackageCall(_ call: FunctionCallExprSyntax) -> Bool {
    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package"
  }

  // MARK: - Reading

  /// Every target declared anywhere in the manifest, by name: `.target(name: "X", …)`,
  /// `.testTarget`, `.executableTarget`, and the other target kinds. A `.target(name: "X")`
  /// that names a dependency (in a `dependencies:` list or a `condition:` form) is not a
  /// declaration, wherever it stands in the file.
  var targets: [String: FunctionCallExprSyntax] {
    var found: [String: FunctionCallExprSyntax] = [:]
    for call in editor.all(FunctionCallExprSyntax.self) {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text.hasSuffix("arget"),
        let name = Self.stringArgument("name", of: call), !Self.isDependencyReference(call)
      else { continue }
      found[name] = found[name] ?? call
    }
    return found
  }

  /// Whether a `.target(name:)` call names a dependency rather than declaring a target.
  private static func isDependencyReference(_ call: FunctionCallExprSyntax) -> Bool {
    if call.arguments.contains(where: { $0.label?.text == "condition" }) { return true }
    var node = call.parent
    while let current = node {
      if let argument = current.as(LabeledExprSyntax.self), argument.label?.text == "dependencies" { return true }
      if let binding = current.as(PatternBindingSyntax.self) {
        return binding.typeAnnotation?.type.trimmedDescription.contains("Dependency") == true
      }
      node = current.parent
    }
    return false
  }

  /// A call that makes the target `name` through a helper of the manifest (`feature("X")`,
  /// `.appModule("X", dependencies: […])`, `.feature(name: "X", …)`, `Module(name: "X")`): its
  /// first argument, unlabelled or `name:`, is the name.
  func helperCall(making name: String) -> FunctionCallExprSyntax? {
    let packageDescriptionCalls: Set<String> = [
      "product", "byName", "target", "library", "executable", "plugin", "package", "copy", "process",
      "testTarget", "executableTarget", "systemLibrary", "binaryTarget", "macro",
    ]
    return editor.all(FunctionCallExprSyntax.self).first { call in
      guard let first = call.arguments.first, first.label == nil || first.label?.text == "name",
        let literal = first.expression.as(StringLiteralExprSyntax.self),
        literal.representedLiteralValue == name
      else { return false }
      let callee =
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
      return !packageDescriptionCalls.contains(callee) && !Self.isDependencyReference(call)
    }
  }

  /// The names of the library products.
  var libraryProducts: Set<String> {
    Set(
      editor.all(FunctionCallExprSyntax.self).compactMap { call in
        guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "library" else {
          return nil
        }
        return Self.stringArgument("name", of: call)
      })
  }

  /// The package identity the manifest uses for `module`'s product (`.product(name: "KeelCore",
  /// package: "Keel")` → `Keel`), so new targets name the kit as the app already does.
  func packageIdentity(ofProduct module: String) -> String? {
    for call in editor.all(FunctionCallExprSyntax.self) {
      guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "product",
        Self.stringArgument("name", of: call) == module
      else { continue }
      return Self.stringArgument("package", of: call)
    }
    return nil
  }

  /// Whether targets share a `swiftSettings: strict` constant (new targets then use it too).
  var usesStrictSettings: Bool {
    editor.all(LabeledExprSyntax.self).contains {
      $0.label?.text == "swiftSettings" && $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "strict"
    }
  }

  static func stringArgument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
    guard let argument = call.arguments.first(where: { $0.label?.text == label }),
      let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      case .stringSegment(let segment) = literal.segments.first
    else { return nil }
    return segment.content.text
  }

  // MARK: - Editing

  /// Appends `product` (source text of one `.library(...)`) to the package's products: the
  /// list that holds an anchor's library, else the `Package(...)` call's.
  mutating func appendProduct(_ product: String) throws(ScaffoldError) {
    try add(product, to: "products")
  }

  /// Appends `target` (source text of one `.target(...)`/`.testTarget(...)`) to the targets:
  /// the list that declares an anchor, else the `Package(...)` call's.
  mutating func appendTarget(_ target: String) throws(ScaffoldError) {
    try add(target, to: "targets")
  }

  private mutating func add(_ element: String, to label: String) throws(ScaffoldError) {
    switch try place(label) {
    case .list(let array):
      editor.append(element, to: array, lineLimit: lineLength - 2)
    case .appendStatement(let call):
      // `package.products.append(.library(…))`: a statement like it on the next line.
      let callee = call.calledExpression.trimmedDescription
      let statement =
        element.contains("\n") ? "\(callee)(\n" + element.indented("  ") + "\n)" : "\(callee)(\(element))"
      editor.insertLines(statement, after: call)
    }
  }

  /// Adds `"dependency"` to the dependencies of the target named `target`, after its last
  /// plain module name (the app's own modules come before the kit's products). The target may
  /// be a `.target(name:…)` call anywhere in the file or a helper's call with a `dependencies:`
  /// argument; the list may be a literal, a `+` of literals and variables, or a variable only
  /// this target uses.
  mutating func addDependency(_ dependency: String, toTarget target: String) throws(ScaffoldError) {
    let element = "\"\(dependency)\""
    guard let call = targets[target] ?? helperCall(making: target) else {
      throw ScaffoldError("cannot update \(editor.path): it has no target named \(target)")
    }
    guard let argument = call.arguments.first(where: { $0.label?.text == "dependencies" }) else {
      guard targets[target] != nil else {
        throw ScaffoldError(
          "cannot update \(location(of: call)): target \(target) is made by `\(Self.callee(call))(…)`, which has no "
            + "`dependencies:` argument to add \(dependency) to")
      }
      // `dependencies:` comes right after `name:` in every target initializer.
      guard let name = call.arguments.first(where: { $0.label?.text == "name" }) else {
        throw ScaffoldError(
          "cannot update \(location(of: call)): target \(target) has no `name:` to add dependencies after")
      }
      if let comma = name.trailingComma {
        editor.edits.insert(" dependencies: [\(element)],", at: comma.endPositionBeforeTrailingTrivia.utf8Offset)
      } else {
        editor.edits.insert(
          ", dependencies: [\(element)]", at: name.expression.endPositionBeforeTrailingTrivia.utf8Offset)
      }
      return
    }
    let array: ArrayExprSyntax
    switch extensibleArray(in: argument.expression, sharedVariablesAllowed: false) {
    case .array(let found):
      array = found
    case .sharedVariable(let name):
      throw ScaffoldError(
        "cannot update \(location(of: argument)): the dependencies of \(target) are the variable `\(name)`, which "
          + "other targets use too (adding \(dependency) there would add it to them)")
    case .none:
      throw ScaffoldError(
        "cannot update \(location(of: argument)): the dependencies of \(target) "
          + "(`\(Self.excerpt(argument.expression))`) are not an array literal this tool can extend")
    }
    if array.elements.contains(where: {
      $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue == dependency
    }) {
      return
    }
    editor.append(
      element, to: array, afterLastMatching: { $0.is(StringLiteralExprSyntax.self) }, lineLimit: lineLength - 2)
  }

  /// The array literal a `Package(...)` argument holds: directly, behind a variable of the
  /// manifest, or in the first operand of a `+` that is or holds one.
  func packageArray(_ label: String) throws(ScaffoldError) -> ArrayExprSyntax {
    guard let call = packageCall, let argument = call.arguments.first(where: { $0.label?.text == label }) else {
      throw ScaffoldError("cannot update \(editor.path): `Package(...)` has no `\(label):` argument")
    }
    guard case .array(let array) = extensibleArray(in: argument.expression, sharedVariablesAllowed: true) else {
      // `targets: targets`, where `let targets = modules.flatMap { … }`: say what the value is.
      let value = argument.expression.as(DeclReferenceExprSyntax.self).flatMap {
        variableValue(named: $0.baseName.text)
      }
      let computed =
        value.map { " (line \(editor.line(of: $0)): `\(Self.excerpt($0))`)" } ?? ""
      throw ScaffoldError(
        "cannot update \(location(of: argument)): `\(label): \(Self.excerpt(argument.expression))`\(computed) "
          + "is not an array literal, a variable holding one or a `+` of those, which this tool can extend")
    }
    return array
  }

  enum Extensible {
    case array(ArrayExprSyntax)
    /// A variable that holds the list and that other code reads too.
    case sharedVariable(String)
  }

  func extensibleArray(
    in expression: ExprSyntax, sharedVariablesAllowed: Bool, seen: Set<String> = []
  ) -> Extensible? {
    if let array = expression.as(ArrayExprSyntax.self) { return .array(array) }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return extensibleArray(in: only.expression, sharedVariablesAllowed: sharedVariablesAllowed, seen: seen)
    }
    var operands: [ExprSyntax] = []
    if let sequence = expression.as(SequenceExprSyntax.self) {
      // Only a sum: `a + b`, never a ternary or a call's result.
      let operators = sequence.elements.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
      guard operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) else { return nil }
      operands = sequence.elements.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    } else if let infix = expression.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
    {
      operands = [infix.leftOperand, infix.rightOperand]
    } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      guard !seen.contains(name), let value = variableValue(named: name) else { return nil }
      if !sharedVariablesAllowed, references(to: name) > 1 { return .sharedVariable(name) }
      return extensibleArray(in: value, sharedVariablesAllowed: sharedVariablesAllowed, seen: seen.union([name]))
    }
    // The first operand that is (or holds) a literal, in order: `appTargets + [...]` grows
    // `appTargets`, `features.map { … } + [...]` the literal.
    var shared: Extensible?
    for operand in operands {
      switch extensibleArray(in: operand, sharedVariablesAllowed: sharedVariablesAllowed, seen: seen) {
      case .array(let array): return .array(array)
      case .sharedVariable(let name): shared = shared ?? .sharedVariable(name)
      case nil: continue
      }
    }
    return shared
  }

  /// The initial value of a top-level `let`/`var` of the manifest.
  private func variableValue(named name: String) -> ExprSyntax? {
    for variable in editor.all(VariableDeclSyntax.self) {
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        if let value = binding.initializer?.value { return value }
      }
    }
    return nil
  }

  private func references(to name: String) -> Int {
    editor.all(DeclReferenceExprSyntax.self).filter { $0.baseName.text == name }.count
  }

  /// `path:line` of a node, for errors that name where.
  func location(of node: some SyntaxProtocol) -> String {
    "\(editor.path):\(editor.line(of: node))"
  }

  static func callee(_ call: FunctionCallExprSyntax) -> String {
    call.calledExpression.trimmedDescription
  }

  /// An expression's source on one line, shortened for an error message.
  private static func excerpt(_ expression: ExprSyntax) -> String {
    let text = expression.trimmedDescription.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    return text.count > 60 ? String(text.prefix(57)) + "…" : text
  }
}
