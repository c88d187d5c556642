import Foundation
import KeelTesting
import Testing

@testable import KeelNavigation

@Suite struct RouteRestorationTests {
  @Test func saveThenRestoreGivesTheSameState() throws {
    let restoration = RouteRestoration<TestRoute>()
    let state = NavigationState<TestRoute>(
      path: [.tab("items"), .item("a-1"), .profile], presentation: .cover(.item("s")))
    let data = try restoration.save(state)
    #expect(restoration.restore(from: data) == state)
  }

  @Test func corruptDataRestoresNothingAndSaysWhy() {
    let capture = LogCapture()
    let restoration = RouteRestoration<TestRoute>(logger: capture.logger())
    #expect(restoration.restore(from: Data("{\"version\":2,\"state\":{\"path\":[{\"bogus\":{}}]}}".utf8)) == nil)
    #expect(restoration.restore(from: Data("not json".utf8)) == nil)
    #expect(capture.lines.count == 2)
    #expect(capture.lines.allSatisfy { $0.hasPrefix("navigation not restored") })
  }

  @Test func anotherVersionIsRefusedWithAReason() {
    let capture = LogCapture()
    let restoration = RouteRestoration<TestRoute>(logger: capture.logger())
    #expect(restoration.restore(from: Data("{\"version\":99,\"state\":{\"path\":[]}}".utf8)) == nil)
    #expect(capture.lines.first?.contains("saved version 99") == true)
  }

  /// Version 1 held a sheet and a cover at once, which SwiftUI cannot show.
  @Test func versionOneWithASheetAndACoverIsRefused() {
    let capture = LogCapture()
    let restoration = RouteRestoration<TestRoute>(logger: capture.logger())
    let saved = #"{"state":{"cover":{"profile":{}},"path":[],"sheet":{"tab":{"_0":"items"}}},"version":1}"#
    #expect(restoration.restore(from: Data(saved.utf8)) == nil)
    #expect(capture.lines.first?.contains("saved version 1 is not 2") == true)
  }
}
