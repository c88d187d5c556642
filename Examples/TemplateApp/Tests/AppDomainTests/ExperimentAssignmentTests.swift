import AppDomain
import Testing

@Suite("ExperimentAssignment")
struct ExperimentAssignmentTests {
  static let threeWay = Experiment(
    id: "items_layout", variants: [.init("list", weight: 50), .init("grid", weight: 30), .init("cards", weight: 20)])

  /// Published FNV-1a 64 test vectors (Fowler/Noll/Vo's test suite): the hash is FNV-1a, not
  /// something that merely looks like it.
  @Test(arguments: [
    ("", UInt64(0xcbf2_9ce4_8422_2325)),
    ("a", 0xaf63_dc4c_8601_ec8c),
    ("foobar", 0x8594_4171_f739_67e8),
  ])
  func fnv1aMatchesThePublishedVectors(text: String, hash: UInt64) {
    #expect(ExperimentAssignment.fnv1a64(Array(text.utf8)) == hash)
  }

  @Test func tenThousandUsersSplitWithinOnePercentOfTheWeights() throws {
    var counts: [String: Int] = [:]
    for index in 0..<10_000 {
      let variant = try #require(ExperimentAssignment.variant(for: "user-\(index)", in: Self.threeWay))
      counts[variant.name, default: 0] += 1
    }
    // With n = 10,000 one standard deviation of a 50 % share is 0.5 %; 1.5 % is three of them.
    for variant in Self.threeWay.variants {
      let share = Double(counts[variant.name, default: 0]) / 10_000
      #expect(abs(share - Double(variant.weight) / 100) < 0.015, "\(variant.name): \(share)")
    }
  }

  @Test func theSameUserAndExperimentAlwaysGiveTheSameVariant() {
    for index in 0..<200 {
      let user = "user-\(index)"
      let first = ExperimentAssignment.variant(for: user, in: Self.threeWay)
      #expect((0..<5).allSatisfy { _ in ExperimentAssignment.variant(for: user, in: Self.threeWay) == first })
    }
  }

  /// Pinned assignments: a change to the hash, the key layout or the walk over the weights would
  /// reassign everyone between app versions, and fails here first.
  @Test(arguments: [
    ("user-0", "list"),
    ("user-1", "grid"),
    ("user-2", "cards"),
    ("6F9619FF-8B86-D011-B42D-00C04FC964FF", "cards"),
  ])
  func assignmentsAreStableAcrossReleases(user: String, variant: String) {
    #expect(ExperimentAssignment.variant(for: user, in: Self.threeWay)?.name == variant)
  }

  @Test func differentExperimentsAssignIndependently() {
    let first = Experiment(id: "first", variants: [.init("a", weight: 1), .init("b", weight: 1)])
    let second = Experiment(id: "second", variants: [.init("a", weight: 1), .init("b", weight: 1)])
    let same = (0..<10_000).filter { index in
      ExperimentAssignment.variant(for: "user-\(index)", in: first)
        == ExperimentAssignment.variant(for: "user-\(index)", in: second)
    }.count
    // Independent 50/50 splits agree for about half the users.
    #expect(abs(Double(same) / 10_000 - 0.5) < 0.015)
  }

  @Test func aZeroWeightVariantIsNeverAssigned() {
    let experiment = Experiment(id: "rollout", variants: [.init("off", weight: 1), .init("on", weight: 0)])
    #expect((0..<2_000).allSatisfy { ExperimentAssignment.variant(for: "u\($0)", in: experiment)?.name == "off" })
  }

  @Test(arguments: [
    (Experiment(id: "", variants: [.init("a", weight: 1)]), "empty id"),
    (Experiment(id: "x", variants: []), "no variants"),
    (Experiment(id: "x", variants: [.init("a", weight: -1), .init("b", weight: 2)]), "negative weight"),
    (Experiment(id: "x", variants: [.init("a", weight: 1), .init("a", weight: 1)]), "duplicate variant names"),
    (Experiment(id: "x", variants: [.init("a", weight: 0)]), "no variant with a positive weight"),
    (Experiment(id: "x", variants: [.init("a", weight: Int.max), .init("b", weight: Int.max)]), "more than 1000000"),
  ])
  func aMalformedExperimentAssignsNobodyAndSaysWhy(experiment: Experiment, problem: String) {
    #expect(experiment.problem?.contains(problem) == true, "\(experiment.problem ?? "no problem")")
    #expect(ExperimentAssignment.variant(for: "user", in: experiment) == nil)
  }
}
