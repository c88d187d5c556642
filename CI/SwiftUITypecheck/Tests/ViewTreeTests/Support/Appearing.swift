@_spi(ViewTree) import SwiftUI

extension ViewTree {
  /// `view` shown as SwiftUI shows it: its `.onAppear` actions run, then `settle` waits for the
  /// work they started (a load), so the view can be snapshotted or driven in its loaded state.
  static func appeared<V: View>(_ view: V, settle: () async throws -> Void) async throws -> V {
    for root in ViewTree(view).roots { try root.appear() }
    try await settle()
    return view
  }
}
