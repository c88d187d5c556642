import AppDomain
import AppLocalization
import KeelCore
import KeelDesign
import KeelLocalization

/// Settings' and Profile's messages that depend on a value (a choice, a field error, a notice,
/// the version), in the person's language. Plain texts come from `L10n` directly in the views.
public struct SettingsText: Sendable {
  /// The themes whose names the strings files translate; others show the design system's name.
  static let translatedThemeIDs: Set<String> = ["standard", "petal", "high-contrast"]
  private let currentLocalizer: @Sendable () -> Localizer

  /// - Parameter localizer: read at every call, so a language chosen at run time shows in the
  ///   next message.
  public init(localizer: @escaping @Sendable () -> Localizer = { L10n.localizer }) {
    currentLocalizer = localizer
  }

  private var localizer: Localizer { currentLocalizer() }

  /// A language's name: the system choice in the current language, each app language in its
  /// own (a person who cannot read the current language still finds theirs).
  public func languageName(_ choice: LanguageChoice) -> String {
    localizer.string("settings.language.\(choice.rawValue)")
  }

  /// A theme's name; a theme the strings do not know yet shows the design system's name.
  public func themeName(_ theme: Theme) -> String {
    Self.translatedThemeIDs.contains(theme.id) ? localizer.string("settings.theme.\(theme.id)") : theme.name
  }

  public func appearanceName(_ choice: AppearanceChoice) -> String {
    localizer.string("settings.appearance.\(choice.rawValue)")
  }

  /// "Version 1.4.0 (112)".
  public func version(_ info: AppVersionInfo) -> String {
    localizer.string("settings.version", arguments: [info.version, info.build])
  }

  public func configurationName(_ configuration: BuildConfiguration) -> String {
    localizer.string("settings.configuration.\(configuration.rawValue)")
  }

  /// The toast for a notice.
  public func notice(_ notice: SettingsNotice) -> String {
    switch notice {
    case .profileSaved: localizer.string("settings.notice.profileSaved")
    case .testNotificationsScheduled(let count): localizer.string("settings.notice.testScheduled", arguments: [count])
    case .notificationsNotAllowed: localizer.string("settings.notice.notAllowed")
    case .notificationsFailed: localizer.string("settings.notice.notificationsFailed")
    case .themeUnavailable: localizer.string("settings.notice.themeUnavailable")
    case .appLockUnavailable: localizer.string("settings.notice.appLockUnavailable")
    case .purchasesRestored: localizer.string("settings.notice.restored")
    case .nothingToRestore: localizer.string("settings.notice.nothingToRestore")
    case .restoreFailed: localizer.string("settings.notice.restoreFailed")
    }
  }

  /// The message under a refused field of the profile editor.
  public func fieldError(_ error: ProfileFieldError) -> String {
    switch error {
    case .displayNameEmpty: localizer.string("profile.error.nameEmpty")
    case .displayNameTooLong(let maximum): localizer.string("profile.error.tooLong", arguments: [maximum])
    case .bioTooLong(let maximum): localizer.string("profile.error.tooLong", arguments: [maximum])
    }
  }

  /// Why the editor could not save.
  public func problem(_ problem: ProfileEditorViewModel.Problem) -> String {
    switch problem {
    case .refused(let message): localizer.string("profile.error.refused", arguments: [message])
    case .unavailable: localizer.string("profile.error.unavailable")
    }
  }

  /// The profile's join date, the day written out in the person's locale; nil when the server
  /// did not say.
  public func joinDate(of profile: UserProfile) -> String? {
    profile.joinDate.map { DateTextFormatter(locale: localizer.locale).day($0) }
  }

  /// Whether the account is active, in words.
  public func accountStatus(isActive: Bool) -> String {
    localizer.string(isActive ? "profile.status.active" : "profile.status.inactive")
  }

  /// Why Delete account did not delete.
  public func deleteProblem(_ problem: DeleteAccountError) -> String {
    switch problem {
    case .noAccount: localizer.string("account.delete.error.noAccount")
    case .passwordMissing: localizer.string("account.delete.error.passwordMissing")
    case .wrongPassword: localizer.string("account.delete.error.wrongPassword")
    case .unavailable: localizer.string("account.delete.error.unavailable")
    case .refused(let message): localizer.string("account.delete.error.refused", arguments: [message])
    }
  }

  /// The bio's length against its limit, "42 / 500".
  public func bioCount(_ count: Int, maximum: Int) -> String {
    localizer.string("profile.bioCount", arguments: [count, maximum])
  }

  // MARK: - Error and empty screens (KeelDesign's ErrorView and EmptyStateView)

  /// The profile's and the profile editor's screen when the profile could not be loaded: the
  /// app's shared mapping, naming the profile where it would only say "try again later".
  public func profileLoadFailure(_ error: RepositoryError) -> ErrorViewContent {
    let localizer = localizer
    return LoadFailureText(localizer: localizer).content(
      for: error, otherMessage: localizer.string("profile.error.load"))
  }

  /// The profile's screen without a signed-in account (a guest session): nothing to load.
  public var profileSignedOut: EmptyStateContent {
    EmptyStateContent(
      title: localizer.string("common.signedOut.title"), message: localizer.string("profile.empty"),
      symbol: "person.crop.circle")
  }
}
