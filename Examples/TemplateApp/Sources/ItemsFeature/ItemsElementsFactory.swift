/// Builds the Items tab's view models (seed 000's elements factory). The composition root
/// implements it with the real repository and the signed-in scope's services; tests implement
/// it with fakes or the in-process DevServer.
@MainActor
public protocol ItemsElementsFactory: AnyObject {
  func itemsListViewModel() -> ItemsListViewModel
  func itemDetailViewModel(id: String) -> ItemDetailViewModel
  func itemEditorViewModel(mode: ItemEditorViewModel.Mode) -> ItemEditorViewModel
}
