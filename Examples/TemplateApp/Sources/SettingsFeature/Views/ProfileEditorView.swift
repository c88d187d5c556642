#if canImport(SwiftUI)
  import AppFixtures
  import AppDomain
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// The profile editor: layout and binding only; the rules, the save and the discard question
  /// live in ``ProfileEditorViewModel``. Cancel replaces the back button, so leaving always
  /// goes through the question.
  public struct ProfileEditorView: View {
    @Bindable private var viewModel: ProfileEditorViewModel
    private let text = SettingsText()

    public init(viewModel: ProfileEditorViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      content
        .navigationTitle(L10n.profile.edit.title)
        .navigationBarBackButtonHidden(true)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button(L10n.common.cancel) { viewModel.cancel() }
          }
          ToolbarItem(placement: .confirmationAction) {
            if viewModel.isSaving {
              ProgressView()
            } else {
              Button(L10n.common.save) { viewModel.save() }.disabled(!viewModel.canSave)
            }
          }
        }
        .confirmationDialog(
          L10n.profile.discard.question,
          isPresented: Binding(
            get: { viewModel.isConfirmingDiscard }, set: { shown in if !shown { viewModel.keepEditing() } }),
          titleVisibility: .visible
        ) {
          Button(L10n.profile.discard.confirm, role: .destructive) { viewModel.confirmDiscard() }
          Button(L10n.profile.discard.keep, role: .cancel) { viewModel.keepEditing() }
        }
        .onAppear { viewModel.onAppear() }
        .onDisappear { viewModel.onDisappear() }
    }

    @ViewBuilder private var content: some View {
      switch viewModel.state {
      case .loading:
        ProgressView()
      case .loaded:
        form
      case .empty:
        EmptyStateView(text.profileSignedOut)
      case .error(let error):
        ErrorView(text.profileLoadFailure(error)) { viewModel.retry() }
      }
    }

    private var form: some View {
      Form {
        if let problem = viewModel.problem {
          Section { Text(verbatim: text.problem(problem)) }
        }
        Section {
          TextField(L10n.profile.field.displayName, text: $viewModel.draft.displayName)
          if let error = viewModel.visibleErrors[.displayName] { Text(verbatim: text.fieldError(error)) }
        } header: {
          Text(L10n.profile.field.displayName)
        }
        Section {
          TextEditor(text: $viewModel.draft.bio)
            .frame(minHeight: 120)
          if let error = viewModel.visibleErrors[.bio] { Text(verbatim: text.fieldError(error)) }
        } header: {
          Text(L10n.profile.field.bio)
        } footer: {
          Text(verbatim: text.bioCount(viewModel.bioLength, maximum: viewModel.rules.maximumBioLength))
        }
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The fixture profile, ready to edit.
    struct ProfileEditorViewPreviews: PreviewProvider {
      static var previews: some View {
        let repository = FixtureProfileRepository()
        ProfileEditorView(
          viewModel: ProfileEditorViewModel(
            profile: AppFixtures.profile, loadProfile: LoadProfileUseCase(repository: repository),
            updateProfile: UpdateProfileUseCase(repository: repository)))
      }
    }
  #endif
#endif
