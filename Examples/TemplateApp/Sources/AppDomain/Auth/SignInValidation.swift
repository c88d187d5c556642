import Foundation

/// What is wrong with the email field (seed 001: a valid email).
public enum EmailProblem: Sendable, Hashable {
  case empty
  case invalid
}

/// What is wrong with the password field (seed 001: at least 8 characters).
public enum PasswordProblem: Sendable, Hashable {
  case empty
  case tooShort(minimum: Int)
}

/// The sign-in form's problems, per field; both nil means the form can be sent.
public struct SignInFieldErrors: Sendable, Hashable {
  public var email: EmailProblem?
  public var password: PasswordProblem?

  public init(email: EmailProblem? = nil, password: PasswordProblem? = nil) {
    self.email = email
    self.password = password
  }

  public var isValid: Bool { email == nil && password == nil }
}

/// Seed 001's sign-in rules, one pure function per field, shared by sign-in and sign-up.
public enum SignInValidation {
  public static let minimumPasswordLength = 8

  /// The email as it is sent: surrounding spaces (a paste, a keyboard's autocomplete) removed.
  public static func normalizedEmail(_ email: String) -> String {
    // Lower-cased: every mail provider treats addresses case-insensitively, and `Ada@…` and
    // `ada@…` must be one person to the app and to the server.
    email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }

  /// A pragmatic address check: one `@`, a non-empty local part without spaces, and a domain
  /// with a dot between non-empty labels. The server is the final judge; this catches typos.
  public static func emailProblem(_ email: String) -> EmailProblem? {
    let email = normalizedEmail(email)
    guard !email.isEmpty else { return .empty }
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !email.contains(where: \.isWhitespace) else { return .invalid }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else { return .invalid }
    return nil
  }

  /// Passwords are sent as typed (spaces count); length is in characters as a person sees them.
  public static func passwordProblem(_ password: String) -> PasswordProblem? {
    if password.isEmpty { return .empty }
    return password.count < minimumPasswordLength ? .tooShort(minimum: minimumPasswordLength) : nil
  }

  public static func errors(email: String, password: String) -> SignInFieldErrors {
    SignInFieldErrors(email: emailProblem(email), password: passwordProblem(password))
  }
}
