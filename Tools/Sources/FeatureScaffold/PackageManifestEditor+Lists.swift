import SwiftSyntax

/// Where a new product or target goes in a manifest: beside an anchor (in the list literal that
/// holds it, or after the `package.<list>.append(_:)` that adds it), else the `Package(...)`
/// call's list, else the one list the manifest's top-level statements append.
extension PackageManifestEditor {
  /// The variable the package is bound to (`let package = Package(...)`), which later
  /// statements extend (`package.targets.append(contentsOf:)`).
  var packageVariable: String? {
    var node = packageCall.map(Syntax.init)?.parent
    while let current = node {
      if let binding = current.as(PatternBindingSyntax.self) {
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
      node = current.parent
    }
    return nil
  }

  /// Where new entries of a package list go.
  enum Place {
    case list(ArrayExprSyntax)
    /// A top-level `package.<label>.append(x)` that adds an anchor: the new entry gets one too.
    case appendStatement(FunctionCallExprSyntax)
  }

  /// Where new entries of `label` (`targets`, `products`) go: beside an anchor (in its list
  /// literal, or after the `append(_:)` that adds it), else the `Package(...)` call's list, else
  /// the one list the manifest appends.
  func place(_ label: String) throws(ScaffoldError) -> Place {
    let lists = appendedLists(label)
    let packageList = try? packageArray(label)
    let singleAppends = appendCalls(label).filter { $0.arguments.count == 1 && $0.arguments.first?.label == nil }
    for anchor in anchors {
      guard let declaration = declaration(of: anchor, in: label) else { continue }
      // The anchor as the lists name it: its call, or the variable it is bound to (`let
      // appServices = Target.target(name: "AppServices", …)`, `package.targets += [appServices]`).
      let variable = declaration.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?
        .pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      func namesAnchor(_ expression: ExprSyntax) -> Bool {
        expression.id == ExprSyntax(declaration).id
          || (variable != nil && expression.as(DeclReferenceExprSyntax.self)?.baseName.text == variable)
      }
      for list in [packageList].compactMap({ $0 }) + lists
      where list.elements.contains(where: { namesAnchor($0.expression) }) {
        return .list(list)
      }
      if let call = singleAppends.first(where: { namesAnchor($0.arguments.first!.expression) }) {
        return .appendStatement(call)
      }
    }
    if packageCall?.arguments.contains(where: { $0.label?.text == label }) == true {
      return .list(try packageArray(label))
    }
    if let only = lists.first, lists.count == 1 { return .list(only) }
    let site = packageCall.map { location(of: $0) } ?? editor.path
    let variable = packageVariable ?? "package"
    if lists.count > 1 {
      let lines = lists.map { String(editor.line(of: $0)) }.joined(separator: ", ")
      throw ScaffoldError(
        "cannot update \(site): `Package(...)` has no `\(label):` list and the manifest appends \(lists.count) (lines "
          + "\(lines)), none of them with \(anchors.joined(separator: " or ")) to choose by")
    }
    let made = anchors.lazy.compactMap { anchor in self.helperCall(making: anchor).map { (anchor, $0) } }.first
    let how =
      made.map {
        " (\($0.0) is made at line \(editor.line(of: $0.1)) by `\(Self.callee($0.1))(…)`, a helper of the manifest)"
      } ?? ""
    throw ScaffoldError(
      "cannot update \(site): `Package(...)` has no `\(label):` list and the manifest adds none with a top-level "
        + "`\(variable).\(label).append(contentsOf: [...])` or `\(variable).\(label) += [...]`" + how)
  }

  /// The call that declares `name` in the list kind `label`: a `.target(name:)`-like call for
  /// targets, a `.library(name:)` for products.
  private func declaration(of name: String, in label: String) -> FunctionCallExprSyntax? {
    if label == "targets" { return targets[name] }
    return editor.all(FunctionCallExprSyntax.self).first {
      $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "library"
        && Self.stringArgument("name", of: $0) == name
    }
  }

  /// The array literals the manifest's top-level statements (also under `if` and `#if`, never
  /// in a function or closure, which may never run) add to the package's `label` list:
  /// `package.<label>.append(contentsOf: [...])` and `package.<label> += [...]`.
  private func appendedLists(_ label: String) -> [ArrayExprSyntax] {
    guard let variable = packageVariable else { return [] }
    func isPackageList(_ expression: ExprSyntax) -> Bool {
      guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
      return member.declName.baseName.text == label
        && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == variable
    }
    var found: [ArrayExprSyntax] = []
    for call in appendCalls(label) {
      guard let argument = call.arguments.first, argument.label?.text == "contentsOf", call.arguments.count == 1,
        case .array(let array) = extensibleArray(in: argument.expression, sharedVariablesAllowed: true)
      else { continue }
      found.append(array)
    }
    for sequence in editor.all(SequenceExprSyntax.self) where Self.runsAtTopLevel(sequence) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, isPackageList(elements[0]),
        elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
        case .array(let array) = extensibleArray(in: elements[2], sharedVariablesAllowed: true)
      else { continue }
      found.append(array)
    }
    return found.sorted { $0.position < $1.position }
  }

  /// The top-level `package.<label>.append(…)` calls, of one element or `contentsOf:`.
  private func appendCalls(_ label: String) -> [FunctionCallExprSyntax] {
    guard let variable = packageVariable else { return [] }
    return editor.all(FunctionCallExprSyntax.self).filter { call in
      guard Self.runsAtTopLevel(call), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "append",
        let list = member.base?.as(MemberAccessExprSyntax.self), list.declName.baseName.text == label
      else { return false }
      return list.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == variable
    }
  }

  private static func runsAtTopLevel(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self)
        || parent.is(InitializerDeclSyntax.self)
      {
        return false
      }
      current = parent.parent
    }
    return true
  }
}
