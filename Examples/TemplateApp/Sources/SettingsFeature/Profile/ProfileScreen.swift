import KeelNavigation

/// A screen of the Profile sub-flow's own stack, carrying its view model (seed 000).
@MainActor
public enum ProfileScreen: ScreenIdentifiable {
  /// The profile as saved, the sub-flow's root.
  case profile(ProfileViewModel)
  /// The editor, pushed over the profile.
  case editor(ProfileEditorViewModel)
  /// Delete account, pushed over the profile.
  case deleteAccount(DeleteAccountViewModel)

  public nonisolated var screenID: ObjectIdentifier {
    switch self {
    case .profile(let viewModel): ObjectIdentifier(viewModel)
    case .editor(let viewModel): ObjectIdentifier(viewModel)
    case .deleteAccount(let viewModel): ObjectIdentifier(viewModel)
    }
  }
}
