// Stand-in for notification requests, their content, sounds and triggers. Only what Keel uses.
// "doc:" names a page under https://developer.apple.com/documentation/usernotifications/ (of the
// framework's headers, the public repository xybp888/iOS-SDKs holds only UNNotificationContent.h
// for iPhoneOS18.0.sdk). The classes are declared non-Sendable, at least as strict as the SDK.
import Foundation

// doc: unnotificationrequest, unnotificationrequest/init(identifier:content:trigger:).
open class UNNotificationRequest: NSObject {
  open var identifier: String { fatalError("stand-in") }
  open var content: UNNotificationContent { fatalError("stand-in") }
  open var trigger: UNNotificationTrigger? { nil }

  public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.init()
  }
}

// doc: unnotificationcontent (UNNotificationContent.h: read-only title, body, sound).
open class UNNotificationContent: NSObject {
  open var title: String { "" }
  open var body: String { "" }
  open var sound: UNNotificationSound? { nil }
  // UNNotificationContent.h (iPhoneOS18.0.sdk): `@property (readonly, copy) NSDictionary
  // *userInfo API_UNAVAILABLE(tvos)`, imported as `[AnyHashable : Any]`.
  open var userInfo: [AnyHashable: Any] { [:] }
}

// doc: unmutablenotificationcontent (UNNotificationContent.h: the same properties, settable).
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

// doc: unnotificationsoundname.
public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

// doc: unnotificationsound (default, init(named:)).
open class UNNotificationSound: NSObject {
  open class var `default`: UNNotificationSound { UNNotificationSound() }
  public convenience init(named name: UNNotificationSoundName) { self.init() }
}

// doc: unnotificationtrigger.
open class UNNotificationTrigger: NSObject {
  open var repeats: Bool { false }
}

// doc: uncalendarnotificationtrigger (init(dateMatching:repeats:), nextTriggerDate()).
open class UNCalendarNotificationTrigger: UNNotificationTrigger {
  open var dateComponents: DateComponents { DateComponents() }
  public convenience init(dateMatching dateComponents: DateComponents, repeats: Bool) { self.init() }
  open func nextTriggerDate() -> Date? { nil }
}

// doc: untimeintervalnotificationtrigger (init(timeInterval:repeats:), nextTriggerDate()).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
  open var timeInterval: TimeInterval { 0 }
  public convenience init(timeInterval: TimeInterval, repeats: Bool) { self.init() }
  open func nextTriggerDate() -> Date? { nil }
}
