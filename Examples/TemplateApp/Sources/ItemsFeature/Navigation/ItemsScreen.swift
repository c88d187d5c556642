import KeelNavigation

/// A screen of the Items tab, carrying its view model (seed 000). Never persisted: save
/// ``route`` instead and rebuild the view model from it.
@MainActor
public enum ItemsScreen: ScreenIdentifiable {
  case detail(ItemDetailViewModel)
  case editor(ItemEditorViewModel)

  public nonisolated var screenID: ObjectIdentifier {
    switch self {
    case .detail(let viewModel): ObjectIdentifier(viewModel)
    case .editor(let viewModel): ObjectIdentifier(viewModel)
    }
  }

  /// The route that rebuilds this screen.
  public var route: ItemsRoute {
    switch self {
    case .detail(let viewModel): .detail(id: viewModel.itemID)
    case .editor(let viewModel):
      switch viewModel.mode {
      case .create: .create
      case .edit(let id): .edit(id: id)
      }
    }
  }
}
