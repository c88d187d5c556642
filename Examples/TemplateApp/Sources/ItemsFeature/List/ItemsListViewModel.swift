import AppDomain
import AppLocalization
import Foundation
import Observation

/// The Items tab's list: sections per category with totals, a text filter, pull to refresh,
/// delete with confirmation (removed at once, put back with a notice when refused), and a
/// favorite mark per row that follows the session's favorites wherever they change.
@MainActor
@Observable
public final class ItemsListViewModel {
  public struct Output {
    public var onSelect: @MainActor (String) -> Void
    public var onCreate: @MainActor () -> Void
    public var onNotice: @MainActor (ItemsNotice) -> Void

    public init(
      onSelect: @escaping @MainActor (String) -> Void, onCreate: @escaping @MainActor () -> Void,
      onNotice: @escaping @MainActor (ItemsNotice) -> Void
    ) {
      self.onSelect = onSelect
      self.onCreate = onCreate
      self.onNotice = onNotice
    }
  }

  public enum ViewState: Hashable, Sendable {
    /// Nothing to show yet.
    case loading
    /// The list (its sections may be empty when the filter matches nothing).
    case loaded(ItemsListing)
    /// The person has no items.
    case empty
    /// The first load failed: nothing to show, offer a retry.
    case error(RepositoryError)
  }

  @ObservationIgnored public var output: Output?
  /// The text filter; the sections follow it as it is typed.
  public var query = ""
  /// The item waiting for the person to confirm its deletion.
  public private(set) var pendingDeletion: Item?
  /// The favorite items' ids, as the favorites stream last said.
  public private(set) var favoriteIDs: Set<String>

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
    catalog: ItemsCatalog, deleteItem: DeleteItemUseCase, favorites: any FavoritesService, formatter: PriceFormatter,
    analytics: any AnalyticsManaging = NoAnalytics()
  ) {
    self.analytics = analytics
    self.catalog = catalog
    self.deleteItem = deleteItem
    self.favorites = favorites
    self.formatter = formatter
    favoriteIDs = favorites.favoriteIDs.value
  }

  /// A delete or a favorite toggle in flight is not cancelled: the person asked for it, and
  /// leaving the screen must not undo it.
  isolated deinit {
    loadTask?.cancel()
    favoritesTask?.cancel()
  }

  public var state: ViewState {
    guard let items = catalog.items else {
      if let error = catalog.loadError, !catalog.isLoading { return .error(Self.repositoryError(error)) }
      return .loading
    }
    if items.isEmpty { return .empty }
    return .loaded(
      ItemsListing(
        items: ItemsFilter.apply(query, to: items, locale: formatter.locale), formatter: formatter,
        favorites: favoriteIDs))
  }

  /// The sync indicator: refreshing, up to date, offline or failed, with the last success.
  public var syncStatus: SyncStatus { catalog.syncStatus }

  /// Whether a load is running while a list is shown (the refresh indicator).
  public var isRefreshing: Bool { catalog.isLoading && catalog.items != nil }

  // MARK: - Lifecycle

  /// Follows the favorites, and loads when the list is missing or older than the TTL.
  public func onAppear() {
    analytics.track(.screenAppeared("Items"))
    favoritesTask?.cancel()
    favoritesTask = FavoritesObservation.start(favorites) { [weak self] ids in self?.favoriteIDs = ids }
    loadTask?.cancel()
    loadTask = Task { [weak self] in
      guard let catalog = self?.catalog else { return }
      await catalog.loadIfNeeded()
      self?.reportLoadFailure()
    }
  }

  public func onDisappear() {
    loadTask?.cancel()
    loadTask = nil
    favoritesTask?.cancel()
    favoritesTask = nil
  }

  /// Pull to refresh: always loads; returns when the load is over (the indicator hides then).
  public func refresh() async {
    await catalog.forceRefresh()
    reportLoadFailure()
  }

  /// The error state's retry.
  public func retry() {
    loadTask?.cancel()
    loadTask = Task { [weak self] in
      guard let catalog = self?.catalog else { return }
      await catalog.forceRefresh()
    }
  }

  // MARK: - Actions

  public func select(id: String) { output?.onSelect(id) }
  public func create() { output?.onCreate() }

  /// Asks for confirmation before deleting.
  public func requestDelete(id: String) {
    pendingDeletion = catalog.items?.first { $0.id == id }
  }

  public func cancelDelete() { pendingDeletion = nil }

  /// Whether the confirmation is up, as the dialog binds it: the dialog closing by itself (a
  /// tap outside it) is a cancel.
  public var isConfirmingDelete: Bool {
    get { pendingDeletion != nil }
    set { if !newValue { cancelDelete() } }
  }

  /// Marks or unmarks the item as a favorite; the row changes when the favorites stream says
  /// so, as every other screen showing it does. Taps are applied in the order they were made.
  public func toggleFavorite(id: String) {
    analytics.track(.favoriteToggled(screen: "Items"))
    toggleTask = FavoritesObservation.toggle(id, in: favorites, after: toggleTask)
  }

  /// Removes the confirmed item at once; puts it back with a notice when the server refuses.
  public func confirmDelete() {
    guard let item = pendingDeletion else { return }
    pendingDeletion = nil
    let deletion = catalog.removeProvisionally(id: item.id)
    // The notice goes through the output as it is now: the detail is gone by the time the
    // server answers, and its coordinator still wants to hear of a refusal.
    let notify = output?.onNotice
    deleteTask = Task { [catalog, deleteItem, favorites, analytics] in
      do throws(RepositoryError) {
        try await deleteItem.execute(id: item.id)
        catalog.confirm(deletion)
        analytics.track(.itemDeleted(screen: "Items"))
        // A deleted item is no one's favorite: its id would linger in storage otherwise.
        await favorites.setFavorite(false, itemID: item.id)
      } catch {
        catalog.putBack(deletion)
        notify?(.deleteRefused(title: item.title))
      }
    }
  }

  /// Waits for the delete in flight (tests; the view never needs to).
  func waitForDelete() async { await deleteTask?.value }
  /// Waits for the load started by ``onAppear()`` or ``retry()`` (tests).
  func waitForLoad() async { await loadTask?.value }
  /// Waits for the last favorite toggle to be stored (tests).
  func waitForFavoriteToggle() async { await toggleTask?.value }

  // MARK: - Private

  /// A failed load while a list is shown is a transient notice; without a list the error state
  /// says it. A cancelled load is nothing to show.
  private func reportLoadFailure() {
    guard !Task.isCancelled, catalog.loadError != nil, catalog.items != nil else { return }
    output?.onNotice(.loadFailed)
  }

  static func repositoryError(_ error: any Error) -> RepositoryError {
    error as? RepositoryError ?? .unavailable("\(error)")
  }
}
