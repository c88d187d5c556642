import Foundation

/// Reads the signed-in user's profile.
public struct LoadProfileUseCase: Sendable {
  private let repository: any ProfileRepositoryProtocol

  public init(repository: any ProfileRepositoryProtocol) {
    self.repository = repository
  }

  public func execute() async throws(RepositoryError) -> UserProfile {
    try await repository.profile()
  }
}

/// Saves the profile after validating the draft (seed 001): nothing invalid reaches the server.
public struct UpdateProfileUseCase: Sendable {
  private let repository: any ProfileRepositoryProtocol
  public let rules: ProfileRules

  /// - Parameter rules: the API's rules; an app built before the server tightened them is
  ///   another set, and the server's refusal is then what the person sees.
  public init(repository: any ProfileRepositoryProtocol, rules: ProfileRules = .api) {
    self.repository = repository
    self.rules = rules
  }

  /// The field errors of `draft`, without sending anything (for the editor's live hints).
  public func validate(_ draft: ProfileDraft) -> ProfileFieldErrors {
    switch rules.validate(draft) {
    case .success: ProfileFieldErrors()
    case .failure(let errors): errors
    }
  }

  public func execute(_ draft: ProfileDraft) async throws(ProfileSaveError) -> UserProfile {
    let input: ProfileInput
    switch rules.validate(draft) {
    case .success(let valid): input = valid
    case .failure(let errors): throw .invalid(errors)
    }
    do throws(RepositoryError) {
      return try await repository.updateProfile(displayName: input.displayName, bio: input.bio)
    } catch {
      throw .repository(error)
    }
  }
}
