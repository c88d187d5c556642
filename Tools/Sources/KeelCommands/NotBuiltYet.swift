import ArgumentParser

/// The error a command that is declared but not implemented yet exits with, so `keel --help`
/// can list the whole tool honestly while it grows.
struct NotBuiltYet: Error, CustomStringConvertible {
  let command: String
  var description: String { "'keel \(command)' is not built yet." }
}

extension CommandConfiguration {
  /// The abstract of a command that is not built yet, marked as such in `--help`.
  static func notBuiltYet(_ name: String, _ abstract: String) -> CommandConfiguration {
    CommandConfiguration(commandName: name, abstract: "\(abstract) (not built yet)")
  }
}
