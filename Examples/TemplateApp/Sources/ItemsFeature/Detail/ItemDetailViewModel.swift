import AppDomain
import AppLocalization
import Foundation
import Observation

/// An item's detail, pushed from the list or opened by a deep link (or from the Favorites
/// tab): edit, delete with confirmation, and mark as a favorite.
@MainActor
@Observable
public final class ItemDetailViewModel {
  public struct Output {
    public var onEdit: @MainActor (String) -> Void
    /// The item was deleted (or was already gone): leave the detail.
    public var onDeleted: @MainActor () -> Void
    public var onNotice: @MainActor (ItemsNotice) -> Void

    public init(
      onEdit: @escaping @MainActor (String) -> Void, onDeleted: @escaping @MainActor () -> Void,
      onNotice: @escaping @MainActor (ItemsNotice) -> Void
    ) {
      self.onEdit = onEdit
      self.onDeleted = onDeleted
      self.onNotice = onNotice
    }
  }

  /// What the detail shows, formatted.
  public struct Detail: Hashable, Sendable {
    public let title: String
    public let category: String
    public let price: String
  }

  public enum ViewState: Hashable, Sendable {
    case loading
    case loaded(Detail)
    /// No such item (deleted elsewhere, or a stale link): nothing to retry.
    case empty
    case error(RepositoryError)
  }

  @ObservationIgnored public var output: Output?
  public let itemID: String
  /// Whether the confirmation is up, as the dialog binds it: the dialog closing by itself (a
  /// tap outside it) is a cancel; only ``requestDelete()`` puts it up.
  public var isConfirmingDelete: Bool {
    get { confirmingDelete }
    set { if !newValue { confirmingDelete = false } }
  }
  private var confirmingDelete = false
  /// Whether the item is a favorite, as the favorites stream last said.
  public var isFavorite: Bool { favoriteIDs.contains(itemID) }
  private var favoriteIDs: Set<String>
  /// Whether the catalog lacked the item when the detail opened, so it must ask the server.
  private var needsFetch: Bool
  private var isFetching = false
  private var fetchError: RepositoryError?

  private let catalog: ItemsCatalog
  private let deleteItem: DeleteItemUseCase
  private let favorites: any FavoritesService
  private let formatter: PriceFormatter
  private let analytics: any AnalyticsManaging
  @ObservationIgnored private var loadTask: Task<Void, Never>?
  @ObservationIgnored private var deleteTask: Task<Void, Never>?
  @ObservationIgnored private var favoritesTask: Task<Void, Never>?
  @ObservationIgnored private var toggleTask: Task<Void, Never>?

  public init(
    id: String, catalog: ItemsCatalog, deleteItem: DeleteItemUseCase, favorites: any FavoritesService,
    formatter: PriceFormatter, analytics: any AnalyticsManaging = NoAnalytics()
  ) {
    itemID = id
    self.analytics = analytics
    self.catalog = catalog
    self.deleteItem = deleteItem
    self.favorites = favorites
    self.formatter = formatter
    favoriteIDs = favorites.favoriteIDs.value
    needsFetch = catalog.knownItem(id: id) == nil
  }

  /// A delete or a favorite toggle in flight is not cancelled: the person asked for it, and
  /// leaving the screen (the detail is popped at once after a delete) must not undo it.
  isolated deinit {
    loadTask?.cancel()
    favoritesTask?.cancel()
  }

  /// The catalog's copy (the list's, else the one fetched because the list lacked it), so a
  /// save made in the editor shows here at once.
  private var item: Item? { catalog.knownItem(id: itemID) }

  public var state: ViewState {
    if let item {
      return .loaded(Detail(title: item.title, category: item.category, price: formatter.string(item.price)))
    }
    if let fetchError { return fetchError == .notFound ? .empty : .error(fetchError) }
    if needsFetch || isFetching { return .loading }
    // It was here and is gone: deleted in this app, or missing from a newer list.
    return .empty
  }

  public func onAppear() {
    analytics.track(.screenAppeared("ItemDetail"))
    followFavoritesAndLoad()
  }

  private func followFavoritesAndLoad() {
    favoritesTask?.cancel()
    favoritesTask = FavoritesObservation.start(favorites) { [weak self] ids in self?.favoriteIDs = ids }
    guard item == nil else { return }
    loadTask?.cancel()
    isFetching = true
    // The catalog keeps the answer; the detail reads it from there, as every other screen does.
    loadTask = Task { [weak self, catalog, itemID] in
      do throws(RepositoryError) {
        _ = try await catalog.item(id: itemID)
        guard !Task.isCancelled else { return }
        self?.fetchError = nil
      } catch {
        guard !Task.isCancelled else { return }
        self?.fetchError = error
      }
      self?.needsFetch = false
      self?.isFetching = false
    }
  }

  public func onDisappear() {
    loadTask?.cancel()
    loadTask = nil
    isFetching = false
    favoritesTask?.cancel()
    favoritesTask = nil
  }

  public func retry() {
    fetchError = nil
    followFavoritesAndLoad()
  }

  public func edit() { output?.onEdit(itemID) }

  /// Marks or unmarks the item as a favorite, for every tab at once (the favorites stream).
  public func toggleFavorite() {
    analytics.track(.favoriteToggled(screen: "ItemDetail"))
    toggleTask = FavoritesObservation.toggle(itemID, in: favorites, after: toggleTask)
  }

  public func requestDelete() { confirmingDelete = item != nil }
  public func cancelDelete() { confirmingDelete = false }

  /// Leaves at once; when the server refuses, the item is back in the list and a notice says so.
  public func confirmDelete() {
    guard confirmingDelete, let item else { return }
    confirmingDelete = false
    output?.onDeleted()
    let deletion = catalog.removeProvisionally(id: item.id)
    // The notice goes through the output as it is now: the detail is gone by the time the
    // server answers, and its coordinator still wants to hear of a refusal.
    let notify = output?.onNotice
    deleteTask = Task { [catalog, deleteItem, favorites, analytics] in
      do throws(RepositoryError) {
        try await deleteItem.execute(id: item.id)
        catalog.confirm(deletion)
        analytics.track(.itemDeleted(screen: "ItemDetail"))
        // A deleted item is no one's favorite: its id would linger in storage otherwise.
        await favorites.setFavorite(false, itemID: item.id)
      } catch {
        catalog.putBack(deletion)
        notify?(.deleteRefused(title: item.title))
      }
    }
  }

  func waitForTasks() async {
    await loadTask?.value
    await deleteTask?.value
    await toggleTask?.value
  }
}
