#if canImport(SwiftUI)
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
        ItemsMessageView(title: Text(L10n.common.error.title), message: Text(L10n.items.missing)) { EmptyView() }
      case .error:
        ItemsMessageView(title: Text(L10n.common.error.title), message: Text(L10n.common.error.generic)) {
          DSButton(L10n.common.retry) { viewModel.retry() }
        }
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
#endif
