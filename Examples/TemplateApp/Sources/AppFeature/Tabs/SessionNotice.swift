import KeelDesign
import SettingsFeature

/// A notice a tab passed up to the root (which hands it to the signed-in scope's toast centre).
/// Items and Favorites raise theirs on the toast centre their factory gives them; Settings
/// reports through its output.
public enum SessionNotice: Hashable, Sendable {
  case settings(SettingsNotice)
}

extension SessionNotice {
  /// Shows this notice on `toasts` in the person's language: a confirmation as information, a
  /// refusal or a failure as an error. Returns false when the centre dropped it as a duplicate.
  @MainActor
  @discardableResult
  public func raise(in toasts: ToastCenter, settingsText: SettingsText = SettingsText()) -> Bool {
    switch self {
    case .settings(let notice): toasts.show(settingsText.notice(notice), style: Self.style(of: notice))
    }
  }

  static func style(of notice: SettingsNotice) -> ToastStyle {
    switch notice {
    case .profileSaved, .testNotificationsScheduled, .purchasesRestored, .nothingToRestore: .info
    case .notificationsNotAllowed, .notificationsFailed, .themeUnavailable, .appLockUnavailable, .restoreFailed: .error
    }
  }
}
