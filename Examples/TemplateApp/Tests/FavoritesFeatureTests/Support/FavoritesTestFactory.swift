import AppDomain
import AppLocalization
import AppTestSupport
import FavoritesFeature
import Foundation
import KeelCore
import KeelDesign
import KeelTesting

/// The Favorites tab's elements factory for tests: a catalog over `repository`, the real
/// favorites service (in memory unless given one), a toast centre on a test clock, and every
/// view model it makes tracked for the flow's leak assertion.
@MainActor
final class FavoritesTestFactory: FavoritesElementsFactory {
  let catalog: FakeItemsCatalog
  let favorites: any FavoritesService
  let clock = TestClock()
  let toasts: ToastCenter
  let tracker = LeakTracker()
  let formatter: PriceFormatter
  /// What the view models it makes track.
  let analytics = RecordingAnalytics()

  init(
    repository: any ItemsRepositoryProtocol = FakeItemsRepository(), favorites: (any FavoritesService)? = nil,
    locale: Locale = Locale(identifier: "en_US")
  ) throws {
    catalog = FakeItemsCatalog(repository: repository)
    self.favorites = try favorites ?? TestFavorites.service()
    toasts = ToastCenter(clock: clock)
    formatter = PriceFormatter(locale: locale)
    tracker.track(catalog, label: "catalog")
    tracker.track(toasts, label: "toasts")
  }

  func favoritesListViewModel() -> FavoritesListViewModel {
    let viewModel = FavoritesListViewModel(
      catalog: catalog, favorites: favorites, formatter: formatter, analytics: analytics)
    tracker.track(viewModel)
    return viewModel
  }
}
