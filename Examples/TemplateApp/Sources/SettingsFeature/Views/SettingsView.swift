#if canImport(SwiftUI)
  import AppLocalization
  import KeelDesign
  import StoreKit
  import SwiftUI

  /// The settings list: layout and binding only; choices, consent, confirmation, restoring and
  /// the manage-subscriptions sheet live in ``SettingsViewModel``.
  public struct SettingsView: View {
    @Bindable private var viewModel: SettingsViewModel
    private let text = SettingsText()

    public init(viewModel: SettingsViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      Form {
        Section { profileRow }
        Section {
          DSListRow(
            L10n.settings.language.title, detail: Text(verbatim: text.languageName(viewModel.language)),
            variant: .value
          ) { viewModel.openLanguage() }
          DSListRow(
            L10n.settings.theme.title, detail: Text(verbatim: text.themeName(viewModel.theme)), variant: .value
          ) { viewModel.openTheme() }
        } header: {
          Text(L10n.settings.section.general)
        }
        Section {
          Toggle(L10n.settings.notifications.toggle, isOn: $viewModel.notificationsEnabled)
          Button(L10n.settings.notifications.test) { viewModel.sendTestNotifications() }
            .disabled(!viewModel.canSendTestNotifications)
        } header: {
          Text(L10n.settings.section.notifications)
        } footer: {
          Text(L10n.settings.notifications.footer)
        }
        if viewModel.offersAppLock {
          Section {
            Toggle(
              L10n.settings.appLock.toggle,
              isOn: Binding(get: { viewModel.appLockEnabled }, set: { viewModel.setAppLockEnabled($0) }))
          } header: {
            Text(L10n.settings.section.security)
          } footer: {
            Text(L10n.settings.appLock.footer)
          }
        }
        if viewModel.offersPurchases { purchasesSection }
        Section {
          Button(L10n.settings.resetOnboarding) { viewModel.resetOnboarding() }
          Button(L10n.settings.signOut.button, role: .destructive) { viewModel.requestSignOut() }
        } header: {
          Text(L10n.settings.section.account)
        }
        aboutSection
      }
      .navigationTitle(L10n.settings.title)
      // Apple's sheet; StoreKit has none on macOS (`@available(macOS, unavailable)`).
      #if canImport(UIKit)
        .manageSubscriptionsSheet(isPresented: $viewModel.isManagingSubscription)
      #endif
      .confirmationDialog(
        L10n.settings.signOut.question,
        isPresented: Binding(
          get: { viewModel.isConfirmingSignOut }, set: { shown in if !shown { viewModel.cancelSignOut() } }),
        titleVisibility: .visible
      ) {
        Button(L10n.settings.signOut.button, role: .destructive) { viewModel.confirmSignOut() }
        Button(L10n.common.cancel, role: .cancel) { viewModel.cancelSignOut() }
      }
      .onAppear { viewModel.onAppear() }
      .onDisappear { viewModel.onDisappear() }
    }

    /// Restore purchases and Manage subscription, reachable outside the paywall too.
    private var purchasesSection: some View {
      Section {
        Button(L10n.settings.purchases.restore) { viewModel.restorePurchases() }
          .disabled(viewModel.isRestoring)
        #if canImport(UIKit)
          Button(L10n.settings.purchases.manage) { viewModel.manageSubscription() }
        #endif
      } header: {
        Text(L10n.settings.section.subscription)
      } footer: {
        Text(L10n.settings.purchases.footer)
      }
    }

    /// The configuration, the version, and the documents the status response linked to.
    private var aboutSection: some View {
      Section {
        LabeledContent(
          L10n.settings.configuration.title, value: text.configurationName(viewModel.appInfo.configuration))
        Text(verbatim: text.version(viewModel.appInfo)).typography(.footnote.regular)
        if let statistics = viewModel.links.statisticsURL {
          Link(L10n.settings.links.statistics, destination: statistics)
        }
        if let pdf = viewModel.links.pdfURL {
          Link(L10n.settings.links.pdf, destination: pdf)
        }
      } header: {
        Text(L10n.settings.section.about)
      }
    }

    @ViewBuilder private var profileRow: some View {
      switch viewModel.state {
      case .loading:
        ProgressView()
      case .loaded(let profile):
        DSListRow(profile.displayName, detail: Text(verbatim: profile.email), variant: .subtitle) {
          viewModel.openProfile()
        }
      case .empty:
        Text(L10n.settings.profile.signedOut)
      case .error:
        Text(L10n.settings.profile.unavailable)
        Button(L10n.common.retry) { viewModel.retry() }
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// Signed in as the fixtures' person (their profile at the top), notifications on.
    struct SettingsViewPreviews: PreviewProvider {
      static var previews: some View {
        if let factory = SettingsPreviewFactory() {
          SettingsView(viewModel: factory.settingsViewModel())
        }
      }
    }

    /// The profile could not be loaded: the row offers to try again.
    struct SettingsViewOfflinePreviews: PreviewProvider {
      static var previews: some View {
        if let factory = SettingsPreviewFactory(profileFailure: .unavailable("preview: no connection")) {
          SettingsView(viewModel: factory.settingsViewModel())
        }
      }
    }
  #endif
#endif
