/// An HTTP request method.
public enum HTTPMethod: String, Sendable, Hashable, Codable, CaseIterable {
  /// `GET`: reads a resource.
  case get = "GET"
  /// `HEAD`: reads a resource's headers only.
  case head = "HEAD"
  /// `POST`: creates or acts; not idempotent.
  case post = "POST"
  /// `PUT`: creates or replaces a resource.
  case put = "PUT"
  /// `PATCH`: changes part of a resource; not idempotent.
  case patch = "PATCH"
  /// `DELETE`: removes a resource.
  case delete = "DELETE"
  /// `OPTIONS`: asks what the server allows.
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
