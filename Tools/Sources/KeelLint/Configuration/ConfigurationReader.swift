/// Reads typed values out of a parsed configuration, keeping track of the key path so every
/// error names the file and the key.
struct ConfigurationReader {
  let file: String

  func error(_ key: String, _ message: String) -> ConfigurationError {
    ConfigurationError(file: file, key: key.isEmpty ? nil : key, message: message)
  }

  func object(
    _ value: JSONValue, at key: String, allowedKeys: Set<String>? = nil
  ) throws(ConfigurationError)
    -> [String: JSONValue]
  {
    guard case .object(let object) = value else { throw error(key, "expected an object, found \(value.kind)") }
    if let allowedKeys {
      for name in object.keys.sorted() where !allowedKeys.contains(name) {
        throw error(
          join(key, name), "unknown key (expected one of: \(allowedKeys.sorted().joined(separator: ", ")))")
      }
    }
    return object
  }

  func string(_ value: JSONValue, at key: String) throws(ConfigurationError) -> String {
    guard case .string(let string) = value else { throw error(key, "expected a string, found \(value.kind)") }
    return string
  }

  func bool(_ value: JSONValue, at key: String) throws(ConfigurationError) -> Bool {
    guard case .bool(let bool) = value else { throw error(key, "expected true or false, found \(value.kind)") }
    return bool
  }

  func positiveInteger(_ value: JSONValue, at key: String) throws(ConfigurationError) -> Int {
    guard case .number(let number) = value, number == number.rounded(), number >= 1, number <= 1_000_000 else {
      throw error(key, "expected a whole number from 1 to 1000000, found \(value.kind)")
    }
    return Int(number)
  }

  func strings(_ value: JSONValue, at key: String) throws(ConfigurationError) -> [String] {
    guard case .array(let array) = value else {
      throw error(key, "expected an array of strings, found \(value.kind)")
    }
    var strings: [String] = []
    for (index, element) in array.enumerated() {
      let string = try self.string(element, at: "\(key)[\(index)]")
      guard !string.isEmpty else { throw error("\(key)[\(index)]", "expected a non-empty string") }
      strings.append(string)
    }
    return strings
  }

  func patterns(_ value: JSONValue, at key: String) throws(ConfigurationError) -> [PathPattern] {
    try strings(value, at: key).map(PathPattern.init)
  }

  /// `"error"`, `"warning"` or `"off"` (nil).
  func severity(_ value: JSONValue, at key: String) throws(ConfigurationError) -> Severity? {
    let name = try string(value, at: key)
    if name == "off" { return nil }
    guard let severity = Severity(rawValue: name) else {
      throw error(key, "expected \"error\", \"warning\" or \"off\", found \"\(name)\"")
    }
    return severity
  }

  func join(_ key: String, _ name: String) -> String { key.isEmpty ? name : "\(key).\(name)" }
}
