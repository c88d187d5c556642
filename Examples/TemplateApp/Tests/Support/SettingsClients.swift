import AppData
import AppDomain
import KeelStorage

/// AppData's real profile repository and language preference, typed as AppDomain's protocols
/// for the Settings feature's tests (DESIGN: features never see AppData).
extension DevServerHarness {
  /// The signed-in account's profile through AppData's real repository over the socket.
  public func signedInProfileRepository() async throws -> any ProfileRepositoryProtocol {
    ProfileRepository(client: try await signedInClient().client)
  }
}

/// The app's language preference over `store`, applying through `apply`.
public func storedLanguagePreference(
  store: KeyValueStore, apply: @escaping @Sendable (String?) -> Void
) -> any LanguagePreference {
  StoredLanguagePreference(store: store, apply: apply)
}
