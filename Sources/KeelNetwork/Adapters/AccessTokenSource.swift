/// Where bearer access tokens come from.
public protocol AccessTokenSource: Sendable {
  /// A token usable now, or ``APIError/unauthorized(_:)`` when there is none (signed out).
  func validAccessToken() async throws(APIError) -> String
}
