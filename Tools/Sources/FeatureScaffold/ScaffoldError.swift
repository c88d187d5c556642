/// Why `keel add feature` refused: one line, naming what and where. Nothing has been written
/// when it is thrown.
public struct ScaffoldError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
