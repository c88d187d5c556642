import KeelNavigation
import SettingsFeature

/// The Settings tab's bridge: language and theme are pushed; the Profile sub-flow (its own
/// stack, in a sheet) is the tab's presentation, `profile` or `editProfile` as it stands.
extension SettingsCoordinator: TabFlow {
  public var tabState: NavigationState<TabRoute> {
    let presented: SettingsRoute? = profile.map { $0.editor == nil ? .profile : .editProfile }
    return NavigationState(
      path: navigator.path.map { .settings($0.route) }, presentation: presented.map { .sheet(.settings($0)) })
  }

  public func apply(_ step: TransitionStep<TabRoute>) -> Bool {
    switch step {
    case .dismiss:
      // The sub-flow's own dismiss, so Settings hears `.dismissed` and lets its coordinator go.
      profile?.flow?.dismiss()
    case .pop:
      pop()
    case .push(.settings(let route)):
      switch route {
      case .language, .theme: show(route)
      case .settings, .profile, .editProfile: return false
      }
    case .present(.sheet(.settings(let route))):
      switch route {
      case .profile, .editProfile: show(route)
      case .settings, .language, .theme: return false
      }
    case .push, .present:
      return false
    }
    return true
  }
}
