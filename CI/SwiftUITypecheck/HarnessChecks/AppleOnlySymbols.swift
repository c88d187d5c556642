// Names one symbol from each mirrored module's Apple-only files. If a `#if canImport(...)`
// guard stopped matching (a typo, a framework with no stand-in), the file would compile to
// nothing and this reference would fail the build.
import AppFeature
import AuthFeature
import KeelCore
import KeelDesign
import KeelNavigation
import KeelNotifications
import KeelStorage
import PaywallFeature
import SwiftUI
import UIKit
import WebFeature

let appleOnlySymbols: [Any.Type] = [
  OSLogHandler.self,
  KeychainSecureStore.self,
  NavigationStorableView<AnyNavigationStorableCheck, Never, Never>.self,
  UserNotificationCenterClient.self,
  ForegroundNotificationPresenter.self,
  // KeelDesign: the SwiftUI components, the SwiftUI + UIKit palette bridge and the UIKit adapters.
  DSButton.self,
  DSListRow.self,
  DSCard<EmptyView>.self,
  type(of: Color.palette(.black500)),
  type(of: UIFont.typography(.body.regular)),
  SystemFontAvailability.self,
  // The root: the background refresh's BGTaskScheduler adapter.
  BGTaskSchedulerClient.self,
  // The gates (issue 13): sign-in with Apple's button inside, StoreKit's adapter, the paywall and
  // the web view (UIKit only).
  SignInView.self,
  StoreKitPurchasesManager.self,
  PaywallCoordinatorView.self,
  WebScreen.self,
]

/// The smallest `NavigationStorable`, so `NavigationStorableView` can be named above.
@MainActor
final class AnyNavigationStorableCheck: NavigationStorable {
  final class ScreenModel {}
  enum Screen: ScreenIdentifiable {
    case only(ScreenModel)
    var screenID: ObjectIdentifier {
      switch self {
      case .only(let model): ObjectIdentifier(model)
      }
    }
  }
  let navigator = Navigator<Screen>()
}
