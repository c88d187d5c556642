#if canImport(SwiftUI)
  import AppDomain
  import AppFixtures
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// Delete account: what goes, the password (or, for a Sign in with Apple account, Apple's
  /// button), and the destructive action behind a confirmation.
  /// Layout and binding only; the rules and the request live in ``DeleteAccountViewModel``.
  public struct DeleteAccountView: View {
    @Bindable private var viewModel: DeleteAccountViewModel
    private let text = SettingsText()

    public init(viewModel: DeleteAccountViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      Form {
        Section {
          Text(L10n.account.delete.explanation)
        }
        if viewModel.reauthenticatesWithApple {
          // A Sign in with Apple account has no password: Apple confirms it is the person.
          Section {
            if viewModel.state == .deleting {
              ProgressView()
            } else {
              AppleReauthenticationButtonView(viewModel: viewModel)
            }
            if let problem = viewModel.problem { Text(verbatim: text.deleteProblem(problem)) }
          }
        } else {
          Section {
            SecureField(L10n.account.delete.password, text: $viewModel.password).passwordField()
            if let problem = viewModel.problem { Text(verbatim: text.deleteProblem(problem)) }
          } header: {
            Text(L10n.account.delete.passwordHint)
          }
          Section {
            if viewModel.state == .deleting {
              ProgressView()
            } else {
              Button(L10n.account.delete.title, role: .destructive) { viewModel.requestDelete() }
                .disabled(!viewModel.canDelete)
            }
          }
        }
      }
      .navigationTitle(L10n.account.delete.title)
      .navigationBarBackButtonHidden(true)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button(L10n.common.cancel) { viewModel.cancel() }.disabled(viewModel.state != .editing)
        }
      }
      .confirmationDialog(
        L10n.account.delete.confirm.question,
        isPresented: Binding(get: { viewModel.isConfirming }, set: { shown in if !shown { viewModel.keepAccount() } }),
        titleVisibility: .visible
      ) {
        Button(L10n.account.delete.confirm.action, role: .destructive) { viewModel.confirmDelete() }
        Button(L10n.common.cancel, role: .cancel) { viewModel.keepAccount() }
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// Nothing typed yet.
    struct DeleteAccountViewPreviews: PreviewProvider {
      static var previews: some View {
        if let factory = SettingsPreviewFactory() {
          DeleteAccountView(viewModel: factory.deleteAccountViewModel())
        }
      }
    }

    /// The server refused the password: its problem shows under the field.
    struct DeleteAccountViewWrongPasswordPreviews: PreviewProvider {
      static var previews: some View {
        if let factory = SettingsPreviewFactory(deletionFailure: .unauthorized) {
          DeleteAccountView(viewModel: refused(factory.deleteAccountViewModel()))
        }
      }

      @MainActor
      static func refused(_ viewModel: DeleteAccountViewModel) -> DeleteAccountViewModel {
        viewModel.password = AppFixtures.typedPassword
        viewModel.requestDelete()
        viewModel.confirmDelete()
        return viewModel
      }
    }
  #endif
#endif
