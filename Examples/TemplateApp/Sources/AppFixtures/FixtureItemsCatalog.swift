// keel:sample begin
import AppDomain

/// An `ItemsCatalogProtocol` over a repository, for the previews and tests of tabs that read the
/// session's items catalog without owning it (Favorites): the real one lives in ItemsFeature,
/// which those tabs may not import. No TTL: `loadIfNeeded()` loads only while nothing is loaded;
/// a failed load keeps the last list, as the real catalog does. (The shared test fakes call it
/// `FakeItemsCatalog`.)
@MainActor
public final class FixtureItemsCatalog: ItemsCatalogProtocol {
  public private(set) var items: [Item]?
  public private(set) var isLoading = false
  public private(set) var loadError: (any Error)?
  /// Every load begun, for tests that count requests.
  public private(set) var loadCount = 0
  private let repository: any ItemsRepositoryProtocol

  public init(repository: any ItemsRepositoryProtocol) {
    self.repository = repository
  }

  public func loadIfNeeded() async {
    guard items == nil else { return }
    await load()
  }

  public func forceRefresh() async { await load() }

  /// Stands for a change made in another tab (a save or a delete in the Items tab).
  public func show(_ items: [Item]) {
    self.items = items
  }

  private func load() async {
    isLoading = true
    loadCount += 1
    defer { isLoading = false }
    do throws(RepositoryError) {
      items = try await repository.items()
      loadError = nil
    } catch {
      loadError = error
    }
  }
}
// keel:sample end
