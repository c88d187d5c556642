import Foundation
import SwiftSyntax

/// No credentials written into the source:
/// - a string literal given to a name that holds a credential (`password`, `token`, `secret`,
///   `apiKey`, …): a binding, an assignment, an argument label, a parameter default or a
///   dictionary key — unless the name says it holds a field's name (`tokenKey`, `passwordField`)
///   or the literal cannot be a secret (prose, an `ENVIRONMENT_NAME`, the name itself);
/// - a literal given to a name ending in `Key` when the value has the shape of a secret: random
///   looking (mixed letters, digits and case), at least 12 characters when the name also says
///   secret, private, access, signing… (`awsSecretKey`), at least 20 for any other key
///   (`let key = "pk_test_…"`), never for names that say they hold a lookup key (`cacheKey`,
///   `userDefaultsKey`, `storageKey`) or values shaped like one (`"items"`, `"auth_token"`,
///   `"com.example.items.v2"`);
/// - `"Bearer <literal>"` and `"Basic <literal>"` header values (one token after the scheme;
///   a `WWW-Authenticate` challenge such as `Basic realm="api"` is not a credential);
/// - a `"user:password"` literal that is base64-encoded, or a literal that is the base64 of one;
/// - a URL with user info (`https://user:password@host`);
/// - a literal in a well-known secret format (an AWS access key ID, a PEM private key, GitHub,
///   Slack and Stripe live tokens, a Google API key).
///
/// The checks by name skip test files unless `namesInTests` (a test's `deviceToken = "740f…"` is
/// a fixture); the checks by the literal's own shape run everywhere, tests included.
struct CredentialLiteralRule: LintRule {
  let id = RuleID.noCredentialLiterals
  let severity: Severity
  let names: [String]
  /// Whether the checks by name run in test files.
  var namesInTests = false

  func findings(in file: LintFile) -> [Finding] {
    let finder = Finder(rule: self, checksNames: namesInTests || !file.isTest)
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

  /// What a name says about the value it holds.
  enum NameKind: Equatable {
    /// A credential (`password`, `refreshToken`, `apiKey`).
    case credential
    /// A key that may be a secret one (`awsSecretKey`, `privateKey`), or the name of a
    /// credential's field (`tokenKey`): judged by the value's shape.
    case secretKey
    /// Some other key (`key`, `publishableKey`): only a long random-looking value is a secret.
    case key
    case other
  }

  /// Words that, before a final `Key`, say the key is a secret one.
  private static let secretKeyWords = [
    "private", "access", "signing", "encryption", "license", "master", "hmac", "client", "aws", "auth", "session",
  ]

  /// Words that say a `…Key` name holds a lookup key (a cache, defaults or coding key), not a secret.
  private static let lookupKeyWords = [
    "cache", "default", "storage", "coding", "sort", "lookup", "notification", "locali", "translation", "preference",
    "setting", "userinfo", "dictionary", "primary", "foreign", "path", "map", "index", "keychain", "environment",
  ]

  /// What `name` holds.
  func kind(of name: String) -> NameKind {
    let normalized = Self.normalize(name)
    let endsInKey = normalized.hasSuffix("key")
    if let word = names.first(where: { normalized.contains($0) }) {
      if normalized.hasSuffix(word) { return .credential }
      if endsInKey { return .secretKey }
      return Self.keyNameSuffixes.contains { normalized.hasSuffix($0) } ? .other : .credential
    }
    guard endsInKey, !Self.lookupKeyWords.contains(where: { normalized.contains($0) }) else { return .other }
    return Self.secretKeyWords.contains { normalized.contains($0) } ? .secretKey : .key
  }

  /// Whether `name` holds a credential value.
  func isCredentialName(_ name: String) -> Bool { kind(of: name) == .credential }

  static func normalize(_ text: String) -> String {
    text.lowercased().filter { $0 != "_" && $0 != "-" && $0 != "." && $0 != " " }
  }

  /// Why `literal`, given to `name`, is a credential; nil when it is not one.
  func credentialAssigned(to name: String, literal: StringLiteralExprSyntax) -> String? {
    let kind = kind(of: name)
    guard kind != .other, let text = SyntaxQueries.literalText(literal), !Self.isNotASecret(text, name: name)
    else { return nil }
    switch kind {
    case .secretKey where !Self.looksRandom(text, minimumLength: 12),
      .key where !Self.looksRandom(text, minimumLength: 20):
      return nil
    case .key, .secretKey:
      return "string literal assigned to '\(name)' looks like a secret key: read it from configuration or the "
        + "secure store at run time"
    default:
      break
    }
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

  /// Whether `text` has the shape of a generated secret rather than of a word, a key path or
  /// an identifier: only token characters, at least `minimumLength` of them, and at least three
  /// switches between lowercase, uppercase and digits, with a digit or frequent switches
  /// (`wJalrXUtnFEMI/K7MDENG`, `sk_test_51H8abcd`, not `hasSeenOnboarding` or `items.v2`). An
  /// uppercase letter followed by lowercase ones starts a camel-case word and is no switch.
  static func looksRandom(_ text: String, minimumLength: Int) -> Bool {
    guard text.utf8.count >= minimumLength else { return false }
    var switches = 0
    var hasDigit = false
    var previous: UInt8?  // 0 lowercase, 1 uppercase, 2 digit; nil after a separator
    for byte in text.utf8 {
      let kind: UInt8
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"): kind = 0
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): kind = 1
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        kind = 2
        hasDigit = true
      case UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "_"), UInt8(ascii: "-"),
        UInt8(ascii: "."), UInt8(ascii: "~"):
        previous = nil
        continue
      default: return false
      }
      if let previous, previous != kind, !(previous == 1 && kind == 0) { switches += 1 }
      previous = kind
    }
    return switches >= 3 && (hasDigit || switches * 4 >= text.utf8.count)
  }

  /// Secrets whose format says what they are (the prefixes providers put on them so scanners
  /// find them), whatever name they are given.
  static func wellKnownSecret(_ text: String) -> String? {
    func body(after prefix: String, minimum: Int, _ allowed: (Character) -> Bool) -> Bool {
      text.hasPrefix(prefix) && text.count >= prefix.count + minimum && text.dropFirst(prefix.count).allSatisfy(allowed)
    }
    let alphanumeric: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber) }
    let token: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
    if text.count == 20, text.hasPrefix("AKIA") || text.hasPrefix("ASIA"),
      text.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) })
    {
      return "an AWS access key ID"
    }
    // The header alone is how code recognises a key file (`starts(with: "-----BEGIN …")`);
    // a key has its base64 body after it.
    if text.contains("-----BEGIN"), let header = text.range(of: "PRIVATE KEY-----"),
      text[header.upperBound...].prefix(while: { $0 != "-" }).count(where: { $0.isLetter || $0.isNumber }) >= 24
    {
      return "a PEM private key"
    }
    if ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"].contains(where: { body(after: $0, minimum: 30, alphanumeric) })
      || body(after: "github_pat_", minimum: 30, token)
    {
      return "a GitHub token"
    }
    if ["xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-"].contains(where: { body(after: $0, minimum: 10, token) }) {
      return "a Slack token"
    }
    if ["sk_live_", "rk_live_"].contains(where: { body(after: $0, minimum: 16, alphanumeric) }) {
      return "a Stripe live secret key"
    }
    if text.count == 39, body(after: "AIza", minimum: 35, token) { return "a Google API key" }
    return nil
  }

  /// Credentials recognisable from the literal alone.
  static func credentialInLiteral(_ literal: StringLiteralExprSyntax) -> String? {
    let prefix = SyntaxQueries.literalPrefix(literal)
    if let kind = wellKnownSecret(prefix) {
      return "literal is \(kind): read it from configuration or the secure store at run time, and revoke this one"
    }
    for scheme in ["Bearer ", "Basic "] where prefix.hasPrefix(scheme) {
      // A credential is one token68 (RFC 7235); a challenge (`Basic realm="api"`) has parameters.
      let rest = prefix.dropFirst(scheme.count).trimmingCharacters(in: .whitespaces)
      if !rest.isEmpty, rest.range(of: #"^[A-Za-z0-9._~+/-]+=*$"#, options: .regularExpression) != nil,
        Self.isCredentialToken(rest, scheme: scheme)
      {
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

  /// Whether the token after an authorization scheme is a credential rather than a word of a
  /// label (`"Basic Information"`, `"Bearer Token"`): a basic credential is the base64 of a
  /// `user:password` pair; a bearer token is not a plain word (it has digits or punctuation,
  /// as JWTs and API tokens do, or is long).
  static func isCredentialToken(_ token: String, scheme: String) -> Bool {
    if scheme.hasPrefix("Basic") { return decodedBasicPair(token) != nil }
    return token.count >= 20 || token.contains { !$0.isLetter }
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
    let checksNames: Bool
    var found: [(Syntax, String)] = []

    init(rule: CredentialLiteralRule, checksNames: Bool) {
      self.rule = rule
      self.checksNames = checksNames
      super.init(viewMode: .sourceAccurate)
    }

    private func check(_ value: ExprSyntax?, assignedTo name: String?) {
      guard checksNames, let name, let literal = value.map(SyntaxQueries.unwrapped)?.as(StringLiteralExprSyntax.self),
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
