import Foundation
import KeelNetwork

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The template's API (Examples/TemplateApp/API.md), one value per endpoint.
extension APIEndpoint {
  // MARK: - Status (HTTP Basic)

  /// Records the app launch (seed 000's analytics call).
  public static func addObject(_ body: AddObjectDTO) throws(APIError) -> APIEndpoint {
    try APIEndpoint(path: "addObject", method: .post, auth: .basic).withJSONBody(body)
  }

  public static func getObjects(version: String) -> APIEndpoint {
    APIEndpoint(path: "getObjects", queryItems: [URLQueryItem(name: "version", value: version)], auth: .basic)
  }

  public static func getStatistics(version: String) -> APIEndpoint {
    APIEndpoint(path: "getStatistics", queryItems: [URLQueryItem(name: "version", value: version)], auth: .basic)
  }

  /// The remote configuration's feature flags (asked at launch, in parallel with the status).
  public static let remoteConfig = APIEndpoint(path: "config", auth: .basic)

  // MARK: - Session (no credentials: the body carries them)

  public static func login(_ body: LoginDTO) throws(APIError) -> APIEndpoint {
    try APIEndpoint(path: "auth/login", method: .post).withJSONBody(body)
  }

  public static func refreshSession(_ body: RefreshDTO) throws(APIError) -> APIEndpoint {
    try APIEndpoint(path: "auth/refresh", method: .post).withJSONBody(body)
  }

  /// Same body as login; answers with a session (signed in at once).
  public static func register(_ body: LoginDTO) throws(APIError) -> APIEndpoint {
    try APIEndpoint(path: "auth/register", method: .post).withJSONBody(body)
  }

  /// Sign in with Apple: the identity token and the nonce whose hash Apple signed into it.
  public static func appleSignIn(_ body: AppleSignInDTO) throws(APIError) -> APIEndpoint {
    try APIEndpoint(path: "auth/apple", method: .post).withJSONBody(body)
  }

  public static func passwordReset(_ body: PasswordResetDTO) throws(APIError) -> APIEndpoint {
    try APIEndpoint(path: "auth/password-reset", method: .post).withJSONBody(body)
  }

  /// Revokes the refresh token (sign-out). The body carries the token, so no bearer is needed
  /// and an expired access token does not stop a sign-out.
  public static func logout(_ body: RefreshDTO) throws(APIError) -> APIEndpoint {
    try APIEndpoint(path: "auth/logout", method: .post).withJSONBody(body)
  }

  // MARK: - Signed in (bearer)

  public static let items = APIEndpoint(path: "items", auth: .bearer)

  public static func item(id: String) -> APIEndpoint {
    APIEndpoint(path: "items/\(id)", auth: .bearer)
  }

  /// POST is not idempotent: a lost answer is not retried, so an item is never created twice.
  public static func createItem(_ body: ItemInputDTO) throws(APIError) -> APIEndpoint {
    try APIEndpoint(path: "items", method: .post, auth: .bearer).withJSONBody(body)
  }

  public static func updateItem(id: String, _ body: ItemInputDTO) throws(APIError) -> APIEndpoint {
    try APIEndpoint(path: "items/\(id)", method: .put, auth: .bearer).withJSONBody(body)
  }

  public static func deleteItem(id: String) -> APIEndpoint {
    APIEndpoint(path: "items/\(id)", method: .delete, auth: .bearer)
  }

  public static let profile = APIEndpoint(path: "profile", auth: .bearer)

  /// Deletes the signed-in account, re-authenticated with its password in the body.
  public static func deleteAccount(_ body: DeleteAccountDTO) throws(APIError) -> APIEndpoint {
    try APIEndpoint(path: "me", method: .delete, auth: .bearer).withJSONBody(body)
  }

  /// PUT replaces the profile, so it is idempotent and may be retried.
  public static func updateProfile(_ body: ProfileUpdateDTO) throws(APIError) -> APIEndpoint {
    try APIEndpoint(path: "profile", method: .put, auth: .bearer).withJSONBody(body)
  }
}

extension APIEndpoint {
  // MARK: - Analytics (bearer)

  /// Not idempotent (the server stores what it gets): the analytics sender retries it itself and
  /// accepts that a lost acknowledgement may deliver a batch twice.
  public static func postAnalyticsEvents(_ body: AnalyticsEventsDTO) throws(APIError) -> APIEndpoint {
    try APIEndpoint(path: "analytics/events", method: .post, auth: .bearer).withJSONBody(body)
  }
}
