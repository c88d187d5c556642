// fixture-path: Examples/TemplateApp/Sources/ItemsFeature/DetailCoordinator.swift
import KeelNavigation

@MainActor
final class DetailCoordinator: Coordinator {
  var parent: ItemsCoordinator?  // expect: error weak-coordinator
  let root: any Coordinator  // expect: error weak-coordinator
  private var flow: Flows.SettingsCoordinator!  // expect: error weak-coordinator
  var optional: Optional<AppCoordinator>  // expect: error weak-coordinator
  unowned let owner: AppCoordinator  // expect: warning weak-coordinator

  init(parent: ItemsCoordinator, root: any Coordinator, flow: Flows.SettingsCoordinator, owner: AppCoordinator) {
    self.parent = parent
    self.root = root
    self.flow = flow
    self.optional = owner
    self.owner = owner
  }
}

@MainActor
final class Holder<C: Coordinator> {
  var coordinator: C  // expect: error weak-coordinator

  init(coordinator: C) { self.coordinator = coordinator }
}

@MainActor
@Observable
final class ItemsViewModel {
  weak var coordinator: ItemsCoordinator?  // expect: error weak-coordinator
  private let detail = DetailCoordinator()  // expect: error weak-coordinator
}

@MainActor
final class DetailViewModel {
  weak var coordinator: DetailRouting?  // expect: error weak-coordinator
}

@MainActor
final class SettingsCoordinator {
  var parentCoordinator: AnyObject?  // expect: error weak-coordinator
}
