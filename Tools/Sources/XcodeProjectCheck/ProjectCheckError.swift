/// The check could not run at all (as opposed to finding problems in the project).
public enum ProjectCheckError: Error, Equatable, CustomStringConvertible {
  case unreadable(path: String, reason: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
    }
  }
}
