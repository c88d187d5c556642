import KeelDesign
import KeelNavigation
import Observation

/// The Items tab's flow (seed 000): the list at the root, the detail pushed, the editor as a
/// sheet. View models come from the factory, lazily, with their outputs set here capturing
/// `[weak self]`.
///
/// View models report notices through their outputs, as every other event; this coordinator
/// writes them in the person's language (``ItemsText``, the feature's own strings) and shows
/// them in the signed-in scope's ``ToastCenter``. The coordinator, not the composition root,
/// because the notice's words are this feature's knowledge: the root hands every tab the same
/// centre and needs to know nothing of their notices.
@MainActor
@Observable
public final class ItemsCoordinator: Coordinator, NavigationStorable {
  public let navigator = Navigator<ItemsScreen>()
  @ObservationIgnored private let factory: any ItemsElementsFactory
  @ObservationIgnored private let toasts: ToastCenter
  @ObservationIgnored private let text: ItemsText
  @ObservationIgnored private var _listViewModel: ItemsListViewModel?
  /// The last create editor; alive only while the sheet shows it or its save is on its way
  /// (the save holds it, not this reference).
  @ObservationIgnored private weak var createEditor: ItemEditorViewModel?

  public init(factory: any ItemsElementsFactory, toasts: ToastCenter, text: ItemsText = ItemsText()) {
    self.factory = factory
    self.toasts = toasts
    self.text = text
  }

  /// The root screen's view model, made on first use.
  public var listViewModel: ItemsListViewModel {
    if let viewModel = _listViewModel { return viewModel }
    let viewModel = factory.itemsListViewModel()
    viewModel.output = .init(
      onSelect: { [weak self] id in self?.show(.detail(id: id)) },
      onCreate: { [weak self] in self?.show(.create) },
      onNotice: { [weak self] notice in self?.raise(notice) })
    _listViewModel = viewModel
    return viewModel
  }

  // MARK: - Navigation

  /// Goes to `route`: the list pops to the root, a detail is pushed (once: the same item on top
  /// is not pushed again), the editor is presented. While a create is on its way (the sheet
  /// swiped away mid-save), + shows that editor again, saving, rather than an empty form: a
  /// create is never sent twice.
  public func show(_ route: ItemsRoute) {
    switch route {
    case .list:
      navigator.dismiss()
      navigator.popToRoot()
    case .detail(let id):
      if case .detail(let top) = navigator.top, top.itemID == id { return }
      push(.detail(detailViewModel(id: id)))
    case .create:
      if let editor = createEditor, editor.isSaving {
        present(.editor(editor))
      } else {
        let editor = editorViewModel(mode: .create)
        createEditor = editor
        present(.editor(editor))
      }
    case .edit(let id):
      present(.editor(editorViewModel(mode: .edit(id: id))))
    }
  }

  /// The stack as routes (the list is the implicit root), for restoration.
  public var routes: [ItemsRoute] { navigator.path.map(\.route) }

  /// Rebuilds the stack from saved routes.
  public func restore(_ routes: [ItemsRoute]) {
    navigator.popToRoot()
    for route in routes { show(route) }
  }

  // MARK: - Notices

  /// Every Items notice is a failure the screen survived (DESIGN: transient failures raise a
  /// toast).
  private func raise(_ notice: ItemsNotice) {
    toasts.show(text.notice(notice), style: .error)
  }

  // MARK: - Screens

  private func detailViewModel(id: String) -> ItemDetailViewModel {
    let viewModel = factory.itemDetailViewModel(id: id)
    viewModel.output = .init(
      onEdit: { [weak self] id in self?.show(.edit(id: id)) },
      onDeleted: { [weak self] in self?.pop() },
      onNotice: { [weak self] notice in self?.raise(notice) })
    return viewModel
  }

  private func editorViewModel(mode: ItemEditorViewModel.Mode) -> ItemEditorViewModel {
    let viewModel = factory.itemEditorViewModel(mode: mode)
    viewModel.output = .init(
      onSaved: { [weak self, weak viewModel] _ in self?.dismiss(viewModel) },
      onCancel: { [weak self, weak viewModel] in self?.dismiss(viewModel) },
      onNotice: { [weak self] notice in self?.raise(notice) })
    return viewModel
  }

  /// Dismisses the sheet only while it shows `editor`: a save answering after its sheet was
  /// swiped away must not close whatever is presented now.
  private func dismiss(_ editor: ItemEditorViewModel?) {
    guard let editor, case .editor(let shown) = navigator.sheet, shown === editor else { return }
    dismiss()
  }
}
