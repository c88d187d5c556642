import AppDomain

/// The device's owner check for previews: what the device offers, and one outcome for every
/// prompt (a cancelled prompt leaves the app lock's screen up).
public struct FixtureDeviceAuthenticator: DeviceOwnerAuthenticating {
  private let available: DeviceOwnerAuthentication
  private let outcome: DeviceAuthenticationOutcome

  public init(available: DeviceOwnerAuthentication = .faceID, outcome: DeviceAuthenticationOutcome = .succeeded) {
    self.available = available
    self.outcome = outcome
  }

  public func availableAuthentication() -> DeviceOwnerAuthentication { available }

  public func authenticate(reason: String) async -> DeviceAuthenticationOutcome { outcome }
}
