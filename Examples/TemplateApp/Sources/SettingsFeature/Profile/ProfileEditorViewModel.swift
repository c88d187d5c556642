import AppDomain
import Observation

/// The profile editor: the fields as typed, every field error of the fields the person has
/// touched (all of them after a save attempt), checked before anything is sent; Cancel asks
/// before unsaved changes are discarded.
@MainActor
@Observable
public final class ProfileEditorViewModel {
  public struct Output {
    public var onSaved: @MainActor (UserProfile) -> Void
    /// Leave without saving (nothing was changed, or the person chose to discard).
    public var onCancel: @MainActor () -> Void

    public init(onSaved: @escaping @MainActor (UserProfile) -> Void, onCancel: @escaping @MainActor () -> Void) {
      self.onSaved = onSaved
      self.onCancel = onCancel
    }
  }

  public enum ViewState: Hashable, Sendable {
    /// Reading the profile to edit (a restored or deep-linked editor).
    case loading
    /// The form, editable.
    case loaded
    /// Nobody is signed in: there is no profile to edit.
    case empty
    case error(RepositoryError)
  }

  /// Why the last save did not go through, shown above the form.
  public enum Problem: Hashable, Sendable {
    /// The server refused the change; its message says why.
    case refused(String)
    /// No answer, no connection, a server error: saving again may work.
    case unavailable
  }

  @ObservationIgnored public var output: Output?
  public private(set) var state: ViewState
  public var draft: ProfileDraft {
    didSet {
      if draft.displayName != oldValue.displayName { touched.insert(.displayName) }
      if draft.bio != oldValue.bio { touched.insert(.bio) }
    }
  }
  public private(set) var problem: Problem?
  public private(set) var isSaving = false
  public private(set) var isConfirmingDiscard = false
  /// The profile as loaded, to tell whether anything changed.
  public private(set) var original: UserProfile?
  private var touched: Set<ProfileField> = []

  @ObservationIgnored private let loadProfile: LoadProfileUseCase
  @ObservationIgnored private let updateProfile: UpdateProfileUseCase
  @ObservationIgnored private var task: Task<Void, Never>?

  public init(profile: UserProfile?, loadProfile: LoadProfileUseCase, updateProfile: UpdateProfileUseCase) {
    self.loadProfile = loadProfile
    self.updateProfile = updateProfile
    original = profile
    draft = profile.map(ProfileDraft.init) ?? ProfileDraft()
    state = profile == nil ? .loading : .loaded
  }

  isolated deinit {
    task?.cancel()
  }

  /// The limits the fields are checked against (the bio's counter shows its maximum).
  public var rules: ProfileRules { updateProfile.rules }

  /// Every field error of the draft as it stands.
  public var fieldErrors: ProfileFieldErrors { updateProfile.validate(draft) }

  /// The errors of the fields the person has touched.
  public var visibleErrors: ProfileFieldErrors {
    ProfileFieldErrors(fieldErrors.byField.filter { touched.contains($0.key) })
  }

  /// The bio's length in characters, as the rules count it (shown against its maximum).
  public var bioLength: Int { draft.bio.count }

  public var hasUnsavedChanges: Bool {
    guard state == .loaded, let original else { return false }
    return draft != ProfileDraft(original)
  }

  public var canSave: Bool { hasUnsavedChanges && fieldErrors.isEmpty && !isSaving }

  // MARK: - Lifecycle

  /// Fills the form when the editor opened without the profile.
  public func onAppear() {
    guard original == nil, task == nil else { return }
    load()
  }

  /// A save in flight is not cancelled: the person asked for it.
  public func onDisappear() {
    guard !isSaving else { return }
    task?.cancel()
    task = nil
  }

  public func retry() { load() }

  // MARK: - Actions

  /// Leaves at once when nothing changed; otherwise asks first.
  public func cancel() {
    guard !isSaving else { return }
    if hasUnsavedChanges {
      isConfirmingDiscard = true
    } else {
      output?.onCancel()
    }
  }

  public func confirmDiscard() {
    guard isConfirmingDiscard else { return }
    isConfirmingDiscard = false
    output?.onCancel()
  }

  public func keepEditing() { isConfirmingDiscard = false }

  /// Validates and saves; field errors and refusals stay on the form.
  public func save() {
    guard state == .loaded, !isSaving else { return }
    guard fieldErrors.isEmpty else {
      touched = Set(ProfileField.allCases)
      return
    }
    isSaving = true
    problem = nil
    let draft = draft
    task = Task { [weak self, updateProfile] in
      let result: Result<UserProfile, ProfileSaveError>
      do throws(ProfileSaveError) {
        result = .success(try await updateProfile.execute(draft))
      } catch {
        result = .failure(error)
      }
      self?.finishSave(result)
    }
  }

  func waitForTask() async { await task?.value }

  // MARK: - Private

  private func load() {
    task?.cancel()
    state = .loading
    task = Task { [weak self, loadProfile] in
      do throws(RepositoryError) {
        let profile = try await loadProfile.execute()
        self?.loaded(profile)
      } catch {
        guard !Task.isCancelled else { return }
        self?.state = error == .unauthorized ? .empty : .error(error)
      }
    }
  }

  private func loaded(_ profile: UserProfile) {
    original = profile
    draft = ProfileDraft(profile)
    touched = []
    state = .loaded
  }

  private func finishSave(_ result: Result<UserProfile, ProfileSaveError>) {
    isSaving = false
    switch result {
    case .success(let profile):
      original = profile
      draft = ProfileDraft(profile)
      touched = []
      output?.onSaved(profile)
    case .failure(.invalid):
      touched = Set(ProfileField.allCases)
    case .failure(.repository(.rejected(let message))):
      problem = .refused(message)
    case .failure(.repository):
      problem = .unavailable
    }
  }
}
