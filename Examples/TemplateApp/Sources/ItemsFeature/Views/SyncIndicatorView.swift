#if canImport(SwiftUI)
  import Foundation
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

  // MARK: - Preview

  #if DEBUG
    /// Each state, last synced a few minutes ago.
    struct SyncIndicatorViewPreviews: PreviewProvider {
      static var previews: some View {
        let lastSuccess = Date().addingTimeInterval(-300)
        VStack(alignment: .leading, spacing: DSSpacing.sm.points) {
          SyncIndicatorView(status: .syncing(lastSuccess: lastSuccess))
          SyncIndicatorView(status: .upToDate(lastSuccess))
          SyncIndicatorView(status: .offline(lastSuccess: lastSuccess))
          SyncIndicatorView(status: .failed(lastSuccess: nil))
        }
      }
    }
  #endif
#endif
