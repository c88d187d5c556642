#if canImport(SwiftUI)
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

  extension View {
    /// Marks a text field as an account's e-mail address (sign-in, sign-up, password reset): the
    /// e-mail keyboard, no capital letter at the start and no autocorrection (iOS otherwise turns
    /// `ada@` into `Ada@` and "corrects" domains), and the `.username` content type, which Password
    /// AutoFill keys on to offer the saved account (Apple's "Enabling Password AutoFill on a text
    /// input view" asks for `.username` on the account's name, an e-mail included).
    ///
    /// On macOS only autocorrection is turned off: the keyboard and capitalisation modifiers are
    /// iOS-only, and macOS's content type is AppKit's.
    public func emailField() -> some View {
      #if canImport(UIKit)
        keyboardType(.emailAddress)
          .textContentType(.username)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
      #else
        autocorrectionDisabled()
      #endif
    }

    /// Marks a secure field as a password: `.password` for the account's own (sign-in, account
    /// deletion), so Password AutoFill offers it; `new` for one being chosen and its
    /// confirmation (sign-up), so iOS suggests a strong password and saves it with the account.
    /// Neither capitalised nor corrected.
    ///
    /// On macOS only autocorrection is turned off (see `emailField()`).
    public func passwordField(new: Bool = false) -> some View {
      #if canImport(UIKit)
        textContentType(new ? .newPassword : .password)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
      #else
        autocorrectionDisabled()
      #endif
    }
  }
#endif
