import AppDomain
import KeelNavigation
import Observation

/// Runs the Profile sub-flow (seed 000's sub-flow, the kit's ``SubFlowCoordinator``) on its own
/// stack: the profile at the root, the editor or Delete account pushed. Close and the editor's
/// Cancel dismiss the flow; a save completes it, after telling ``Output/onSaved``; a deleted
/// account completes it, after telling ``Output/onAccountDeleted``.
///
/// Settings makes it when it presents the flow and drops it when the flow reports its outcome;
/// the flow itself belongs to Settings' ``SubFlowPresenter``, so it is held weakly here.
@MainActor
@Observable
public final class ProfileCoordinator: Coordinator, NavigationStorable {
  public struct Output {
    public var onSaved: @MainActor (UserProfile) -> Void
    /// The account was deleted (the device's copy of the user is erased already).
    public var onAccountDeleted: @MainActor () -> Void

    public init(
      onSaved: @escaping @MainActor (UserProfile) -> Void, onAccountDeleted: @escaping @MainActor () -> Void
    ) {
      self.onSaved = onSaved
      self.onAccountDeleted = onAccountDeleted
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
      onClose: { [weak self] in self?.flow?.dismiss() },
      onDeleteAccount: { [weak self] in self?.showDeleteAccount() })
  }

  /// The editor on top of the stack, if it is open.
  public var editor: ProfileEditorViewModel? {
    if case .editor(let viewModel) = navigator.top { viewModel } else { nil }
  }

  /// A swipe down would lose typed changes: the sheet refuses it, and Cancel asks instead.
  /// A deletion in flight must finish on screen too.
  public var isDismissBlocked: Bool {
    (editor?.hasUnsavedChanges ?? false) || deleteAccount?.state == .deleting
  }

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

  /// Delete account on top of the stack, unless it is there already.
  public var deleteAccount: DeleteAccountViewModel? {
    if case .deleteAccount(let viewModel) = navigator.top { viewModel } else { nil }
  }

  /// Opens Delete account over the profile.
  public func showDeleteAccount() {
    guard deleteAccount == nil else { return }
    let viewModel = factory.deleteAccountViewModel()
    viewModel.output = .init(
      onDeleted: { [weak self] in self?.finishDeleting() },
      onCancel: { [weak self] in self?.pop() })
    push(.deleteAccount(viewModel))
  }

  private func finishDeleting() {
    output?.onAccountDeleted()
    flow?.complete()
  }

  private func finishSaving(_ profile: UserProfile) {
    output?.onSaved(profile)
    flow?.complete()
  }
}
