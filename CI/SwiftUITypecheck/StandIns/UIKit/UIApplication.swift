// Stand-in for the UIKit application API the app delegate uses. "doc:" names a page under
// https://developer.apple.com/documentation/uikit/ (UIApplication.h and UIResponder's class are
// not among the iPhoneOS18.0.sdk headers the public repository xybp888/iOS-SDKs holds). UIKit's
// application classes and the delegate protocol are main-actor isolated (NS_SWIFT_UI_ACTOR).

import Foundation

// UIResponder (`@MainActor class UIResponder : NSObject`, doc: uiresponder) is declared once, in
// UIKit.swift, beside UIView.

// doc: uiapplication (`@MainActor class UIApplication : UIResponder`).
@MainActor open class UIApplication: UIResponder {
  // doc: uiapplication/launchoptionskey (`struct LaunchOptionsKey`: Hashable, RawRepresentable,
  // Sendable, raw value String).
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  // doc: uiapplication/shared (`class var shared: UIApplication { get }`; UIApplication.h marks
  // `sharedApplication` NS_EXTENSION_UNAVAILABLE_IOS: app extensions cannot use it).
  @available(iOSApplicationExtension, unavailable)
  open class var shared: UIApplication { fatalError("stand-in") }

  // doc: uiapplication/registerforremotenotifications() (`func registerForRemoteNotifications()`,
  // iOS 8; the token or the failure reaches the delegate).
  open func registerForRemoteNotifications() {}
}

// doc: uiapplicationdelegate (`@MainActor protocol UIApplicationDelegate : NSObjectProtocol`),
// .../application(_:didfinishlaunchingwithoptions:) (`optional func application(_ application:
// UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey :
// Any]? = nil) -> Bool`). The Objective-C `optional` requirement is modelled as a requirement with
// a default implementation, so a delegate may implement it or not, as on iOS.
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  // doc: uiapplicationdelegate/applicationsignificanttimechange(_:) (`optional func
  // applicationSignificantTimeChange(_ application: UIApplication)`: midnight, a carrier time
  // update, a change of time zone or to daylight saving time).
  func applicationSignificantTimeChange(_ application: UIApplication)
  // doc: uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:)
  // (`optional func application(_ application: UIApplication,
  // didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)`).
  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  // doc: uiapplicationdelegate/application(_:didfailtoregisterforremotenotificationswitherror:)
  // (`optional func application(_ application: UIApplication,
  // didFailToRegisterForRemoteNotificationsWithError error: any Error)`).
  func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
  // doc: uiapplicationdelegate/applicationprotecteddatadidbecomeavailable(_:) (`optional func
  // applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)`, iOS 4: protected
  // files and the Keychain's first-unlock items are available now).
  func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
}

extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func applicationSignificantTimeChange(_ application: UIApplication) {}

  public func application(
    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {}

  public func application(
    _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
  ) {}

  public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}
}

// doc: uidevice (`@MainActor class UIDevice : NSObject`), uidevice/current,
// uidevice/systemname, uidevice/systemversion.
@MainActor open class UIDevice: NSObject {
  open class var current: UIDevice { UIDevice() }
  open var systemName: String { "iOS" }
  open var systemVersion: String { "18.0" }
}
