import AppDomain

/// How the Items tab's view models follow the session's favorites (seed 000's stream
/// observation), written once for the list and the detail.
@MainActor
enum FavoritesObservation {
  /// Calls `receive` with the current favorites, then with every change, until the returned
  /// task is cancelled or the stream ends (the session closed). `receive` should capture its
  /// view model weakly: the task must not keep it alive.
  static func start(
    _ favorites: any FavoritesService, receive: @escaping @MainActor (Set<String>) -> Void
  ) -> Task<Void, Never> {
    Task { [stream = favorites.favoriteIDs] in
      for await ids in stream.values {
        guard !Task.isCancelled else { return }
        receive(ids)
      }
    }
  }

  /// Toggles `id` once `previous` (the last toggle) is done, so two quick taps are applied in
  /// order: tapped twice, the item ends as it began.
  static func toggle(
    _ id: String, in favorites: any FavoritesService, after previous: Task<Void, Never>?
  ) -> Task<Void, Never> {
    Task {
      await previous?.value
      await favorites.toggleFavorite(itemID: id)
    }
  }
}
