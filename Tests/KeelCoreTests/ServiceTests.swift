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

  // Copies of a wrapper share one lookup (the wrapper holds its state behind one reference, so
  // a read copies a reference rather than a weak reference and two strings): each copy still
  // reads the registration that is current in the scope, and none keeps the scope alive.
  @Test func copiesReadTheCurrentRegistration() {
    let scope = ServiceScope(name: "signedIn")
    scope.register(.favorites, instance: RecordingFavorites())
    let wrapper = Service(.favorites, in: scope)
    let copy = wrapper
    let replacement = RecordingFavorites()
    scope.register(.favorites, instance: replacement)
    #expect(wrapper.wrappedValue === replacement)
    #expect(copy.wrappedValue === replacement)
  }

  @Test func copiesDoNotKeepTheScopeAlive() {
    weak var weakScope: ServiceScope?
    var copies: [Service<any FavoritesService>] = []
    do {
      let scope = ServiceScope(name: "signedIn")
      scope.register(.favorites, instance: RecordingFavorites())
      let wrapper = Service(.favorites, in: scope)
      copies = [wrapper, wrapper]
      weakScope = scope
    }
    #expect(weakScope == nil)
    #expect(copies.count == 2)
  }
}
