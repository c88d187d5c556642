// Stand-in for notification requests, their content, sounds and triggers, declared from
// Apple's documentation:
// https://developer.apple.com/documentation/usernotifications/unnotificationrequest
// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent
// https://developer.apple.com/documentation/usernotifications/unnotificationsound
// https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger
// https://developer.apple.com/documentation/usernotifications/untimeintervalnotificationtrigger
// Only what Keel uses.
import Foundation

open class UNNotificationRequest: NSObject {
  open var identifier: String { fatalError("stand-in") }
  open var content: UNNotificationContent { fatalError("stand-in") }
  open var trigger: UNNotificationTrigger? { nil }

  public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.init()
  }
}

open class UNNotificationContent: NSObject {
  open var title: String { "" }
  open var body: String { "" }
  open var sound: UNNotificationSound? { nil }
}

open class UNMutableNotificationContent: UNNotificationContent {
  open override var title: String {
    get { "" }
    set {}
  }
  open override var body: String {
    get { "" }
    set {}
  }
  open override var sound: UNNotificationSound? {
    get { nil }
    set {}
  }
}

public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

open class UNNotificationSound: NSObject {
  open class var `default`: UNNotificationSound { UNNotificationSound() }
  public convenience init(named name: UNNotificationSoundName) { self.init() }
}

open class UNNotificationTrigger: NSObject {
  open var repeats: Bool { false }
}

open class UNCalendarNotificationTrigger: UNNotificationTrigger {
  open var dateComponents: DateComponents { DateComponents() }
  public convenience init(dateMatching dateComponents: DateComponents, repeats: Bool) { self.init() }
  open func nextTriggerDate() -> Date? { nil }
}

open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
  open var timeInterval: TimeInterval { 0 }
  public convenience init(timeInterval: TimeInterval, repeats: Bool) { self.init() }
  open func nextTriggerDate() -> Date? { nil }
}
