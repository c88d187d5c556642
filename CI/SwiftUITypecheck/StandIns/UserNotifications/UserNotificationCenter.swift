// Stand-in for UNUserNotificationCenter and its delegate. Only what Keel uses. "doc:" names a
// page under https://developer.apple.com/documentation/usernotifications/ (the framework's other
// headers are not in the public repository xybp888/iOS-SDKs). The async methods are the Swift
// forms Apple documents for the completion-handler methods (`add(_:) async throws`,
// `pendingNotificationRequests() async`, `notificationSettings() async`,
// `requestAuthorization(options:) async throws -> Bool`).
// Objective-C `optional` protocol requirements are modelled as requirements with default
// implementations, so a conforming type may implement any subset, as on Apple platforms.
import Foundation

// doc: unusernotificationcenter (current(), delegate, the methods below).
open class UNUserNotificationCenter: NSObject {
  public class func current() -> UNUserNotificationCenter { UNUserNotificationCenter() }

  weak open var delegate: (any UNUserNotificationCenterDelegate)?

  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }
  open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
  open func add(_ request: UNNotificationRequest) async throws {}
  open func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }
  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
  open func removeAllPendingNotificationRequests() {}
}

// doc: unusernotificationcenterdelegate, .../usernotificationcenter(_:willpresent:withcompletionhandler:),
// .../usernotificationcenter(_:didreceive:withcompletionhandler:). Each completion-handler method
// is also imported as an `async` method (`willPresent notification: UNNotification) async ->
// UNNotificationPresentationOptions`, `didReceive response: UNNotificationResponse) async`); a
// delegate implements one form or the other, so both are modelled.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
}

// The Objective-C `optional` requirements, modelled as default implementations.
extension UNUserNotificationCenterDelegate {
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {}
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions { [] }
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {}
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  )
    async
  {}
}

/// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions
public struct UNAuthorizationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// https://developer.apple.com/documentation/usernotifications/unauthorizationstatus
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case denied = 1
  case authorized = 2
  case provisional = 3
  case ephemeral = 4
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationsettings
open class UNNotificationSettings: NSObject {
  open var authorizationStatus: UNAuthorizationStatus { .notDetermined }
}

/// https://developer.apple.com/documentation/usernotifications/unnotification
open class UNNotification: NSObject {
  open var date: Date { Date() }
  open var request: UNNotificationRequest { fatalError("stand-in") }
}
