@_spi(ViewTree) import SwiftUI
import Testing

/// What an e-mail or password field must carry so iOS does not fight the person typing (issue 34
/// item 15): the e-mail keyboard, no capital letter at the start, no autocorrection, and the text
/// content type Password AutoFill keys on (Apple's "Enabling Password AutoFill on a text input
/// view": `.username` for the account's name, `.password` for signing in, `.newPassword` for a
/// password being chosen). The raw values are UIKit's (`UITextContentTypeUsername` is
/// `"username"`, `UITextContentTypeNewPassword` `"new-password"`).
enum CredentialFieldTraits {
  /// The account's e-mail, as sign-in, sign-up and password reset ask for it.
  case email
  /// The password of an existing account (sign-in, account deletion).
  case password
  /// A password being chosen, and its confirmation (sign-up).
  case newPassword

  /// Each modifier's name and the arguments the tree records for it.
  var modifiers: [(name: String, arguments: [String])] {
    let typed: [(name: String, arguments: [String])] = [
      ("textInputAutocapitalization", ["never"]), ("autocorrectionDisabled", ["true"]),
    ]
    switch self {
    case .email: return [("keyboardType", ["emailAddress"]), ("textContentType", ["\"username\""])] + typed
    case .password: return [("textContentType", ["\"password\""])] + typed
    case .newPassword: return [("textContentType", ["\"new-password\""])] + typed
    }
  }

  /// Expects `field` to carry every one of these modifiers with these arguments.
  @MainActor
  func expect(on field: ViewNode, sourceLocation: SourceLocation = #_sourceLocation) {
    for (name, arguments) in modifiers {
      let recorded = field.modifier(name)?.arguments
      #expect(
        recorded == arguments,
        "\(field.kind) \"\(field.value ?? "")\" should carry .\(name)(\(arguments.joined(separator: ", "))), has \(recorded.map { "(\($0.joined(separator: ", ")))" } ?? "none")",
        sourceLocation: sourceLocation)
    }
  }
}
