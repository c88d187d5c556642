#if canImport(LocalAuthentication)
  import AppDomain
  import Foundation
  import LocalAuthentication

  /// ``DeviceOwnerAuthenticating`` over `LAContext`: Face ID, Touch ID or Optic ID with the
  /// device passcode as fallback (`.deviceOwnerAuthentication`). A new context per question, as
  /// Apple advises: a context remembers a success, which must not unlock the next return.
  /// Info.plist carries `NSFaceIDUsageDescription`, without which Face ID is refused.
  public struct LocalAuthenticationClient: DeviceOwnerAuthenticating {
    public init() {}

    public func availableAuthentication() -> DeviceOwnerAuthentication {
      let context = LAContext()
      guard context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil) else { return .unavailable }
      guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil) else { return .passcode }
      switch context.biometryType {
      case .faceID: return .faceID
      case .touchID: return .touchID
      case .opticID: return .opticID
      default: return .passcode
      }
    }

    public func authenticate(reason: String) async -> DeviceAuthenticationOutcome {
      await withCheckedContinuation { continuation in
        LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: reason) { success, error in
          continuation.resume(returning: success ? .succeeded : Self.outcome(for: error))
        }
      }
    }

    private static func outcome(for error: (any Error)?) -> DeviceAuthenticationOutcome {
      switch (error as? LAError)?.code {
      case .userCancel, .systemCancel, .appCancel, .userFallback, .notInteractive: .cancelled
      case .passcodeNotSet: .unavailable("the device has no passcode")
      case .authenticationFailed, .biometryLockout: .failed
      default: .failed
      }
    }
  }
#endif
