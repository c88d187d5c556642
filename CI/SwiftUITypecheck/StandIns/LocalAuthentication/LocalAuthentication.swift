// Stand-in for the LocalAuthentication API AppFeature's LocalAuthenticationClient uses (an
// Objective-C framework: no .swiftinterface; checked against Apple's documentation, "doc:" naming
// a page under https://developer.apple.com/documentation/localauthentication/). LAContext is not
// Sendable; its reply block is `@Sendable`, run on a private queue.

import Foundation

// Foundation's `NSErrorPointer` (AutoreleasingUnsafeMutablePointer<NSError?>?) does not exist in
// swift-corelibs-foundation; an optional pointer accepts the same call sites (`error: nil`, `&error`).
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

// doc: lacontext, lacontext/init(), lacontext/canevaluatepolicy(_:error:),
// lacontext/evaluatepolicy(_:localizedreason:reply:), lacontext/biometrytype.
open class LAContext: NSObject {
  public override init() { super.init() }

  open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool { true }

  open func evaluatePolicy(
    _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {}

  open var biometryType: LABiometryType { .none }
}

// doc: lapolicy.
public enum LAPolicy: Int, @unchecked Sendable {
  case deviceOwnerAuthenticationWithBiometrics = 1
  case deviceOwnerAuthentication = 2
}

// doc: labiometrytype (opticID: iOS 17).
public enum LABiometryType: Int, @unchecked Sendable {
  case none = 0
  case touchID = 1
  case faceID = 2
  case opticID = 4
}

// doc: laerror, laerror/code: an NS_ERROR_ENUM, imported as a struct with a nested `Code`.
public struct LAError: Error, Hashable, Sendable {
  public enum Code: Int, @unchecked Sendable {
    case authenticationFailed = -1
    case userCancel = -2
    case userFallback = -3
    case systemCancel = -4
    case passcodeNotSet = -5
    case biometryNotAvailable = -6
    case biometryNotEnrolled = -7
    case biometryLockout = -8
    case appCancel = -9
    case invalidContext = -10
    case notInteractive = -1004
  }

  public var code: Code { .authenticationFailed }
}
