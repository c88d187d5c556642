#if canImport(SwiftUI)
  import AppFixtures
  import AppDomain
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// An item's detail, pushed over the list: its fields, the favorite star and Edit in the
  /// toolbar, and Delete (confirmed). Layout and binding only.
  public struct ItemDetailView: View {
    @Bindable private var viewModel: ItemDetailViewModel
    private let text = ItemsText()

    public init(viewModel: ItemDetailViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      content
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            FavoriteButton(isFavorite: viewModel.isFavorite) { viewModel.toggleFavorite() }
          }
          ToolbarItem(placement: .primaryAction) {
            Button(L10n.common.edit) { viewModel.edit() }
          }
        }
        .onAppear { viewModel.onAppear() }
        .onDisappear { viewModel.onDisappear() }
    }

    @ViewBuilder private var content: some View {
      switch viewModel.state {
      case .loading:
        ProgressView()
      case .empty:
        ErrorView(text.missingItem)
      case .error(let error):
        ErrorView(text.loadFailure(error)) { viewModel.retry() }
      case .loaded(let detail):
        loaded(detail)
      }
    }

    private func loaded(_ detail: ItemDetailViewModel.Detail) -> some View {
      List {
        Section {
          DSListRow(
            L10n.items.field.category, detail: Text(verbatim: text.categoryName(detail.category)), variant: .value)
          DSListRow(L10n.items.field.price, detail: Text(verbatim: detail.price), variant: .value)
        }
        Section {
          DSButton(L10n.common.delete, variant: .destructive) { viewModel.requestDelete() }
        }
      }
      .navigationTitle(Text(verbatim: detail.title))
      .confirmationDialog(
        text.deleteConfirmation(title: detail.title), isPresented: $viewModel.isConfirmingDelete,
        titleVisibility: .visible
      ) {
        Button(L10n.common.delete, role: .destructive) { viewModel.confirmDelete() }
        Button(L10n.common.cancel, role: .cancel) { viewModel.cancelDelete() }
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The first fixture item, and one that no longer exists.
    struct ItemDetailViewPreviews: PreviewProvider {
      static var previews: some View {
        ItemDetailView(viewModel: detailViewModel(id: AppFixtures.items[0].id))
      }

      @MainActor
      static func detailViewModel(id: String) -> ItemDetailViewModel {
        let repository = FixtureItemsRepository()
        return ItemDetailViewModel(
          id: id, catalog: ItemsCatalog(repository: repository), deleteItem: DeleteItemUseCase(repository: repository),
          favorites: FixtureFavoritesService(), formatter: PriceFormatter())
      }
    }

    struct ItemDetailViewMissingPreviews: PreviewProvider {
      static var previews: some View {
        ItemDetailView(viewModel: ItemDetailViewPreviews.detailViewModel(id: "deleted-item"))
      }
    }
  #endif
#endif
