#if canImport(SwiftUI)
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// Seed 003's sync indicator above the items list: an icon for the state and the line
  /// ``ItemsText/sync(_:now:)`` writes (updating, up to date, offline, failed, with the time of
  /// the last success). Layout only; the status comes from ``ItemsListViewModel/syncStatus``.
  struct SyncIndicatorView: View {
    let status: SyncStatus
    private let text = ItemsText()

    var body: some View {
      HStack(spacing: DSSpacing.xs.points) {
        Image(systemName: symbol)
        Text(verbatim: text.sync(status))
      }
      .typography(.footnote.regular)
    }

    private var symbol: String {
      switch status {
      case .syncing: "arrow.triangle.2.circlepath"
      case .upToDate: "checkmark.circle"
      case .offline: "wifi.slash"
      case .failed: "exclamationmark.triangle"
      }
    }
  }
#endif
