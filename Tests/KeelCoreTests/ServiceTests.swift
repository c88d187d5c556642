import KeelCore
import Testing

@MainActor
private final class FavoritesViewModel {
  @Service private var favorites: any FavoritesService

  init(scope: ServiceScope) {
    _favorites = Service(.favorites, in: scope)
  }

  func add(_ id: String) { favorites.add(id) }
  var ids: [String] { favorites.ids }
}

@MainActor
@Suite struct ServiceTests {
  @Test func wrapperResolvesFromItsScope() {
    let scope = ServiceScope(name: "signedIn")
    let favorites = RecordingFavorites()
    scope.register(.favorites, instance: favorites)
    let viewModel = FavoritesViewModel(scope: scope)
    viewModel.add("swift")
    #expect(favorites.ids == ["swift"])
    #expect(viewModel.ids == ["swift"])
  }

  @Test func wrapperDoesNotKeepItsScopeAlive() {
    weak var weakScope: ServiceScope?
    var viewModel: FavoritesViewModel?
    do {
      let scope = ServiceScope(name: "signedIn")
      scope.register(.favorites, instance: RecordingFavorites())
      viewModel = FavoritesViewModel(scope: scope)
      weakScope = scope
    }
    #expect(weakScope == nil)
    #expect(viewModel != nil)
  }
}
