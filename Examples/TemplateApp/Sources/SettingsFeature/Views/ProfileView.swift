#if canImport(SwiftUI)
  import AppDomain
  import AppFixtures
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// The profile as saved (picture, names, join date, status, bio), with Close, Edit and
  /// Delete account: layout and binding only.
  public struct ProfileView: View {
    private let viewModel: ProfileViewModel
    private let text = SettingsText()

    public init(viewModel: ProfileViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      content
        .navigationTitle(L10n.profile.title)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button(L10n.common.close) { viewModel.close() }
          }
          ToolbarItem(placement: .primaryAction) {
            Button(L10n.common.edit) { viewModel.edit() }.disabled(!viewModel.canEdit)
          }
        }
        .onAppear { viewModel.onAppear() }
        .onDisappear { viewModel.onDisappear() }
    }

    @ViewBuilder private var content: some View {
      switch viewModel.state {
      case .loading:
        ProgressView()
      case .loaded(let profile):
        Form {
          Section {
            ProfilePictureView(profile: profile)
          }
          LabeledContent(L10n.profile.field.displayName, value: profile.displayName)
          LabeledContent(L10n.profile.field.email, value: profile.email)
          if let joined = text.joinDate(of: profile) {
            LabeledContent(L10n.profile.field.joined, value: joined)
          }
          LabeledContent(L10n.profile.field.status, value: text.accountStatus(isActive: profile.isActive))
          Section {
            Text(verbatim: profile.bio)
          } header: {
            Text(L10n.profile.field.bio)
          }
          Section {
            Button(L10n.account.delete.title, role: .destructive) { viewModel.deleteAccount() }
              .disabled(!viewModel.canDeleteAccount)
          }
        }
      case .empty:
        EmptyStateView(text.profileSignedOut)
      case .error(let error):
        ErrorView(text.profileLoadFailure(error)) { viewModel.retry() }
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The fixture profile, and the server unreachable.
    struct ProfileViewPreviews: PreviewProvider {
      static var previews: some View {
        ProfileView(
          viewModel: ProfileViewModel(loadProfile: LoadProfileUseCase(repository: FixtureProfileRepository())))
      }
    }

    struct ProfileViewOfflinePreviews: PreviewProvider {
      static var previews: some View {
        ProfileView(
          viewModel: ProfileViewModel(
            loadProfile: LoadProfileUseCase(
              repository: FixtureProfileRepository(failure: .unavailable("preview: no connection")))))
      }
    }
  #endif
#endif
