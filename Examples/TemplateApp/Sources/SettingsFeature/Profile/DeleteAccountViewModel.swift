import AppDomain
import Observation

/// Delete account (Settings → Profile → Delete account): the password re-authenticates the
/// request, a confirmation comes before anything is sent, and only the server's confirmation
/// ends in ``Output/onDeleted`` (the device's copy of the user is erased by then).
@MainActor
@Observable
public final class DeleteAccountViewModel {
  public struct Output {
    /// The account is gone, here and on the server: the root shows sign-in.
    public var onDeleted: @MainActor () -> Void
    public var onCancel: @MainActor () -> Void

    public init(onDeleted: @escaping @MainActor () -> Void, onCancel: @escaping @MainActor () -> Void) {
      self.onDeleted = onDeleted
      self.onCancel = onCancel
    }
  }

  public enum ViewState: Hashable, Sendable {
    /// The form: type the password, then delete.
    case editing
    /// The request is out; the form is locked.
    case deleting
    case deleted
  }

  @ObservationIgnored public var output: Output?
  /// The password as typed; a change clears the last problem.
  public var password = "" {
    didSet { if password != oldValue { problem = nil } }
  }
  public private(set) var state = ViewState.editing
  /// Why the last attempt did not delete the account.
  public private(set) var problem: DeleteAccountError?
  public private(set) var isConfirming = false

  @ObservationIgnored private let deleteAccount: DeleteAccountUseCase
  @ObservationIgnored private var task: Task<Void, Never>?

  public init(deleteAccount: DeleteAccountUseCase) {
    self.deleteAccount = deleteAccount
  }

  public var canDelete: Bool { state == .editing && !password.isEmpty }

  /// Asks for confirmation; with no password, says so instead.
  public func requestDelete() {
    guard state == .editing else { return }
    guard !password.isEmpty else {
      problem = .passwordMissing
      return
    }
    isConfirming = true
  }

  /// The confirmation closed without deleting.
  public func keepAccount() { isConfirming = false }

  /// The person confirmed: deletes, with the password typed.
  public func confirmDelete() {
    guard isConfirming, state == .editing else { return }
    isConfirming = false
    state = .deleting
    problem = nil
    let password = password
    task = Task { [weak self, deleteAccount] in
      let result: Result<Void, DeleteAccountError>
      do throws(DeleteAccountError) {
        try await deleteAccount.execute(password: password)
        result = .success(())
      } catch {
        result = .failure(error)
      }
      self?.finish(result)
    }
  }

  /// Leaves without deleting; not while the request is out (its answer decides).
  public func cancel() {
    guard state == .editing else { return }
    output?.onCancel()
  }

  func waitForTask() async { await task?.value }

  private func finish(_ result: Result<Void, DeleteAccountError>) {
    switch result {
    case .success:
      state = .deleted
      password = ""
      output?.onDeleted()
    case .failure(let error):
      state = .editing
      problem = error
    }
  }
}
