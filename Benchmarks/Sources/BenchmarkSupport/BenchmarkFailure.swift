/// A benchmark whose work did not do what it measures (a wrong answer, a failed request): the
/// run stops with this message rather than reporting the time of the wrong thing.
public struct BenchmarkFailure: Error, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
