import AppDomain
import Observation

/// Delete account (Settings → Profile → Delete account): the password re-authenticates the
/// request (for a Sign in with Apple account, Apple does: its fresh authorization code goes to
/// the server, which revokes the Apple token), a confirmation comes before anything is sent, and
/// only the server's confirmation ends in ``Output/onDeleted`` (the device's copy of the user is
/// erased by then).
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

  /// How the person proves it is them before the account goes.
  public enum Reauthentication: Sendable, Hashable {
    /// The account's password, typed on this screen.
    case password
    /// Sign in with Apple again: the account has no password, and the server needs a fresh
    /// authorization code to revoke the Apple token.
    case apple
  }

  @ObservationIgnored public var output: Output?
  /// The account's way: the password, or Sign in with Apple for an account made with it.
  public let reauthentication: Reauthentication
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
  /// Apple's one-time code from the re-authentication, until the deletion is sent or abandoned.
  @ObservationIgnored private var appleAuthorizationCode: String?

  public init(deleteAccount: DeleteAccountUseCase, reauthentication: Reauthentication = .password) {
    self.deleteAccount = deleteAccount
    self.reauthentication = reauthentication
  }

  /// Whether the screen shows Sign in with Apple's button instead of the password field.
  public var reauthenticatesWithApple: Bool { reauthentication == .apple }

  public var canDelete: Bool { state == .editing && (reauthenticatesWithApple || !password.isEmpty) }

  /// Sign in with Apple answered the re-authentication: with its authorization code the
  /// confirmation comes up; without one (Apple gave none) nothing is sent and the person can try
  /// again.
  public func appleReauthenticated(authorizationCode: String?) {
    guard reauthenticatesWithApple, state == .editing else { return }
    guard let authorizationCode, !authorizationCode.isEmpty else {
      problem = .unavailable
      return
    }
    problem = nil
    appleAuthorizationCode = authorizationCode
    isConfirming = true
  }

  /// Sign in with Apple's sheet failed; a cancel by the person shows nothing.
  public func appleReauthenticationFailed(cancelled: Bool) {
    guard reauthenticatesWithApple, state == .editing else { return }
    problem = cancelled ? nil : .unavailable
  }

  /// Asks for confirmation; with no password, says so instead. (An Apple account asks through
  /// ``appleReauthenticated(authorizationCode:)``.)
  public func requestDelete() {
    guard state == .editing, !reauthenticatesWithApple else { return }
    guard !password.isEmpty else {
      problem = .passwordMissing
      return
    }
    isConfirming = true
  }

  /// The confirmation closed without deleting.
  public func keepAccount() {
    isConfirming = false
    // Apple's code is for this one deletion; another attempt re-authenticates again.
    appleAuthorizationCode = nil
  }

  /// The person confirmed: deletes, with the password typed.
  public func confirmDelete() {
    guard isConfirming, state == .editing else { return }
    isConfirming = false
    state = .deleting
    problem = nil
    let password = password
    let appleCode = reauthenticatesWithApple ? appleAuthorizationCode ?? "" : nil
    appleAuthorizationCode = nil
    task = Task { [weak self, deleteAccount] in
      let result: Result<Void, DeleteAccountError>
      do throws(DeleteAccountError) {
        if let appleCode {
          try await deleteAccount.execute(appleAuthorizationCode: appleCode)
        } else {
          try await deleteAccount.execute(password: password)
        }
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
