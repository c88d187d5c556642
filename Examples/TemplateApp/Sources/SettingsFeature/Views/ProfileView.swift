#if canImport(SwiftUI)
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// The profile as saved, with Close and Edit: layout and binding only.
  public struct ProfileView: View {
    private let viewModel: ProfileViewModel

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
          LabeledContent(L10n.profile.field.displayName, value: profile.displayName)
          LabeledContent(L10n.profile.field.email, value: profile.email)
          Section {
            Text(verbatim: profile.bio)
          } header: {
            Text(L10n.profile.field.bio)
          }
        }
      case .empty:
        Text(L10n.profile.empty).padding(DSSpacing.lg.points)
      case .error:
        VStack(spacing: DSSpacing.md.points) {
          Text(L10n.profile.error.load)
          DSButton(L10n.common.retry, variant: .secondary) { viewModel.retry() }
        }
        .padding(DSSpacing.lg.points)
      }
    }
  }
#endif
