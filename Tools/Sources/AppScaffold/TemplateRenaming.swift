import Foundation

/// The reference app's own names and what they become in a new app. The template is
/// `Examples/TemplateApp/` as it is in the kit (one source of truth): every name below is
/// spelled there exactly once per kind, so renaming is a fixed list of literal replacements,
/// applied in this order (longer names first, so `TemplateApp` is never half-renamed by
/// `Template…`) to every text file and every path.
public struct TemplateRenaming: Sendable {
  /// One literal replacement.
  public struct Rule: Equatable, Sendable {
    public let from: String
    public let to: String
    /// Only where `from` is followed by an upper-case ASCII letter (`TemplateEndpoints`, not
    /// the word "Templates").
    public let beforeUppercase: Bool

    init(_ from: String, _ to: String, beforeUppercase: Bool = false) {
      self.from = from
      self.to = to
      self.beforeUppercase = beforeUppercase
    }
  }

  public let rules: [Rule]

  public init(identity app: AppIdentity) {
    rules = [
      // The bundle id, and the StoreKit product ids under it (com.keel.template.premium.monthly).
      Rule("com.keel.template", app.bundleID),
      // Where the template sits in the kit: a generated app is its own folder.
      Rule("cd Examples/TemplateApp && ", ""),
      Rule("Examples/TemplateApp/", ""),
      Rule(" in Examples/TemplateApp", " in this folder"),
      // The deep-link scheme (Info.plist, the parser's tests).
      Rule("keeltemplate", app.scheme),
      Rule("KEELTEMPLATE", app.scheme.uppercased()),
      Rule("keel-template", app.kebabName),
      // The app target, package, project.yml, entitlements, schemes.
      Rule("TemplateApp", app.name),
      // The development server executable, its database and its configuration keys.
      Rule("template-server", app.kebabName + "-server"),
      Rule("TEMPLATE_", app.upperSnakeName + "_"),
      // Types named for the app (TemplateEndpoints, TemplateServerProcess, …).
      Rule("Template", app.name, beforeUppercase: true),
      // Strings that name the app: logger labels, temporary folders, notification ids.
      Rule("\"template\"", "\"\(app.kebabName)\""),
      Rule("\"template.", "\"\(app.kebabName)."),
      Rule("\"template-", "\"\(app.kebabName)-"),
      // The name people see (Config/*.xcconfig: "Keel", "Keel Dev", "Keel Mock").
      Rule("APP_DISPLAY_NAME = Keel", "APP_DISPLAY_NAME = \(app.displayName)"),
    ]
  }

  /// `text` with every rule applied in order.
  public func apply(to text: String) -> String {
    rules.reduce(text) { text, rule in
      guard text.contains(rule.from) else { return text }
      return rule.beforeUppercase
        ? Self.replaceBeforeUppercase(rule, in: text)
        : text.replacingOccurrences(
          of: rule.from, with: rule.to)
    }
  }

  /// A relative path with every rule applied to each component (`App/TemplateApp.entitlements`
  /// → `App/Acme.entitlements`, `Sources/template-server` → `Sources/acme-server`).
  public func apply(toPath path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map { apply(to: String($0)) }.joined(separator: "/")
  }

  private static func replaceBeforeUppercase(_ rule: Rule, in text: String) -> String {
    var result = ""
    var rest = text[...]
    while let range = rest.range(of: rule.from) {
      result += rest[..<range.lowerBound]
      let next = rest[range.upperBound...].unicodeScalars.first
      result += next.map { ("A"..."Z").contains($0) } == true ? rule.to : rule.from
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
