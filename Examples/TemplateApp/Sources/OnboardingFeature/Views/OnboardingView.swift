#if canImport(SwiftUI)
  import KeelStorage
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// Seed 000's Onboarding1–3 as one screen whose page is the view model's persisted step:
  /// layout and binding only.
  public struct OnboardingView: View {
    private let viewModel: OnboardingViewModel

    public init(viewModel: OnboardingViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      VStack(spacing: DSSpacing.xl.points) {
        HStack {
          if viewModel.canGoBack {
            DSButton(L10n.onboarding.back, variant: .tertiary, size: .small) { viewModel.back() }
          }
          Spacer()
          if viewModel.showsSkip {
            DSButton(L10n.onboarding.skip, variant: .tertiary, size: .small) { viewModel.skip() }
          }
        }
        Spacer()
        Text(Self.title(of: viewModel.step)).typography(.largeTitle.bold)
        Text(Self.message(of: viewModel.step)).typography(.body.regular)
        Spacer()
        Text(verbatim: L10n.onboarding.progress(viewModel.step.number, OnboardingStep.count))
          .typography(.caption1.regular)
        if viewModel.showsDone {
          DSButton(L10n.onboarding.done, size: .large) { viewModel.done() }
        } else {
          DSButton(L10n.onboarding.next, size: .large) { viewModel.next() }
        }
      }
      .padding(DSSpacing.lg.points)
    }

    private static func title(of step: OnboardingStep) -> String {
      switch step {
      case .welcome: L10n.onboarding.step1.title
      case .highlights: L10n.onboarding.step2.title
      case .ready: L10n.onboarding.step3.title
      }
    }

    private static func message(of step: OnboardingStep) -> String {
      switch step {
      case .welcome: L10n.onboarding.step1.body
      case .highlights: L10n.onboarding.step2.body
      case .ready: L10n.onboarding.step3.body
      }
    }
  }

  /// The onboarding flow's root: one screen, no navigation of its own. The screen is built
  /// once, here, so the body only reads.
  public struct OnboardingCoordinatorView: View {
    private let screen: OnboardingScreen

    public init(coordinator: OnboardingCoordinator) {
      screen = coordinator.start()
    }

    public var body: some View {
      switch screen {
      case .steps(let viewModel): OnboardingView(viewModel: viewModel)
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The first page, with nothing stored yet (memory, not the device's defaults).
    struct OnboardingViewPreviews: PreviewProvider {
      static var previews: some View {
        OnboardingView(viewModel: OnboardingViewModel(store: KeyValueStore(backend: InMemoryKeyValueBackend())))
      }
    }
  #endif
#endif
