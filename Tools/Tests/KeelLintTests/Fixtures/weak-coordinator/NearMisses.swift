// fixture-path: Examples/TemplateApp/Sources/ItemsFeature/ItemsCoordinator.swift
import KeelNavigation

@MainActor
final class ItemsCoordinator: Coordinator {
  weak var parent: AppCoordinator?
  private var children = ChildCoordinators()
  private var stack: [any Coordinator] = []
  // Made here, so owned here: a parent holds the children it creates.
  private let detail = DetailCoordinator()
  private var settings: SettingsCoordinator?
  private var presented: SubFlowCoordinator<ItemsRoute>?
  static var current: ItemsCoordinator?
  var coordinatorName: String { "items" }
  weak var routingCoordinator: (any ItemsRouting)?

  func showSettings() {
    settings = SettingsCoordinator(parent: self)
    let coordinator = DetailCoordinator()
    children.add(coordinator)
  }

  func present(root: ItemsRoute) {
    let flow = SubFlowCoordinator<ItemsRoute>(root: root)
    presented = flow
  }
}

@MainActor
@Observable
final class ItemsViewModel {
  struct Output {
    var onSelect: (String) -> Void
  }

  var output: Output?

  func select(_ id: String) {
    let coordinator = "a local variable named coordinator"
    output?.onSelect(id + coordinator)
  }
}

protocol ItemsFlow {
  var coordinator: ItemsCoordinator? { get }
}
