import AppDomain

/// Where the platform gives no way to authenticate the owner (Linux, previews): the app lock
/// cannot be turned on, and a lock turned on elsewhere unlocks with a warning.
struct NoDeviceAuthentication: DeviceOwnerAuthenticating {
  func availableAuthentication() -> DeviceOwnerAuthentication { .unavailable }

  func authenticate(reason: String) async -> DeviceAuthenticationOutcome {
    .unavailable("no device authentication on this platform")
  }
}
