import AppDomain
import Observation

/// The Profile sub-flow's first screen: the profile as saved (seed 001's fields: the picture,
/// the join date, whether the account is active), with Edit, Close and Delete account.
@MainActor
@Observable
public final class ProfileViewModel {
  public struct Output {
    /// Edit the profile shown (nil when it has not loaded: the editor loads it itself).
    public var onEdit: @MainActor (UserProfile?) -> Void
    public var onClose: @MainActor () -> Void
    public var onDeleteAccount: @MainActor () -> Void

    public init(
      onEdit: @escaping @MainActor (UserProfile?) -> Void, onClose: @escaping @MainActor () -> Void,
      onDeleteAccount: @escaping @MainActor () -> Void
    ) {
      self.onEdit = onEdit
      self.onClose = onClose
      self.onDeleteAccount = onDeleteAccount
    }
  }

  public enum ViewState: Hashable, Sendable {
    case loading
    case loaded(UserProfile)
    /// Nobody is signed in: there is no profile to show or edit.
    case empty
    case error(RepositoryError)
  }

  @ObservationIgnored public var output: Output?
  public private(set) var state = ViewState.loading
  @ObservationIgnored private let loadProfile: LoadProfileUseCase
  @ObservationIgnored private var task: Task<Void, Never>?

  public init(loadProfile: LoadProfileUseCase) {
    self.loadProfile = loadProfile
  }

  isolated deinit {
    task?.cancel()
  }

  public var profile: UserProfile? {
    if case .loaded(let profile) = state { profile } else { nil }
  }

  public var canEdit: Bool { profile != nil }

  public func onAppear() {
    guard profile == nil else { return }
    load()
  }

  public func onDisappear() {
    task?.cancel()
    task = nil
  }

  public func retry() { load() }

  public func edit() {
    guard canEdit else { return }
    output?.onEdit(profile)
  }

  public func close() { output?.onClose() }

  /// Only a loaded profile has an account behind it to delete.
  public var canDeleteAccount: Bool { profile != nil }

  public func deleteAccount() {
    guard canDeleteAccount else { return }
    output?.onDeleteAccount()
  }

  func waitForTask() async { await task?.value }

  private func load() {
    task?.cancel()
    state = .loading
    task = Task { [weak self, loadProfile] in
      do throws(RepositoryError) {
        let profile = try await loadProfile.execute()
        self?.state = .loaded(profile)
      } catch {
        guard !Task.isCancelled else { return }
        self?.state = error == .unauthorized ? .empty : .error(error)
      }
    }
  }
}
