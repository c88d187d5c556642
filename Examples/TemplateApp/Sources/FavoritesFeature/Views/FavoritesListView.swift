#if canImport(SwiftUI)
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// The Favorites tab's list: each favorite opens its detail (in the Items tab), a swipe
  /// takes it off the favorites, pull to refresh, and an empty state that leads to the items.
  /// Layout and binding only; what is shown is ``FavoritesListViewModel/state``.
  public struct FavoritesListView: View {
    private let viewModel: FavoritesListViewModel

    public init(viewModel: FavoritesListViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      content
        .navigationTitle(L10n.favorites.title)
        .refreshable { await viewModel.refresh() }
        .onAppear { viewModel.onAppear() }
        .onDisappear { viewModel.onDisappear() }
    }

    @ViewBuilder private var content: some View {
      switch viewModel.state {
      case .loading:
        ProgressView()
      case .empty:
        FavoritesMessageView(title: Text(L10n.favorites.empty.title), message: Text(L10n.favorites.empty.message)) {
          DSButton(L10n.favorites.browse, variant: .secondary) { viewModel.browseItems() }
        }
      case .error:
        FavoritesMessageView(title: Text(L10n.common.error.title), message: Text(L10n.common.error.generic)) {
          DSButton(L10n.common.retry) { viewModel.retry() }
        }
      case .loaded(let rows):
        List {
          ForEach(rows) { row in
            DSListRow(row.title, detail: Text(verbatim: row.price), variant: .value) { viewModel.open(id: row.id) }
              .swipeActions(edge: .trailing) {
                Button(L10n.favorites.remove, role: .destructive) { viewModel.remove(id: row.id) }
              }
          }
        }
      }
    }
  }

  /// A full-screen message (empty state, error) with its action.
  struct FavoritesMessageView<Action: View>: View {
    let title: Text
    let message: Text
    @ViewBuilder let action: Action

    var body: some View {
      VStack(spacing: DSSpacing.md.points) {
        title.typography(.title2.bold)
        message.typography(.body.regular)
        action
      }
      .padding(DSSpacing.lg.points)
    }
  }
#endif
