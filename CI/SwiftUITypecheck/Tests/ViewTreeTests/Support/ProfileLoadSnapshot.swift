import AppDomain
@_spi(ViewTree) import SwiftUI

/// The snapshot of a screen that loads the profile (Settings, the profile, the profile editor)
/// once it has appeared, in `language`, over fresh ``Screens`` whose profile load answers
/// `failure` (`nil`: the sample profile). `appear` builds the screen over those screens and
/// appears it; the baseline is named after the calling test, as ``assertViewSnapshot`` names it.
@MainActor
func assertAppearedSnapshot<V: View>(
  _ language: SnapshotLanguage, profileLoad failure: RepositoryError? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column,
  appear: (Screens) async throws -> V
) async throws {
  language.select()
  let screens = try Screens()
  if let failure { screens.profiles.fail(.load, with: failure) }
  let view = try await appear(screens)
  assertViewSnapshot(
    of: view, named: language.rawValue, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}
