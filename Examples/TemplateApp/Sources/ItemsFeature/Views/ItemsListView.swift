#if canImport(SwiftUI)
  import AppFixtures
  import AppDomain
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// The Items tab's root: sections per category with their totals and the overall total, a
  /// search field, pull to refresh, swipe to delete (confirmed) and a favorite star per row.
  /// Layout and binding only; what is shown is ``ItemsListViewModel/state``.
  public struct ItemsListView: View {
    @Bindable private var viewModel: ItemsListViewModel
    private let text = ItemsText()

    public init(viewModel: ItemsListViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      content
        .navigationTitle(L10n.items.title)
        .searchable(text: $viewModel.query, prompt: L10n.items.search)
        .refreshable { await viewModel.refresh() }
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button(action: { viewModel.create() }) { Label(L10n.items.add, systemImage: "plus") }
          }
        }
        .confirmationDialog(
          viewModel.pendingDeletion.map { text.deleteConfirmation(title: $0.title) } ?? "",
          isPresented: $viewModel.isConfirmingDelete, titleVisibility: .visible
        ) {
          Button(L10n.common.delete, role: .destructive) { viewModel.confirmDelete() }
          Button(L10n.common.cancel, role: .cancel) { viewModel.cancelDelete() }
        }
        .onAppear { viewModel.onAppear() }
        .onDisappear { viewModel.onDisappear() }
    }

    @ViewBuilder private var content: some View {
      switch viewModel.state {
      case .loading:
        ProgressView()
      case .empty:
        EmptyStateView(text.emptyList) { viewModel.create() }
      case .error(let error):
        ErrorView(text.loadFailure(error)) { viewModel.retry() }
      case .loaded(let listing):
        list(listing)
      }
    }

    private func list(_ listing: ItemsListing) -> some View {
      List {
        SyncIndicatorView(status: viewModel.syncStatus)
        if listing.sections.isEmpty {
          Text(verbatim: text.noMatches(viewModel.query))
        }
        ForEach(listing.sections) { section in
          Section {
            ForEach(section.rows) { row in
              ItemRowView(
                row: row, open: { viewModel.select(id: row.id) },
                toggleFavorite: { viewModel.toggleFavorite(id: row.id) }
              )
              .swipeActions(edge: .trailing) {
                Button(L10n.common.delete, role: .destructive) { viewModel.requestDelete(id: row.id) }
              }
            }
          } header: {
            HStack {
              Text(verbatim: text.categoryName(section.category))
              Spacer(minLength: DSSpacing.sm.points)
              Text(verbatim: section.total)
            }
          }
        }
        if !listing.sections.isEmpty {
          Section {
            ItemsTotalView(total: listing.overallTotal).typography(.headline.semibold)
          }
        }
      }
    }
  }

  /// A row: the title and price open the detail; the star marks a favorite.
  struct ItemRowView: View {
    let row: ItemRow
    let open: @MainActor () -> Void
    let toggleFavorite: @MainActor () -> Void

    var body: some View {
      HStack(spacing: DSSpacing.sm.points) {
        DSListRow(row.title, detail: Text(verbatim: row.price), variant: .value, action: open)
        FavoriteButton(isFavorite: row.isFavorite, action: toggleFavorite)
      }
    }
  }

  /// The star of a row and of the detail, labelled for VoiceOver with what a tap does.
  struct FavoriteButton: View {
    let isFavorite: Bool
    let action: @MainActor () -> Void

    var body: some View {
      Button(action: action) { Image(systemName: isFavorite ? "star.fill" : "star") }
        // A style of its own: in a List row, buttons with the default style share the whole row
        // as one target, and a tap on the star would open the detail too.
        .buttonStyle(FavoriteStarStyle())
        .accessibilityLabel(isFavorite ? Text(L10n.items.favorite.remove) : Text(L10n.items.favorite.add))
    }
  }

  /// The star in the theme's accent colour, dimmed while pressed.
  struct FavoriteStarStyle: ButtonStyle {
    @Environment(\.keelTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .foregroundColor(Color(theme.color(.accentText, in: Appearance(colorScheme))))
        .padding(DSSpacing.xs.points)
        .opacity(configuration.isPressed ? 0.5 : 1)
    }
  }

  /// "Total" and an amount, on one line.
  struct ItemsTotalView: View {
    let total: String

    var body: some View {
      HStack {
        Text(L10n.items.total)
        Spacer(minLength: DSSpacing.sm.points)
        Text(verbatim: total)
      }
    }
  }

  /// A message in the theme's destructive colour (a field error, the server's refusal).
  struct ItemsErrorText: View {
    let message: String
    @Environment(\.keelTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      Text(verbatim: message)
        .typography(.footnote.regular)
        .foregroundColor(Color(theme.color(.destructive, in: Appearance(colorScheme))))
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// Seed 001's preview use cases: the list's view model over the fixtures (``AppFixtures``),
    /// as a mock build shows it, with nothing in it, or with the server unreachable.
    @MainActor
    enum ItemsPreviews {
      static func listViewModel(
        items: [Item] = AppFixtures.items, failure: RepositoryError? = nil
      ) -> ItemsListViewModel {
        let repository = FixtureItemsRepository(items: items, failure: failure)
        return ItemsListViewModel(
          catalog: ItemsCatalog(repository: repository), deleteItem: DeleteItemUseCase(repository: repository),
          favorites: FixtureFavoritesService(), formatter: PriceFormatter())
      }
    }

    struct ItemsListViewPreviews: PreviewProvider {
      static var previews: some View {
        ItemsListView(viewModel: ItemsPreviews.listViewModel())
      }
    }

    struct ItemsListViewEmptyPreviews: PreviewProvider {
      static var previews: some View {
        ItemsListView(viewModel: ItemsPreviews.listViewModel(items: []))
      }
    }

    struct ItemsListViewOfflinePreviews: PreviewProvider {
      static var previews: some View {
        ItemsListView(viewModel: ItemsPreviews.listViewModel(failure: .unavailable("preview: no connection")))
      }
    }
  #endif
#endif
