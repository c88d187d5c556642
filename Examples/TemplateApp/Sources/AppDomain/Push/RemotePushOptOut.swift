/// The push side of the notifications switch (seed 002's `PushManager`): Settings tells it when
/// the person turns notifications off, so the server stops pushing to this device. Turning them
/// on again needs nothing of its own: it asks the system for permission, and a granted
/// authorization registers the device again.
///
/// Declared here so that the Settings feature, which may not see the app's push registration,
/// can drive it.
@MainActor
public protocol RemotePushOptOut: AnyObject {
  /// The person turned notifications off: the device's token is deleted on the server, and not
  /// posted again until they turn notifications on. A server that cannot be reached is logged,
  /// never thrown: the switch has already changed.
  func notificationsTurnedOff() async
}
