/// A configuration file that cannot be used: names the file, the key (a dotted path such as
/// `rules.line-length.warning`) and what was wrong.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible {
  public var file: String
  public var key: String?
  public var message: String

  public init(file: String, key: String?, message: String) {
    self.file = file
    self.key = key
    self.message = message
  }

  public var description: String {
    if let key { "\(file): \(key): \(message)" } else { "\(file): \(message)" }
  }
}
