/// An HTTP request method.
public enum HTTPMethod: String, Sendable, Hashable, Codable, CaseIterable {
  case get = "GET"
  case head = "HEAD"
  case post = "POST"
  case put = "PUT"
  case patch = "PATCH"
  case delete = "DELETE"
  case options = "OPTIONS"

  /// Methods that RFC 9110 defines as idempotent: sending one twice has the same effect as
  /// sending it once, so a retry after a lost response cannot apply a change twice.
  public var isIdempotent: Bool {
    switch self {
    case .get, .head, .put, .delete, .options: true
    case .post, .patch: false
    }
  }
}
