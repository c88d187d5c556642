/// One row of the table `scripts/bench` prints (`| metric | Keel | anchor | ratio | goal | met |`).
///
/// A benchmark prints its rows on standard output as `bench-row: <metric> | <Keel> | <anchor> |
/// <ratio> | <goal> | <met>`; `scripts/bench` collects those lines from every benchmark, in the
/// order they ran, and everything else goes to its log. The cells are text, so a benchmark says
/// in its own words what it compared (units, what the anchor is); `met` is `yes`, `no` or `–`.
public struct TableRow: Sendable {
  public var metric: String
  public var keel: String
  public var anchor: String
  public var ratio: String
  public var goal: String
  /// Whether the goal was met; nil when the row has no goal.
  public var met: Bool?

  public init(metric: String, keel: String, anchor: String = "–", ratio: String = "–", goal: String = "–", met: Bool?) {
    self.metric = metric
    self.keel = keel
    self.anchor = anchor
    self.ratio = ratio
    self.goal = goal
    self.met = met
  }

  /// The line `scripts/bench` reads. A `|` inside a cell would split it, so it becomes `/`.
  public var line: String {
    let cells = [metric, keel, anchor, ratio, goal, met.map { $0 ? "yes" : "**no**" } ?? "–"]
    return "bench-row: " + cells.map(\.withoutPipes).joined(separator: " | ")
  }

  /// Prints ``line``.
  public func print() {
    Swift.print(line)
  }
}

extension String {
  fileprivate var withoutPipes: String {
    String(map { $0 == "|" ? "/" : $0 })
  }
}
