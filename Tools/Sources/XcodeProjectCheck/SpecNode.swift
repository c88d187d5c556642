import Yams

/// A node of the project spec together with its key path (`targets.App.sources[0]`), so every
/// finding can say where in the YAML it is, and its position in the file.
struct SpecNode {
  let node: Node
  let keyPath: String

  var line: Int? { node.mark?.line }
  var column: Int? { node.mark?.column }

  /// The scalar's text; `nil` for mappings and sequences.
  var string: String? { node.scalar?.string }

  var isMapping: Bool { node.mapping != nil }

  /// The value under `key` of a mapping.
  subscript(key: String) -> SpecNode? {
    guard let value = node.mapping?[key] else { return nil }
    return SpecNode(node: value, keyPath: child(key))
  }

  /// A mapping's entries in file order, keyed by their scalar text.
  var entries: [(key: String, value: SpecNode)] {
    guard let mapping = node.mapping else { return [] }
    return mapping.compactMap { key, value in
      guard let name = key.scalar?.string else { return nil }
      return (name, SpecNode(node: value, keyPath: child(name)))
    }
  }

  /// A sequence's items; a single value stands for a list of one, as XcodeGen reads
  /// `sources: App` like `sources: [App]`.
  var items: [SpecNode] {
    guard let sequence = node.sequence else { return [self] }
    return sequence.enumerated().map { index, item in SpecNode(node: item, keyPath: "\(keyPath)[\(index)]") }
  }

  /// Whether a boolean scalar is true (YAML's `true`, `yes`, `on`).
  var isTrue: Bool {
    guard let text = string?.lowercased() else { return false }
    return ["true", "yes", "on"].contains(text)
  }

  private func child(_ key: String) -> String { keyPath.isEmpty ? key : "\(keyPath).\(key)" }
}
