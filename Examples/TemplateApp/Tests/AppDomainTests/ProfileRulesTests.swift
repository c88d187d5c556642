import AppDomain
import Foundation
import Testing

@Suite struct ProfileRulesTests {
  /// API.md's `PUT /profile`: a display name of 1–80 characters after trimming, a bio up to 500.
  @Test(arguments: [
    ("Ada", "", [ProfileField: ProfileFieldError]()),
    (" \n\t ", "", [.displayName: .displayNameEmpty]),
    (String(repeating: "a", count: 80), String(repeating: "b", count: 500), [:]),
    ("  " + String(repeating: "a", count: 80) + "  ", "", [:]),
    (String(repeating: "a", count: 81), "", [.displayName: .displayNameTooLong(maximum: 80)]),
    ("Ada", String(repeating: "b", count: 501), [.bio: .bioTooLong(maximum: 500)]),
    ("", String(repeating: "b", count: 501), [.displayName: .displayNameEmpty, .bio: .bioTooLong(maximum: 500)]),
    // Characters, not bytes or UTF-16 units: 80 flags are 80 characters.
    (String(repeating: "🇩🇪", count: 80), "", [:]),
  ])
  func theAPIsRulesGiveEveryFieldError(name: String, bio: String, expected: [ProfileField: ProfileFieldError]) {
    let result = ProfileRules.api.validate(ProfileDraft(displayName: name, bio: bio))
    switch result {
    case .success(let input):
      #expect(expected.isEmpty)
      #expect(input.displayName == name.trimmingCharacters(in: .whitespacesAndNewlines))
      #expect(input.bio == bio)
    case .failure(let errors):
      #expect(errors == ProfileFieldErrors(expected))
    }
  }
}
