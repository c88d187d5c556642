#if canImport(SwiftUI)
  import KeelNavigation
  import SwiftUI

  /// The Items tab: the list in a navigation stack, the detail pushed over it, the editor as a
  /// sheet. The root screen's view model is read once, here, so the body only reads.
  public struct ItemsCoordinatorView: View {
    // The navigator, not the coordinator: a view holding its coordinator strongly would be a
    // back reference the coordinator's owner does not expect (keel lint: weak-coordinator).
    @Bindable private var navigator: Navigator<ItemsScreen>
    private let list: ItemsListViewModel

    public init(coordinator: ItemsCoordinator) {
      navigator = coordinator.navigator
      list = coordinator.listViewModel
    }

    public var body: some View {
      NavigationStack(path: $navigator.path) {
        ItemsListView(viewModel: list)
          .navigationDestination(for: ItemsScreen.self) { screen in Self.view(for: screen) }
      }
      .presentations(of: navigator) { screen in Self.view(for: screen) }
    }

    @ViewBuilder
    private static func view(for screen: ItemsScreen) -> some View {
      switch screen {
      case .detail(let viewModel): ItemDetailView(viewModel: viewModel)
      case .editor(let viewModel): ItemEditorView(viewModel: viewModel)
      }
    }
  }
#endif
