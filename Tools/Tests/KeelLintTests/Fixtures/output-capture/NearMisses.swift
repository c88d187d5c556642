// fixture-path: Examples/TemplateApp/Sources/ItemsFeature/ItemsCoordinator.swift
import KeelNavigation

@MainActor
final class ItemsCoordinator: Coordinator {
  let viewModel: ItemsViewModel
  let items: [String] = []

  init(viewModel: ItemsViewModel) { self.viewModel = viewModel }

  func weakSelf() {
    viewModel.output = .init(onSelect: { [weak self] id in self?.show(id) })
  }

  func weakSelfUnwrapped() {
    viewModel.output = .init(onSelect: { [weak self] id in
      guard let self else { return }
      self.show(id)
      Task { self.show(id) }
    })
  }

  func weakSelfInANestedClosure() {
    viewModel.output = .init(onSelect: { [weak self] id in
      Task { [weak self] in self?.show(id) }
    })
  }

  func outputClosureNestedInAnotherClosure() {
    items.forEach { item in
      viewModel.output = .init(onSelect: { [weak self] _ in self?.show(item) })
    }
  }

  func insideAnEnclosingWeakClosure() {
    Task { [weak self] in
      self?.viewModel.output = .init(onSelect: { id in self?.show(id) })
    }
  }

  func insideAnEnclosingWeakClosureUnwrappingItself() {
    Task { [weak self] in
      self?.viewModel.output = .init(onSelect: { id in
        guard let self else { return }
        self.show(id)
      })
    }
  }

  func passesAParameterThrough(onSelect: @escaping (String) -> Void) {
    viewModel.output = .init(onSelect: onSelect)
  }

  func localShadowsAMember() {
    let items = ["a"]
    viewModel.output = .init(onSelect: { [weak viewModel] id in viewModel?.log(items + [id]) })
  }

  func weakLocalClosurePassedByName() {
    let onSelect = { [weak self] (id: String) in self?.show(id) }
    let unrelated = { self.show("not stored in an output") }
    unrelated()
    viewModel.output = .init(onSelect: onSelect)
  }

  func notAnOutput() {
    viewModel.onAppear = { self.show("appeared") }
  }

  func makeOutput() -> ItemsViewModel.Output {
    let label = { (id: String) in self.title(id) }
    viewModel.onAppear = { label("appeared") }
    return .init(onSelect: { [weak self] id in self?.show(id) })
  }

  func aLocalNamedOutputThatIsText() -> [String] {
    let output = items.map { self.title($0) }
    return output
  }

  /// In a static member `self` is the type: nothing is retained.
  static func preview() -> ItemsViewModel {
    let model = ItemsViewModel()
    model.output = .init(onSelect: { id in self.log(id) })
    return model
  }

  static func log(_ id: String) {}
  func show(_ id: String) {}
  func title(_ id: String) -> String { id }
}

/// A value type: capturing self copies it, no cycle.
struct ItemsBinder {
  func bind(_ model: ItemsViewModel) {
    model.output = .init(onSelect: { id in self.show(id) })
  }

  func show(_ id: String) {}
}
