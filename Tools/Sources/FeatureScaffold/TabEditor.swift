import Foundation
import SwiftSyntax

/// `--tab`: the edits that add a feature as a tab of the signed-in session, each placed by the
/// syntax tree of the app's `AppFeature` files: the `AppTab` case (which the deep-link parser's
/// `tab/<name>` rule admits through `AppTab.allCases`), the `TabRoute` case and its switches,
/// the session factory's method, the `SessionCoordinator`'s coordinator, stack and output, and
/// the tab in `SessionCoordinatorView`.
struct TabEditor {
  let name: FeatureName
  /// Swift files of the AppFeature module: path relative to the app → contents.
  let files: [String: String]

  struct Result {
    var modified: [String: String] = [:]
    /// The folder of `TabRoute`'s file, where the tab's bridge goes.
    var tabsFolder: String
    var scheme: String
  }

  func edit() throws(ScaffoldError) -> Result {
    let tab = name.lowerCamel
    var appTab = try editor(declaring: "enum AppTab")
    var tabRoute = try editor(declaring: "enum TabRoute")
    var factory = try editor(declaring: "protocol SessionElementsFactory")
    var session = try editor(declaring: "class SessionCoordinator")
    var view = try editor(declaring: "struct SessionCoordinatorView")
    let parserPath = try path(declaring: "enum AppDeepLinkParser")

    try editAppTab(&appTab)
    try editTabRoute(&tabRoute)

    // SessionElementsFactory
    guard let protocolDecl = factory.protocolDecl(named: "SessionElementsFactory") else {
      throw unreadable("SessionElementsFactory", factory.path)
    }
    factory.appendMember("func \(name.coordinatorMethod)() -> \(name.coordinator)", to: protocolDecl.memberBlock)
    factory.addImport(name.module)

    // SessionCoordinator
    try editSession(&session)

    try editSessionView(&view)

    // AppDeepLinkParser: the rule follows AppTab; its doc comment lists the tab names.
    let parser = files[parserPath]!
    guard parser.contains("AppTab.allCases") else {
      throw ScaffoldError(
        "cannot add the tab's deep link: the `tab` rule in \(parserPath) does not follow AppTab.allCases")
    }
    guard let scheme = Self.scheme(in: parser) else {
      throw ScaffoldError("cannot read the deep-link scheme: no `static let scheme = \"…\"` in \(parserPath)")
    }

    var result = Result(
      tabsFolder: (tabRoute.path as NSString).deletingLastPathComponent, scheme: scheme)
    let edited = [appTab, tabRoute, factory, session, view]
    guard Set(edited.map(\.path) + [parserPath]).count == edited.count + 1 else {
      throw ScaffoldError(
        "cannot add a tab: AppTab, TabRoute, SessionElementsFactory, SessionCoordinator, SessionCoordinatorView "
          + "and AppDeepLinkParser must each have a file of their own in AppFeature")
    }
    for file in edited { result.modified[file.path] = file.result }
    if let listed = Self.withTabListed(tab, in: parser) { result.modified[parserPath] = listed }
    return result
  }

  /// The new case at the end of `AppTab`, refused when the app has that tab already.
  private func editAppTab(_ appTab: inout SwiftSourceEditor) throws(ScaffoldError) {
    let tab = name.lowerCamel
    guard let tabs = appTab.enumDecl(named: "AppTab") else { throw unreadable("AppTab", appTab.path) }
    let tabCases = Set(
      tabs.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
        .flatMap { $0.elements.map(\.name.text) })
    if tabCases.contains(tab) {
      throw ScaffoldError("the app already has a tab named \(tab) (AppTab in \(appTab.path))")
    }
    guard let lastTab = tabs.memberBlock.members.last(where: { $0.decl.is(EnumCaseDeclSyntax.self) }) else {
      throw unreadable("AppTab", appTab.path)
    }
    appTab.insertLines("case \(tab)", after: lastTab)
  }

  /// `TabRoute`'s case, and an arm in each of its switches over the tabs (`tab`, `description`).
  private func editTabRoute(_ tabRoute: inout SwiftSourceEditor) throws(ScaffoldError) {
    let tab = name.lowerCamel
    guard let routes = tabRoute.enumDecl(named: "TabRoute"),
      let lastRoute = routes.memberBlock.members.last(where: { $0.decl.is(EnumCaseDeclSyntax.self) })
    else { throw unreadable("TabRoute", tabRoute.path) }
    tabRoute.insertLines("case \(tab)(\(name.route))", after: lastRoute)
    for member in routes.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first,
        let variableName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      let switches = tabRoute.all(SwitchExprSyntax.self).filter {
        $0.position >= binding.position && $0.endPosition <= binding.endPosition
      }
      for switchExpr in switches {
        guard let last = switchExpr.cases.last else { continue }
        switch variableName {
        case "tab": tabRoute.insertLines("case .\(tab): .\(tab)", after: last)
        case "description": tabRoute.insertLines("case .\(tab)(let route): \"\(tab).\\(route)\"", after: last)
        default:
          throw ScaffoldError(
            "cannot add the tab: TabRoute.\(variableName) in \(tabRoute.path) switches over the tabs in a way "
              + "this tool does not know; add the tab by hand")
        }
      }
    }
    tabRoute.addImport(name.module)
  }

  /// The tab in `SessionCoordinatorView`'s `TabView`, after the last one.
  private func editSessionView(_ view: inout SwiftSourceEditor) throws(ScaffoldError) {
    guard
      let tabView = view.all(FunctionCallExprSyntax.self).first(where: {
        $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TabView"
      }), let lastEntry = tabView.trailingClosure?.statements.last
    else { throw unreadable("the TabView of SessionCoordinatorView", view.path) }
    view.insertLines(AppWiringTemplates.tabViewEntry(name), after: lastEntry)
    view.addImport(name.module)
  }

  private func editSession(_ session: inout SwiftSourceEditor) throws(ScaffoldError) {
    let tab = name.lowerCamel
    guard let decl = session.classDecl(named: "SessionCoordinator") else {
      throw unreadable("SessionCoordinator", session.path)
    }
    let memberNames = Set(
      decl.memberBlock.members.flatMap { member -> [String] in
        if let variable = member.decl.as(VariableDeclSyntax.self) {
          return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let function = member.decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
        return []
      })
    if memberNames.contains(tab) {
      throw ScaffoldError("'\(name.base)' clashes with SessionCoordinator.\(tab) in \(session.path)")
    }
    // Array first: SyntaxCollection.filter makes a detached collection, whose positions start at 0.
    let coordinators = Array(decl.memberBlock.members).filter { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
      return variable.bindings.contains {
        $0.typeAnnotation?.type.trimmedDescription.hasSuffix("Coordinator") == true
      }
    }
    guard let lastCoordinator = coordinators.last,
      let initializer = decl.memberBlock.members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first,
      let body = initializer.body
    else { throw unreadable("SessionCoordinator's tabs", session.path) }
    session.insertLines("public let \(tab): \(name.coordinator)", after: lastCoordinator)
    guard
      let lastMade = body.statements.last(where: {
        $0.trimmedDescription.range(of: #"^\w+ = factory\.\w+Coordinator\(\)$"#, options: .regularExpression) != nil
      })
    else { throw unreadable("the tabs' coordinators made in SessionCoordinator.init", session.path) }
    session.insertLines("\(tab) = factory.\(name.coordinatorMethod)()", after: lastMade)
    guard
      let flows = session.all(VariableDeclSyntax.self).first(where: {
        $0.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "flows"
      }), let dictionary = flows.bindings.first?.initializer?.value.as(DictionaryExprSyntax.self)
    else { throw unreadable("the `flows` of SessionCoordinator.init", session.path) }
    try session.append(key: ".\(tab)", value: tab, to: dictionary)
    guard let lastStatement = body.statements.last else { throw unreadable("SessionCoordinator.init", session.path) }
    session.insertLines(
      """
      // Done in the \(name.displayName) tab goes back to the first tab.
      \(tab).output = .init(onFinish: { [weak self] in
        guard let self, let first = tabs.first else { return }
        select(first)
      })
      """, after: lastStatement)
    session.addImport(name.module)
  }

  // MARK: - Files

  private func path(declaring declaration: String) throws(ScaffoldError) -> String {
    let matches = files.filter { $0.value.contains(declaration + " ") || $0.value.contains(declaration + ":") }
      .map(\.key).sorted()
    guard let first = matches.first else {
      throw ScaffoldError("cannot add a tab: no file in AppFeature declares `\(declaration)`")
    }
    return first
  }

  private func editor(declaring declaration: String) throws(ScaffoldError) -> SwiftSourceEditor {
    let path = try path(declaring: declaration)
    return try SwiftSourceEditor(path: path, source: files[path]!)
  }

  private func unreadable(_ what: String, _ path: String) -> ScaffoldError {
    ScaffoldError("cannot add a tab: \(what) in \(path) is not in the shape the reference app has")
  }

  static func scheme(in parser: String) -> String? {
    guard let match = parser.range(of: #"static let scheme = "[A-Za-z][A-Za-z0-9+.-]*""#, options: .regularExpression)
    else { return nil }
    return parser[match].split(separator: "\"")[1].description
  }

  /// The parser's doc comment `tab/<items|favorites|settings>` with the new tab listed.
  static func withTabListed(_ tab: String, in parser: String) -> String? {
    guard let match = parser.range(of: #"tab/<[A-Za-z0-9|]+>"#, options: .regularExpression) else { return nil }
    var text = parser
    text.replaceSubrange(match, with: parser[match].dropLast() + "|\(tab)>")
    return text
  }
}
