// Stand-in for the response a person's tap on a notification produces. "doc:" names a page under
// https://developer.apple.com/documentation/usernotifications/ (UNNotificationResponse.h is not
// among the headers the public repository xybp888/iOS-SDKs holds for iPhoneOS18.0.sdk). Declared
// non-Sendable, at least as strict as the SDK.
import Foundation

// doc: unnotificationresponse (`class UNNotificationResponse : NSObject`: `notification`,
// `actionIdentifier`, both read-only).
open class UNNotificationResponse: NSObject {
  open var notification: UNNotification { fatalError("stand-in") }
  open var actionIdentifier: String { "" }
}

// doc: unnotificationdefaultactionidentifier (`let UNNotificationDefaultActionIdentifier: String`:
// the action identifier of a tap that opens the app).
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"
