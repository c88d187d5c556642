import Foundation

/// A field of the profile editor.
public enum ProfileField: String, Hashable, Sendable, CaseIterable {
  case displayName, bio
}

/// Why a profile field was refused; the editor shows each as a localized message under its field.
public enum ProfileFieldError: Error, Hashable, Sendable {
  case displayNameEmpty
  case displayNameTooLong(maximum: Int)
  case bioTooLong(maximum: Int)
}

/// Every refused field of one edit, so the editor marks them all at once.
public struct ProfileFieldErrors: Error, Hashable, Sendable {
  public var byField: [ProfileField: ProfileFieldError]

  public init(_ byField: [ProfileField: ProfileFieldError] = [:]) {
    self.byField = byField
  }

  public subscript(field: ProfileField) -> ProfileFieldError? {
    get { byField[field] }
    set { byField[field] = newValue }
  }

  public var isEmpty: Bool { byField.isEmpty }
}

/// Why saving the profile failed: the input (every refused field at once) or the repository.
public enum ProfileSaveError: Error, Hashable, Sendable {
  case invalid(ProfileFieldErrors)
  case repository(RepositoryError)
}

/// What a person typed into the profile editor, before validation.
public struct ProfileDraft: Hashable, Sendable {
  public var displayName: String
  public var bio: String

  public init(displayName: String = "", bio: String = "") {
    self.displayName = displayName
    self.bio = bio
  }

  public init(_ profile: UserProfile) {
    self.init(displayName: profile.displayName, bio: profile.bio)
  }
}

/// A validated profile change to send: the display name trimmed.
public struct ProfileInput: Hashable, Sendable {
  public let displayName: String
  public let bio: String
}

/// The limits of `PUT /profile` (API.md): a display name of 1–80 characters after trimming, a
/// bio of at most 500. Checked before anything is sent (seed 001: use cases validate).
public struct ProfileRules: Hashable, Sendable {
  public var maximumDisplayNameLength: Int
  public var maximumBioLength: Int

  public init(maximumDisplayNameLength: Int, maximumBioLength: Int) {
    self.maximumDisplayNameLength = maximumDisplayNameLength
    self.maximumBioLength = maximumBioLength
  }

  /// The API's rules today.
  public static let api = ProfileRules(maximumDisplayNameLength: 80, maximumBioLength: 500)

  /// The input for `draft`, or every field error found.
  public func validate(_ draft: ProfileDraft) -> Result<ProfileInput, ProfileFieldErrors> {
    var errors = ProfileFieldErrors()
    let name = draft.displayName.trimmingCharacters(in: .whitespacesAndNewlines)
    if name.isEmpty {
      errors[.displayName] = .displayNameEmpty
    } else if name.count > maximumDisplayNameLength {
      errors[.displayName] = .displayNameTooLong(maximum: maximumDisplayNameLength)
    }
    if draft.bio.count > maximumBioLength { errors[.bio] = .bioTooLong(maximum: maximumBioLength) }
    guard errors.isEmpty else { return .failure(errors) }
    return .success(ProfileInput(displayName: name, bio: draft.bio))
  }
}
