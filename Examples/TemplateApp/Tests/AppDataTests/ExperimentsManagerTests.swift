import AppData
import AppDomain
import AppTestSupport
import KeelCore
import KeelStorage
import KeelTesting
import Testing

@Suite("ExperimentsManager")
struct ExperimentsManagerTests {
  static let layout = Experiment(id: "items_layout", variants: [.init("list", weight: 50), .init("grid", weight: 50)])

  static func manager(
    _ store: KeyValueStore, user: String = "user-7", configuration: BuildConfiguration = .development,
    analytics: RecordingAnalytics = RecordingAnalytics(), capture: LogCapture = LogCapture()
  ) -> ExperimentsManager {
    ExperimentsManager(
      userID: user, store: store, configuration: configuration, analytics: analytics, logger: capture.logger())
  }

  @Test func aUserKeepsTheirVariantAcrossLaunches() throws {
    let disk = DiskKeyValueStore()
    for index in 0..<50 {
      let user = "user-\(index)"
      let first = Self.manager(try disk.open(), user: user).variant(of: Self.layout)
      let relaunched = Self.manager(try disk.open(), user: user).variant(of: Self.layout)
      #expect(first == relaunched)
      #expect(first == ExperimentAssignment.variant(for: user, in: Self.layout)?.name)
    }
  }

  @Test func aDevelopmentOverrideWinsSurvivesARelaunchAndCanBeRemoved() throws {
    let disk = DiskKeyValueStore()
    let assigned = try #require(ExperimentAssignment.variant(for: "user-7", in: Self.layout)?.name)
    let other = assigned == "list" ? "grid" : "list"
    try Self.manager(try disk.open()).setOverride(other, for: Self.layout)
    #expect(Self.manager(try disk.open()).variant(of: Self.layout) == other)
    try Self.manager(try disk.open()).setOverride(nil, for: Self.layout)
    #expect(Self.manager(try disk.open()).variant(of: Self.layout) == assigned)
  }

  @Test func anOverrideMustNameAVariant() throws {
    let manager = Self.manager(try DiskKeyValueStore().open())
    #expect(throws: ExperimentOverrideError.unknownVariant(experimentID: "items_layout", variant: "carousel")) {
      try manager.setOverride("carousel", for: Self.layout)
    }
  }

  @Test func productionRefusesOverridesAndIgnoresAStoredOneWithAWarning() throws {
    let disk = DiskKeyValueStore()
    let assigned = try #require(ExperimentAssignment.variant(for: "user-7", in: Self.layout)?.name)
    let other = assigned == "list" ? "grid" : "list"
    try Self.manager(try disk.open(), configuration: .development).setOverride(other, for: Self.layout)
    let capture = LogCapture()
    let production = Self.manager(try disk.open(), configuration: .production, capture: capture)
    #expect(!production.allowsOverrides)
    #expect(production.variant(of: Self.layout) == assigned)
    #expect(capture.records.contains { $0.level == .warning && $0.message.contains("ignored in production") })
    #expect(throws: ExperimentOverrideError.notAllowedInProduction(experimentID: "items_layout")) {
      try production.setOverride(other, for: Self.layout)
    }
  }

  @Test func theFirstReadOfEachExperimentIsTrackedAsAnExposure() throws {
    let analytics = RecordingAnalytics()
    let manager = Self.manager(try DiskKeyValueStore().open(), analytics: analytics)
    let variant = manager.variant(of: Self.layout)
    _ = manager.variant(of: Self.layout)
    #expect(
      analytics.events == [
        AnalyticsEvent("Experiment_Exposure", properties: ["experiment": "items_layout", "variant": variant])
      ])
  }

  @Test func aMalformedExperimentGivesItsControlWithAWarning() throws {
    let capture = LogCapture()
    let broken = Experiment(id: "broken", variants: [.init("control", weight: 0), .init("b", weight: 0)])
    #expect(Self.manager(try DiskKeyValueStore().open(), capture: capture).variant(of: broken) == "control")
    #expect(capture.records.contains { $0.level == .warning && $0.message.contains("cannot be evaluated") })
  }
}
