import KeelDesign
import KeelNavigation
import Observation

/// The Favorites tab's flow (seed 000): its list at the root. The list's view model comes from
/// the factory, lazily, with its output set here capturing `[weak self]`.
///
/// Opening a favorite and browsing the items leave this tab, so they go out through
/// ``output`` for the composition root to act on (it opens `ItemsRoute.detail(id:)`, the same
/// detail route as the Items tab). Notices become toasts in the signed-in scope's
/// ``ToastCenter``, written here in the person's language (``FavoritesText``), as the Items
/// coordinator does.
@MainActor
@Observable
public final class FavoritesCoordinator: Coordinator, NavigationStorable {
  public struct Output {
    /// Show the item's detail (the Items tab's `.detail(id:)` route).
    public var onOpenItem: @MainActor (String) -> Void
    /// Show the Items tab (from the empty state).
    public var onBrowseItems: @MainActor () -> Void

    public init(onOpenItem: @escaping @MainActor (String) -> Void, onBrowseItems: @escaping @MainActor () -> Void) {
      self.onOpenItem = onOpenItem
      self.onBrowseItems = onBrowseItems
    }
  }

  public let navigator = Navigator<FavoritesScreen>()
  @ObservationIgnored public var output: Output?
  @ObservationIgnored private let factory: any FavoritesElementsFactory
  @ObservationIgnored private let toasts: ToastCenter
  @ObservationIgnored private let text: FavoritesText
  @ObservationIgnored private var _listViewModel: FavoritesListViewModel?

  public init(factory: any FavoritesElementsFactory, toasts: ToastCenter, text: FavoritesText = FavoritesText()) {
    self.factory = factory
    self.toasts = toasts
    self.text = text
  }

  /// The root screen's view model, made on first use.
  public var listViewModel: FavoritesListViewModel {
    if let viewModel = _listViewModel { return viewModel }
    let viewModel = factory.favoritesListViewModel()
    viewModel.output = .init(
      onOpenItem: { [weak self] id in self?.output?.onOpenItem(id) },
      onBrowseItems: { [weak self] in self?.output?.onBrowseItems() },
      onNotice: { [weak self] notice in self?.raise(notice) })
    _listViewModel = viewModel
    return viewModel
  }

  // MARK: - Navigation

  /// Goes to `route`: the list is the root, so anything pushed or presented is closed.
  public func show(_ route: FavoritesRoute) {
    switch route {
    case .list:
      navigator.dismiss()
      navigator.popToRoot()
    }
  }

  /// The stack as routes (the list is the implicit root), for restoration.
  public var routes: [FavoritesRoute] { navigator.path.map(\.route) }

  /// Rebuilds the stack from saved routes.
  public func restore(_ routes: [FavoritesRoute]) {
    navigator.popToRoot()
    for route in routes { show(route) }
  }

  // MARK: - Notices

  /// A failed refresh is an error the screen survived; a removal is news.
  private func raise(_ notice: FavoritesNotice) {
    switch notice {
    case .loadFailed: toasts.show(text.notice(notice), style: .error)
    case .removed: toasts.show(text.notice(notice), style: .info)
    }
  }
}
