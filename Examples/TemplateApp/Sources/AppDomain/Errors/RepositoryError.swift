/// Why a repository call failed, in the terms screens act on (DESIGN: errors shown to people):
/// sign in again, nothing there, fix the input, or try again later.
public enum RepositoryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The session is over or the credentials are wrong.
  case unauthorized
  case notFound
  /// The server refused the input; the message names what was wrong.
  case rejected(String)
  /// No answer in time, no connection, or a server error: worth retrying.
  case unavailable(String)
  /// The server asked to slow down (HTTP 429); `retryAfter` is when, if it said.
  case rateLimited(retryAfter: Duration?)
  /// The server answered something the app cannot read.
  case invalidResponse(String)

  public var description: String {
    switch self {
    case .unauthorized: "Not signed in, or the credentials were refused."
    case .notFound: "Not found."
    case .rejected(let message): "Refused: \(message)"
    case .unavailable(let reason): "Unavailable: \(reason)"
    case .rateLimited(let retryAfter): "Too many requests; retry after \(retryAfter.map { "\($0)" } ?? "a while")"
    case .invalidResponse(let reason): "Unreadable response: \(reason)"
    }
  }
}
