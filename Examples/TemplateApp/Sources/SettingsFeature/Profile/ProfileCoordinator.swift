import AppDomain
import KeelNavigation
import Observation

/// Runs the Profile sub-flow (seed 000's sub-flow, the kit's ``SubFlowCoordinator``) on its own
/// stack: the profile at the root, the editor pushed. Close and the editor's Cancel dismiss the
/// flow; a save completes it, after telling ``Output/onSaved``.
///
/// Settings makes it when it presents the flow and drops it when the flow reports its outcome;
/// the flow itself belongs to Settings' ``SubFlowPresenter``, so it is held weakly here.
@MainActor
@Observable
public final class ProfileCoordinator: Coordinator, NavigationStorable {
  public struct Output {
    public var onSaved: @MainActor (UserProfile) -> Void

    public init(onSaved: @escaping @MainActor (UserProfile) -> Void) {
      self.onSaved = onSaved
    }
  }

  @ObservationIgnored public var output: Output?
  /// The flow's own stack (the flow's navigator).
  public let navigator: Navigator<ProfileScreen>
  @ObservationIgnored public private(set) weak var flow: SubFlowCoordinator<ProfileScreen>?
  /// The flow's root screen, which the sheet draws under the stack.
  public let root: ProfileScreen
  @ObservationIgnored private let factory: any ProfileElementsFactory

  /// - Parameters:
  ///   - flow: the presented sub-flow, whose root is `.profile(root)`.
  ///   - root: the profile screen's view model, made by the factory; its output is set here.
  public init(flow: SubFlowCoordinator<ProfileScreen>, root: ProfileViewModel, factory: any ProfileElementsFactory) {
    self.flow = flow
    navigator = flow.navigator
    self.root = .profile(root)
    self.factory = factory
    root.output = .init(
      onEdit: { [weak self] profile in self?.showEditor(profile: profile) },
      onClose: { [weak self] in self?.flow?.dismiss() })
  }

  /// The editor on top of the stack, if it is open.
  public var editor: ProfileEditorViewModel? {
    if case .editor(let viewModel) = navigator.top { viewModel } else { nil }
  }

  /// A swipe down would lose typed changes: the sheet refuses it, and Cancel asks instead.
  public var isDismissBlocked: Bool { editor?.hasUnsavedChanges ?? false }

  /// Opens the editor unless it is already on top, filled from `profile` or, without one, from
  /// the profile the root screen shows (a deep link to the editor); it loads the profile itself
  /// when neither has it.
  public func showEditor(profile: UserProfile?) {
    guard editor == nil else { return }
    let shown: UserProfile? = if case .profile(let viewModel) = root { viewModel.profile } else { nil }
    let viewModel = factory.profileEditorViewModel(profile: profile ?? shown)
    viewModel.output = .init(
      onSaved: { [weak self] saved in self?.finishSaving(saved) },
      onCancel: { [weak self] in self?.flow?.dismiss() })
    push(.editor(viewModel))
  }

  private func finishSaving(_ profile: UserProfile) {
    output?.onSaved(profile)
    flow?.complete()
  }
}
