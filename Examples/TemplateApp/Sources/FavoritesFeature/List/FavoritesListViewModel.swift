import AppDomain
import AppLocalization
import Foundation
import Observation

/// The Favorites tab: the session's favorite items, read from the items catalog the Items tab
/// also shows (so an edit or a delete there shows here), in the catalog's order. It follows
/// the favorites stream, so a star set in the Items tab adds the row at once.
@MainActor
@Observable
public final class FavoritesListViewModel {
  public struct Output {
    public var onOpenItem: @MainActor (String) -> Void
    public var onBrowseItems: @MainActor () -> Void
    public var onNotice: @MainActor (FavoritesNotice) -> Void

    public init(
      onOpenItem: @escaping @MainActor (String) -> Void, onBrowseItems: @escaping @MainActor () -> Void,
      onNotice: @escaping @MainActor (FavoritesNotice) -> Void
    ) {
      self.onOpenItem = onOpenItem
      self.onBrowseItems = onBrowseItems
      self.onNotice = onNotice
    }
  }

  public enum ViewState: Hashable, Sendable {
    /// The items are not loaded yet.
    case loading
    case loaded([FavoriteRow])
    /// No favorites (or none of them is among the items any more).
    case empty
    /// The first load of the items failed: nothing to show, offer a retry.
    case error(RepositoryError)
  }

  @ObservationIgnored public var output: Output?
  /// The favorite items' ids, as the favorites stream last said.
  public private(set) var favoriteIDs: Set<String>

  private let catalog: any ItemsCatalogProtocol
  private let favorites: any FavoritesService
  private let formatter: PriceFormatter
  private let analytics: any AnalyticsManaging
  @ObservationIgnored private var loadTask: Task<Void, Never>?
  @ObservationIgnored private var favoritesTask: Task<Void, Never>?
  @ObservationIgnored private var removeTask: Task<Void, Never>?

  public init(
    catalog: any ItemsCatalogProtocol, favorites: any FavoritesService, formatter: PriceFormatter,
    analytics: any AnalyticsManaging = NoAnalytics()
  ) {
    self.analytics = analytics
    self.catalog = catalog
    self.favorites = favorites
    self.formatter = formatter
    favoriteIDs = favorites.favoriteIDs.value
  }

  /// A removal in flight is not cancelled: the person asked for it.
  isolated deinit {
    loadTask?.cancel()
    favoritesTask?.cancel()
  }

  public var state: ViewState {
    guard let items = catalog.items else {
      if let error = catalog.loadError, !catalog.isLoading {
        return .error(error as? RepositoryError ?? .unavailable("\(error)"))
      }
      return .loading
    }
    let rows = items.filter { favoriteIDs.contains($0.id) }.map {
      FavoriteRow(id: $0.id, title: $0.title, price: formatter.string($0.price))
    }
    return rows.isEmpty ? .empty : .loaded(rows)
  }

  /// Whether a load is running while favorites are shown (the refresh indicator).
  public var isRefreshing: Bool { catalog.isLoading && catalog.items != nil }

  // MARK: - Lifecycle

  /// Follows the favorites, and loads the items when missing or older than their TTL.
  public func onAppear() {
    analytics.track(.screenAppeared("Favorites"))
    favoritesTask?.cancel()
    favoritesTask = Task { [weak self, stream = favorites.favoriteIDs] in
      for await ids in stream.values {
        guard !Task.isCancelled, let self else { return }
        self.favoriteIDs = ids
      }
    }
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

  /// Pull to refresh: always loads; returns when the load is over.
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

  public func open(id: String) { output?.onOpenItem(id) }
  public func browseItems() { output?.onBrowseItems() }

  /// Takes the item off the favorites (a swipe); its row leaves when the stream says so, here
  /// and in the Items tab, and a toast names it.
  public func remove(id: String) {
    analytics.track(.favoriteToggled(screen: "Favorites"))
    let title = catalog.items?.first { $0.id == id }?.title
    let notify = output?.onNotice
    removeTask = Task { [favorites, previous = removeTask] in
      await previous?.value
      await favorites.setFavorite(false, itemID: id)
      if let title { notify?(.removed(title: title)) }
    }
  }

  /// Waits for the load started by ``onAppear()`` or ``retry()`` (tests).
  func waitForLoad() async { await loadTask?.value }
  /// Waits for the last removal to be stored (tests).
  func waitForRemoval() async { await removeTask?.value }

  // MARK: - Private

  /// A failed load while favorites are shown is a transient notice; without items the error
  /// state says it. A cancelled load is nothing to show.
  private func reportLoadFailure() {
    guard !Task.isCancelled, catalog.loadError != nil, catalog.items != nil else { return }
    output?.onNotice(.loadFailed)
  }
}
