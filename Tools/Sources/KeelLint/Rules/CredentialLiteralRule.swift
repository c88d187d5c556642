import Foundation
import SwiftSyntax

/// No credentials written into the source, tests included (tests build theirs at run time):
/// - a string literal given to a name that holds a credential (`password`, `token`, `secret`,
///   `apiKey`, …): a binding, an assignment, an argument label, a parameter default or a
///   dictionary key — unless the name says it holds a key name (`tokenKey`, `passwordField`)
///   or the literal cannot be a secret (prose, an `ENVIRONMENT_NAME`, the name itself);
/// - `"Bearer <literal>"` and `"Basic <literal>"` header values (one token after the scheme;
///   a `WWW-Authenticate` challenge such as `Basic realm="api"` is not a credential);
/// - a `"user:password"` literal that is base64-encoded, or a literal that is the base64 of one;
/// - a URL with user info (`https://user:password@host`).
struct CredentialLiteralRule: LintRule {
  let id = RuleID.noCredentialLiterals
  let severity: Severity
  let names: [String]

  func findings(in file: LintFile) -> [Finding] {
    let finder = Finder(rule: self)
    finder.walk(file.tree)
    // A literal can match twice (`token = "Bearer abc"`); report it once.
    var seen: Set<SyntaxIdentifier> = []
    return finder.found.filter { seen.insert($0.0.id).inserted }.map { node, message in
      file.finding(id, severity, at: node, message)
    }
  }

  /// Suffixes that mark a name as the *name* of a credential field, not its value.
  private static let keyNameSuffixes = [
    "key", "keys", "name", "header", "field", "label", "identifier", "path", "prefix", "placeholder", "account",
    "service", "kind", "type", "url", "endpoint", "parameter", "param", "title", "message", "hint", "description",
    "error", "format", "pattern", "count", "length", "scheme", "policy", "rule", "rules", "requirement",
    "requirements", "strength", "expiry", "expiration", "expires", "expiresat", "date", "lifetime", "ttl", "interval",
    "timeout", "version", "audience", "issuer", "mode", "style", "state", "status",
  ]

  /// Whether `name` holds a credential value.
  func isCredentialName(_ name: String) -> Bool {
    let normalized = Self.normalize(name)
    guard let word = names.first(where: { normalized.contains($0) }) else { return false }
    if normalized.hasSuffix(word) { return true }
    return !Self.keyNameSuffixes.contains { normalized.hasSuffix($0) }
  }

  static func normalize(_ text: String) -> String {
    text.lowercased().filter { $0 != "_" && $0 != "-" && $0 != "." && $0 != " " }
  }

  /// Why `literal`, given to `name`, is a credential; nil when it is not one.
  func credentialAssigned(to name: String, literal: StringLiteralExprSyntax) -> String? {
    guard isCredentialName(name), let text = SyntaxQueries.literalText(literal), !Self.isNotASecret(text, name: name)
    else { return nil }
    return "string literal assigned to '\(name)', which holds a credential: read it from configuration or the "
      + "secure store at run time (tests: build it at run time, e.g. from UUID().uuidString)"
  }

  /// Values that cannot be a secret whatever the name: empty text, prose (secrets have no
  /// spaces: "Password must be at least 8 characters"), an environment or Info.plist key name
  /// (`KEEL_API_TOKEN`), or the name itself (`accessToken = "access_token"`).
  static func isNotASecret(_ text: String, name: String) -> Bool {
    if text.isEmpty || text.contains(where: \.isWhitespace) { return true }
    if text.first?.isUppercase == true, text.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) { return true }
    return normalize(text) == normalize(name)
  }

  /// Credentials recognisable from the literal alone.
  static func credentialInLiteral(_ literal: StringLiteralExprSyntax) -> String? {
    let prefix = SyntaxQueries.literalPrefix(literal)
    for scheme in ["Bearer ", "Basic "] where prefix.hasPrefix(scheme) {
      // A credential is one token68 (RFC 7235); a challenge (`Basic realm="api"`) has parameters.
      let rest = prefix.dropFirst(scheme.count).trimmingCharacters(in: .whitespaces)
      if !rest.isEmpty, rest.range(of: #"^[A-Za-z0-9._~+/-]+=*$"#, options: .regularExpression) != nil {
        return "'\(scheme.trimmingCharacters(in: .whitespaces)) <literal>' authorization value: the credential "
          + "must come from configuration or the secure store at run time"
      }
    }
    // The cheap test first: most literals are not URLs, and the regular expression is compiled per call.
    if prefix.contains("@"), prefix.contains("://"),
      prefix.range(of: #"[A-Za-z][A-Za-z0-9+.-]*://[^/\s:@]+:[^/\s@]+@"#, options: .regularExpression) != nil
    {
      return "URL with user info (user:password@): pass credentials through an auth adapter, never in a URL literal"
    }
    if let text = SyntaxQueries.literalText(literal), let decoded = decodedBasicPair(text) {
      return "literal is the base64 of the credential pair '\(decoded.prefix(while: { $0 != ":" })):…': build "
        + "basic authorization at run time from configured credentials"
    }
    return nil
  }

  /// `text` decoded from base64 when it is a printable `user:password` pair.
  private static func decodedBasicPair(_ text: String) -> String? {
    guard text.count >= 8, text.count % 4 == 0,
      text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+/=".contains($0)) }),
      let data = Data(base64Encoded: text), let decoded = String(data: data, encoding: .utf8),
      isBasicPair(decoded)
    else { return nil }
    return decoded
  }

  /// A `user:password` pair: two printable, space-free, non-empty parts around one colon.
  static func isBasicPair(_ text: String) -> Bool {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    return parts.count == 2
      && parts.allSatisfy { part in
        !part.isEmpty && part.allSatisfy { $0.isASCII && !$0.isWhitespace && $0 != "/" && $0 != "@" && $0.isPrintable }
      }
  }

  private final class Finder: SyntaxVisitor {
    let rule: CredentialLiteralRule
    var found: [(Syntax, String)] = []

    init(rule: CredentialLiteralRule) {
      self.rule = rule
      super.init(viewMode: .sourceAccurate)
    }

    private func check(_ value: ExprSyntax?, assignedTo name: String?) {
      guard let name, let literal = value.map(SyntaxQueries.unwrapped)?.as(StringLiteralExprSyntax.self),
        let message = rule.credentialAssigned(to: name, literal: literal)
      else { return }
      found.append((Syntax(literal), message))
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
      if let message = CredentialLiteralRule.credentialInLiteral(node) {
        found.append((Syntax(node), message))
      } else if let text = SyntaxQueries.literalText(node), CredentialLiteralRule.isBasicPair(text),
        isBase64Encoded(node)
      {
        found.append(
          (
            Syntax(node),
            "a 'user:password' literal is base64-encoded (basic authorization): read the credentials from "
              + "configuration at run time"
          ))
      }
      return .skipChildren
    }

    /// Whether the literal flows into `.base64EncodedString()` in the same expression.
    private func isBase64Encoded(_ node: StringLiteralExprSyntax) -> Bool {
      var current = node.parent
      while let parent = current, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
        if let member = parent.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "base64EncodedString" {
          return true
        }
        current = parent.parent
      }
      return false
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      check(node.initializer?.value, assignedTo: node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text)
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      for (target, value) in SyntaxQueries.assignments(in: node) {
        check(value, assignedTo: SyntaxQueries.memberChain(target).last)
      }
      return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
      check(node.expression, assignedTo: node.label?.text)
      return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      check(node.defaultValue?.value, assignedTo: (node.secondName ?? node.firstName).text)
      return .visitChildren
    }

    override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
      if let key = node.key.as(StringLiteralExprSyntax.self), let name = SyntaxQueries.literalText(key) {
        check(node.value, assignedTo: name)
      }
      return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
      // Raw values (`case accessToken = "access_token"`) name fields; they are not credentials.
      .skipChildren
    }
  }
}

extension Character {
  fileprivate var isPrintable: Bool { !isNewline && asciiValue.map { $0 >= 0x20 && $0 < 0x7F } ?? false }
}
