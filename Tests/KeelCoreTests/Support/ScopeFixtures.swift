import KeelCore

// Services registered by the scope tests; one definition shared by every test file here.

@MainActor
final class Counter {
  var value = 0
}

@MainActor
protocol FavoritesService: AnyObject {
  var ids: [String] { get }
  func add(_ id: String)
}

@MainActor
final class RecordingFavorites: FavoritesService {
  private(set) var ids: [String] = []
  func add(_ id: String) { ids.append(id) }
}

extension ServiceKey where Value == Counter {
  static var counter: Self { Self("counter") }
}

extension ServiceKey where Value == any FavoritesService {
  static var favorites: Self { Self("favorites") }
}
