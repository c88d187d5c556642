/// A token that never changes (an API key sent as a bearer token).
public struct FixedAccessToken: AccessTokenSource {
  private let token: String

  /// A source that always answers `token`.
  public init(_ token: String) {
    self.token = token
  }

  public func validAccessToken() async throws(APIError) -> String { token }
}
