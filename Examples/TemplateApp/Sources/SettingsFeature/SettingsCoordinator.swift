import AppDomain
import KeelNavigation
import Observation

/// The Settings tab's flow (seed 000): the list at the root, language and theme pushed, the
/// Profile sub-flow presented with its own stack. View models come from the factory, lazily,
/// with their outputs set here capturing `[weak self]`. Settings reaches the rest of the app
/// only through ``output``: sign out, reset onboarding, and notices for the toasts.
@MainActor
@Observable
public final class SettingsCoordinator: Coordinator, NavigationStorable {
  public struct Output {
    /// The person confirmed signing out, or deleted their account (the use case erased the
    /// device's copy of them already): the root ends the session and shows sign-in.
    public var onSignOut: @MainActor () -> Void
    /// The person asked to see onboarding again; the root resets it and shows it.
    public var onResetOnboarding: @MainActor () -> Void
    public var onNotice: @MainActor (SettingsNotice) -> Void

    public init(
      onSignOut: @escaping @MainActor () -> Void, onResetOnboarding: @escaping @MainActor () -> Void,
      onNotice: @escaping @MainActor (SettingsNotice) -> Void
    ) {
      self.onSignOut = onSignOut
      self.onResetOnboarding = onResetOnboarding
      self.onNotice = onNotice
    }
  }

  public let navigator = Navigator<SettingsScreen>()
  /// Presents the Profile sub-flow; the view binds its sheet to it.
  public let profilePresenter = SubFlowPresenter<ProfileScreen>()
  /// The running Profile sub-flow's coordinator, while the flow is presented.
  public private(set) var profile: ProfileCoordinator?
  @ObservationIgnored public var output: Output?
  @ObservationIgnored private let factory: any SettingsElementsFactory
  @ObservationIgnored private var _settingsViewModel: SettingsViewModel?

  public init(factory: any SettingsElementsFactory) {
    self.factory = factory
  }

  /// The root screen's view model, made on first use.
  public var settingsViewModel: SettingsViewModel {
    if let viewModel = _settingsViewModel { return viewModel }
    let viewModel = factory.settingsViewModel()
    viewModel.output = .init(
      onProfile: { [weak self] in self?.show(.profile) },
      onLanguage: { [weak self] in self?.show(.language) },
      onTheme: { [weak self] in self?.show(.theme) },
      onResetOnboarding: { [weak self] in self?.output?.onResetOnboarding() },
      onSignOut: { [weak self] in self?.output?.onSignOut() },
      onNotice: { [weak self] notice in self?.output?.onNotice(notice) })
    _settingsViewModel = viewModel
    return viewModel
  }

  // MARK: - Navigation

  /// Goes to `route`: the list pops everything, language and theme are pushed (once), the
  /// profile presents its sub-flow (or shows its root if it is up), the editor opens in it.
  public func show(_ route: SettingsRoute) {
    switch route {
    case .settings:
      profile?.flow?.dismiss()
      popToRoot()
    case .language:
      if case .language = navigator.top { return }
      push(.language(languageViewModel()))
    case .theme:
      if case .theme = navigator.top { return }
      push(.theme(themeViewModel()))
    case .profile:
      presentProfile().popToRoot()
    case .editProfile:
      presentProfile().showEditor(profile: nil)
    }
  }

  /// Where Settings is, as routes (the list is the implicit root), for restoration.
  public var routes: [SettingsRoute] {
    var routes = navigator.path.map(\.route)
    if let profile {
      routes.append(.profile)
      if profile.editor != nil { routes.append(.editProfile) }
    }
    return routes
  }

  /// Rebuilds the stack and the sub-flow from saved routes.
  public func restore(_ routes: [SettingsRoute]) {
    show(.settings)
    for route in routes { show(route) }
  }

  // MARK: - Screens

  private func languageViewModel() -> LanguageSettingsViewModel {
    let viewModel = factory.languageSettingsViewModel()
    viewModel.output = .init(onSelect: { [weak self] _ in self?._settingsViewModel?.languageChanged() })
    return viewModel
  }

  private func themeViewModel() -> ThemeSettingsViewModel {
    let viewModel = factory.themeSettingsViewModel()
    viewModel.output = .init(onNotice: { [weak self] notice in self?.output?.onNotice(notice) })
    return viewModel
  }

  /// The presented Profile sub-flow's coordinator, presenting the flow first if it is not up.
  private func presentProfile() -> ProfileCoordinator {
    if let profile, profile.flow != nil { return profile }
    let root = factory.profileViewModel()
    let flow = profilePresenter.present(root: .profile(root)) { [weak self] _ in self?.profile = nil }
    let coordinator = ProfileCoordinator(flow: flow, root: root, factory: factory)
    coordinator.output = .init(
      onSaved: { [weak self] saved in self?.profileSaved(saved) },
      onAccountDeleted: { [weak self] in self?.output?.onSignOut() })
    profile = coordinator
    return coordinator
  }

  private func profileSaved(_ saved: UserProfile) {
    _settingsViewModel?.profileUpdated(saved)
    output?.onNotice(.profileSaved)
  }
}
