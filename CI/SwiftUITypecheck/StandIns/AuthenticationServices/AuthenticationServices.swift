// Stand-in for the Sign in with Apple API SignInWithAppleButtonView uses. The public repository
// xybp888/iOS-SDKs holds no AuthenticationServices interface for iPhoneOS18.0.sdk, so each declaration
// was checked against Apple's documentation ("doc:" names a page under
// https://developer.apple.com/documentation/authenticationservices/). `SignInWithAppleButton` lives in
// the SDK's SwiftUI cross-import overlay (`_AuthenticationServices_SwiftUI`), seen by any file that
// imports both frameworks; SwiftPM on Linux has no cross-import overlays, so it is declared here.

import Foundation
import SwiftUI

// doc: asauthorization (`class ASAuthorization : NSObject`), `credential: any ASAuthorizationCredential`.
open class ASAuthorization: NSObject {
  open var credential: any ASAuthorizationCredential { fatalError("stand-in") }

  // doc: asauthorization/scope (`struct Scope : Hashable, Equatable, RawRepresentable, @unchecked Sendable`).
  public struct Scope: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fullName = Scope(rawValue: "full_name")
    public static let email = Scope(rawValue: "email")
  }
}

// doc: asauthorizationcredential (`protocol ASAuthorizationCredential : NSCopying, NSSecureCoding,
// NSObjectProtocol`).
public protocol ASAuthorizationCredential: NSObjectProtocol {}

// doc: asauthorizationappleidcredential: `user: String`, `identityToken: Data?`, `authorizationCode:
// Data?`, `email: String?`, `fullName: PersonNameComponents?`.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential {
  open var user: String { fatalError("stand-in") }
  open var identityToken: Data? { fatalError("stand-in") }
  open var authorizationCode: Data? { fatalError("stand-in") }
  open var email: String? { fatalError("stand-in") }
  open var fullName: PersonNameComponents? { fatalError("stand-in") }
}

// doc: asauthorizationrequest, asauthorizationopenidrequest (`requestedScopes: [ASAuthorization.Scope]?`,
// `nonce: String?`, `state: String?`), asauthorizationappleidrequest.
open class ASAuthorizationRequest: NSObject {}

open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest {
  open var requestedScopes: [ASAuthorization.Scope]?
  open var nonce: String?
  open var state: String?
}

open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest {}

// doc: asauthorizationappleidprovider (`class ASAuthorizationAppleIDProvider : NSObject`; the SDK's
// header ASAuthorizationAppleIDProvider.h, API_AVAILABLE(ios(13.0), macos(10.15))) and its members:
// - credentialstate: `NS_ENUM(NSInteger, ASAuthorizationAppleIDProviderCredentialState)` with
//   NS_SWIFT_NAME(ASAuthorizationAppleIDProvider.CredentialState): `revoked` 0, `authorized` 1,
//   `notFound` 2, `transferred` 3 (`enum CredentialState : Int, @unchecked Sendable`, open);
// - getcredentialstate(foruserid:completion:): `func getCredentialState(forUserID userID: String,
//   completion: @escaping @Sendable (ASAuthorizationAppleIDProvider.CredentialState, (any Error)?) -> Void)`
//   (the completion runs on an arbitrary queue, so it is `@Sendable` here: never looser than Xcode);
// - credentialrevokednotification: `class let credentialRevokedNotification: NSNotification.Name` (a
//   read-only class property here, read the same way).
open class ASAuthorizationAppleIDProvider: NSObject {
  public enum CredentialState: Int, @unchecked Sendable {
    case revoked = 0
    case authorized = 1
    case notFound = 2
    case transferred = 3
  }

  public class var credentialRevokedNotification: NSNotification.Name {
    NSNotification.Name("ASAuthorizationAppleIDCredentialRevokedNotification")
  }

  override public init() {}

  open func getCredentialState(
    forUserID userID: String,
    completion: @escaping @Sendable (ASAuthorizationAppleIDProvider.CredentialState, (any Error)?) -> Void
  ) {
    fatalError("stand-in")
  }
}

// doc: asauthorizationerror (`struct ASAuthorizationError : CustomNSError, Hashable, Error`) and
// asauthorizationerror/code (`enum Code : Int, @unchecked Sendable`).
public struct ASAuthorizationError: CustomNSError, Hashable, Error {
  public enum Code: Int, @unchecked Sendable {
    case unknown = 1000
    case canceled = 1001
    case invalidResponse = 1002
    case notHandled = 1003
    case failed = 1004
    case notInteractive = 1005
  }

  public static var errorDomain: String { "com.apple.AuthenticationServices.AuthorizationError" }
  public var code: ASAuthorizationError.Code { fatalError("stand-in") }
  public var errorCode: Int { code.rawValue }
}

// doc: signinwithapplebutton (`@MainActor @preconcurrency struct SignInWithAppleButton`, a View) and
// signinwithapplebutton/init(_:onrequest:oncompletion:): `init(_ label: SignInWithAppleButton.Label =
// .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void, onCompletion: @escaping
// (Result<ASAuthorization, any Error>) -> Void)`, closures neither Sendable nor isolated.
@MainActor @preconcurrency
public struct SignInWithAppleButton: View {
  // doc: signinwithapplebutton/label (`signIn`, `continue`, `signUp`).
  public struct Label: Sendable {
    public static let signIn = Label()
    public static let `continue` = Label()
    public static let signUp = Label()
  }

  // doc: signinwithapplebutton/style (`black`, `white`, `whiteOutline`).
  public struct Style: Sendable {
    public static let black = Style()
    public static let white = Style()
    public static let whiteOutline = Style()
  }

  public init(
    _ label: SignInWithAppleButton.Label = .signIn,
    onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
    onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void
  ) {}

  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

@available(*, unavailable)
extension SignInWithAppleButton: Sendable {}

extension View {
  // doc: view/signinwithapplebuttonstyle(_:) (in the overlay).
  nonisolated public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
    ModifiedContent(content: self, modifier: EmptyModifier())
  }
}
