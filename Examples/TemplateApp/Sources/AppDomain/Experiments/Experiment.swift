/// An A/B experiment: an identifier and weighted variants, the first being the control (what
/// people get when the experiment cannot be evaluated).
///
/// ```swift
/// let layout = Experiment(id: "items_layout", variants: [.init("list", weight: 50), .init("grid", weight: 50)])
/// ```
public struct Experiment: Sendable, Hashable {
  public struct Variant: Sendable, Hashable {
    public let name: String
    /// Relative share of people: weights 50/30/20 give 50 %, 30 % and 20 %.
    public let weight: Int

    public init(_ name: String, weight: Int) {
      self.name = name
      self.weight = weight
    }
  }

  public let id: String
  public let variants: [Variant]

  public init(id: String, variants: [Variant]) {
    self.id = id
    self.variants = variants
  }

  /// The variant people get when the experiment cannot be evaluated.
  public var control: String { variants.first?.name ?? "control" }

  public func hasVariant(named name: String) -> Bool { variants.contains { $0.name == name } }

  /// Why the experiment cannot assign anyone, or nil when it can.
  public var problem: String? {
    if id.isEmpty { return "experiment has an empty id" }
    if variants.isEmpty { return "experiment '\(id)' has no variants" }
    if let negative = variants.first(where: { $0.weight < 0 }) {
      return "experiment '\(id)' variant '\(negative.name)' has a negative weight \(negative.weight)"
    }
    if Set(variants.map(\.name)).count != variants.count { return "experiment '\(id)' has duplicate variant names" }
    if variants.allSatisfy({ $0.weight == 0 }) { return "experiment '\(id)' has no variant with a positive weight" }
    if variants.contains(where: { $0.weight > Self.maximumTotalWeight })
      || variants.reduce(0, { $0 + $1.weight }) > Self.maximumTotalWeight
    {
      return "experiment '\(id)' weights add up to more than \(Self.maximumTotalWeight)"
    }
    return nil
  }

  /// Keeps the sum far from overflow and the hash's modulo bias negligible.
  public static let maximumTotalWeight = 1_000_000
}
