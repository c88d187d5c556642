import KeelCore
import KeelTesting
import Testing

@testable import KeelNavigation

@MainActor
@Suite struct ChildCoordinatorsTests {
  /// A parent that starts a child and removes it when the child says it finished.
  final class ParentCoordinator: Coordinator {
    var children = ChildCoordinators()

    func startChild(tracker: LeakTracker) {
      let child = ChildCoordinator()
      child.onFinish = { [weak self, weak child] in
        guard let self, let child else { return }
        self.children.remove(child)
      }
      tracker.track(child, label: "child")
      tracker.track(child.viewModel, label: "child view model")
      children.add(child)
    }
  }

  final class ChildCoordinator: Coordinator {
    final class ViewModel {}
    let viewModel = ViewModel()
    var onFinish: () -> Void = {}
    func finish() { onFinish() }
  }

  @Test func aFinishedChildIsReleased() async throws {
    let tracker = LeakTracker()
    let parent = ParentCoordinator()
    parent.startChild(tracker: tracker)
    #expect(parent.children.count == 1)
    #expect(tracker.survivorCount == 2)
    parent.children.first(of: ChildCoordinator.self)?.finish()
    #expect(parent.children.isEmpty)
    try await assertNoLeaks(tracker)
  }

  @Test func addRemoveAndContainsTrackIdentity() {
    var children = ChildCoordinators()
    let first = ChildCoordinator()
    let second = ChildCoordinator()
    children.add(first)
    children.add(first)
    children.add(second)
    #expect(children.count == 2)
    #expect(children.contains(first))
    children.remove(first)
    #expect(!children.contains(first) && children.contains(second))
    children.removeAll()
    #expect(children.isEmpty)
  }
}
