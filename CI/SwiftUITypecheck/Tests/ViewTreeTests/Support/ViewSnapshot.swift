import AppLocalization
import Foundation
import SnapshotTesting
@_spi(ViewTree) import SwiftUI
import Testing

/// A language the screens are snapshotted in, with the locale their prices are formatted for.
enum SnapshotLanguage: String, CaseIterable, Sendable {
  case en, de

  var locale: Locale { Locale(identifier: self == .en ? "en_US" : "de_DE") }

  /// Shows every L10n string in this language until the next call.
  @MainActor func select() { L10n.selectLanguage(rawValue) }
}

/// The harness's snapshot assertion: the view's tree as text, compared with the baseline in
/// `__Snapshots__/<test file>/<test>.<name>.txt`.
///
/// Recording is off: a missing or different baseline fails the test. Set
/// `SNAPSHOT_TESTING_RECORD=all` (every baseline rewritten) or `=missing` (only new ones) to
/// record, then review the changed `.txt` files in the diff before committing them.
@MainActor
func assertViewSnapshot<V: View>(
  of view: V, named name: String, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  let tree = ViewTree.render(view)
  withSnapshotTesting(record: SnapshotRecording.mode) {
    assertSnapshot(
      of: tree, as: .lines, named: name, fileID: fileID, file: filePath, testName: testName, line: line,
      column: column)
  }
}

enum SnapshotRecording {
  /// `SNAPSHOT_TESTING_RECORD` (all, missing, failed, never); never when unset. An unknown
  /// value is refused, not ignored, so a typo cannot silently turn recording off.
  static var mode: SnapshotTestingConfiguration.Record {
    guard let value = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"], !value.isEmpty else {
      return .never
    }
    guard let mode = SnapshotTestingConfiguration.Record(rawValue: value) else {
      Issue.record("SNAPSHOT_TESTING_RECORD=\(value) is not one of all, missing, failed, never")
      return .never
    }
    return mode
  }
}

/// Every test that selects a language: serialized, since `L10n`'s language is global and a test
/// that awaits a load could otherwise render in another test's language. Each test ends with a
/// leak assertion (`.checksLeaks`) over every view model and coordinator ``Screens`` made for it:
/// a tree, a task or a binding that keeps one alive after the test fails it.
@Suite(.serialized, .checksLeaks) @MainActor
enum ViewSnapshots {}
