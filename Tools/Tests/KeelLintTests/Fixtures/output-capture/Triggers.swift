// fixture-path: Examples/TemplateApp/Sources/ItemsFeature/ItemsCoordinator.swift
import KeelNavigation

@MainActor
final class ItemsCoordinator: Coordinator {
  let viewModel: ItemsViewModel
  var path: [String] = []

  init(viewModel: ItemsViewModel) { self.viewModel = viewModel }

  func explicitSelf() {
    viewModel.output = .init(onSelect: { id in self.show(id) })  // expect: error output-capture
  }

  func captureListSelf() {
    viewModel.output = ItemsViewModel.Output(onSelect: { [self] id in show(id) })  // expect: error output-capture
  }

  func implicitSelf() {
    viewModel.output = .init(onSelect: { id in show(id) })  // expect: error output-capture
  }

  func memberAssignment() {
    viewModel.output.onSelect = { id in
      self.path.append(id)  // expect: error output-capture
    }
  }

  func nestedClosure() {
    viewModel.output = .init(onSelect: { id in
      Task {
        self.show(id)  // expect: error output-capture
      }
    })
  }

  func nestedWeakCaptureMakesTheOuterClosureStrong() {
    viewModel.output = .init(onSelect: { id in
      Task { [weak self] in  // expect: error output-capture
        self?.show(id)
      }
    })
  }

  func unownedSelf() {
    viewModel.output = .init(onSelect: { [unowned self] id in show(id) })  // expect: warning output-capture
  }

  func methodReference() {
    viewModel.output = .init(onSelect: show)  // expect: error output-capture
  }

  func outputArgument() -> ItemsViewModel {
    ItemsViewModel(output: .init(onSelect: { id in self.show(id) }))  // expect: error output-capture
  }

  func trailingClosure() {
    viewModel.output = ItemsViewModel.Output { id in self.show(id) }  // expect: error output-capture
  }

  func unwrappedOuterSelf() {
    Task { [weak self] in
      guard let self else { return }
      viewModel.output = .init(onSelect: { id in self.show(id) })  // expect: error output-capture
    }
  }

  func makeOutput() -> ItemsViewModel.Output {
    .init(onSelect: { id in self.show(id) })  // expect: error output-capture
  }

  func makeOutputAfterAGuard(enabled: Bool) -> ItemsViewModel.Output? {
    guard enabled else { return nil }
    return .init(onSelect: { id in self.show(id) })  // expect: error output-capture
  }

  func typedLocal() {
    let output: ItemsViewModel.Output = .init(onSelect: { id in self.show(id) })  // expect: error output-capture
    viewModel.output = output
  }

  func localClosurePassedByName() {
    let onSelect = { (id: String) in self.show(id) }  // expect: error output-capture
    viewModel.output = .init(onSelect: onSelect)
  }

  func show(_ id: String) { path.append(id) }
}
