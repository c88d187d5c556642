import SwiftSyntax

/// Edits a `Package.swift` through its syntax tree: products, targets and test targets appended
/// to the `Package(...)` call's arrays (followed through a variable or a `+` when the manifest
/// builds them that way), and a dependency added to a named target. Formatting and comments of
/// everything else stay byte for byte.
struct PackageManifestEditor {
  private(set) var editor: SwiftSourceEditor

  init(path: String, source: String) throws(ScaffoldError) {
    editor = try SwiftSourceEditor(path: path, source: source)
    guard packageCall != nil else {
      throw ScaffoldError("cannot read \(path): no `Package(...)` call (is it a Swift package manifest?)")
    }
  }

  var result: String { editor.result }

  private var packageCall: FunctionCallExprSyntax? {
    editor.all(FunctionCallExprSyntax.self).first {
      $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package"
    }
  }

  // MARK: - Reading

  /// Every target declared anywhere in the manifest, by name: `.target(name: "X", …)`,
  /// `.testTarget`, `.executableTarget`, and the other target kinds.
  var targets: [String: FunctionCallExprSyntax] {
    var found: [String: FunctionCallExprSyntax] = [:]
    for call in editor.all(FunctionCallExprSyntax.self) {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text.hasSuffix("arget"),
        let name = Self.stringArgument("name", of: call)
      else { continue }
      found[name] = found[name] ?? call
    }
    return found
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

  /// Appends `product` (source text of one `.library(...)`) to the package's products.
  mutating func appendProduct(_ product: String) throws(ScaffoldError) {
    editor.append(product, to: try packageArray("products"))
  }

  /// Appends `target` (source text of one `.target(...)`/`.testTarget(...)`) to the targets.
  mutating func appendTarget(_ target: String) throws(ScaffoldError) {
    editor.append(target, to: try packageArray("targets"))
  }

  /// Adds `"dependency"` to the dependencies of the target named `target`, after its last
  /// plain module name (the app's own modules come before the kit's products).
  mutating func addDependency(_ dependency: String, toTarget target: String) throws(ScaffoldError) {
    guard let call = targets[target] else {
      throw ScaffoldError("cannot update \(editor.path): it has no target named \(target)")
    }
    let element = "\"\(dependency)\""
    guard let argument = call.arguments.first(where: { $0.label?.text == "dependencies" }) else {
      // `dependencies:` comes right after `name:` in every target initializer.
      guard let name = call.arguments.first(where: { $0.label?.text == "name" }) else {
        throw ScaffoldError("cannot update \(editor.path): target \(target) has no `name:` to add dependencies after")
      }
      if let comma = name.trailingComma {
        editor.edits.insert(" dependencies: [\(element)],", at: comma.endPositionBeforeTrailingTrivia.utf8Offset)
      } else {
        editor.edits.insert(
          ", dependencies: [\(element)]", at: name.expression.endPositionBeforeTrailingTrivia.utf8Offset)
      }
      return
    }
    guard let array = Self.firstArray(in: argument.expression) else {
      throw ScaffoldError(
        "cannot update \(editor.path): the dependencies of \(target) are not an array literal")
    }
    if array.elements.contains(where: {
      $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue == dependency
    }) {
      return
    }
    editor.append(element, to: array) { $0.is(StringLiteralExprSyntax.self) }
  }

  /// The array literal a `Package(...)` argument holds, directly, behind a variable of the
  /// manifest, or as the first operand of a `+`.
  private func packageArray(_ label: String) throws(ScaffoldError) -> ArrayExprSyntax {
    guard let call = packageCall, let argument = call.arguments.first(where: { $0.label?.text == label }) else {
      throw ScaffoldError("cannot update \(editor.path): `Package(...)` has no `\(label):` argument")
    }
    if let array = Self.firstArray(in: argument.expression) { return array }
    if let reference = Self.firstReference(in: argument.expression), let array = variableArray(named: reference) {
      return array
    }
    throw ScaffoldError("cannot update \(editor.path): `\(label):` is not an array literal this tool can extend")
  }

  private func variableArray(named name: String) -> ArrayExprSyntax? {
    for variable in editor.all(VariableDeclSyntax.self) {
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        if let value = binding.initializer?.value, let array = Self.firstArray(in: value) { return array }
      }
    }
    return nil
  }

  private static func firstArray(in expression: ExprSyntax) -> ArrayExprSyntax? {
    if let array = expression.as(ArrayExprSyntax.self) { return array }
    if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
      return firstArray(in: first)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self) { return firstArray(in: infix.leftOperand) }
    return nil
  }

  private static func firstReference(in expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
      return firstReference(in: first)
    }
    return nil
  }
}
