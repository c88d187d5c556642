import KeelCore
import KeelTesting
import Observation
import Testing

@testable import KeelStorage

/// The documented pattern: persisted state in an `@Observable` class.
@MainActor @Observable final class SessionModel {
  @ObservationIgnored private let onboarding: ObservableKeyValue<Bool>
  var onboardingCompleted: Bool {
    get { onboarding.value }
    set { onboarding.value = newValue }
  }

  init(store: KeyValueStore) {
    onboarding = store.observable(\.onboardingCompleted)
  }
}

@Suite @MainActor struct ObservableKeyValueTests {
  @Test func readsTheStoredValueAndWritesThrough() {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend(["onboarding_shown": .bool(true)]))
    let session = SessionModel(store: store)
    #expect(session.onboardingCompleted)
    session.onboardingCompleted = false
    #expect(store.value(\.onboardingCompleted) == false)
  }

  @Test func anObservableClassReactsWhenAnotherWriterCompletesOnboarding() {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    let session = SessionModel(store: store)
    let changed = Locked(0)
    withObservationTracking {
      _ = session.onboardingCompleted
    } onChange: {
      changed.withLock { $0 += 1 }
    }
    // The onboarding feature writes through its own @KeyValue on the same store.
    @KeyValue(\.onboardingCompleted, store: store) var completedByFeature: Bool
    completedByFeature = true
    #expect(changed.withLock { $0 } == 1)
    #expect(session.onboardingCompleted)
  }

  @Test func writesOfOtherKeysDoNotNotify() {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    let session = SessionModel(store: store)
    let changed = Locked(false)
    withObservationTracking {
      _ = session.onboardingCompleted
    } onChange: {
      changed.withLock { $0 = true }
    }
    store.set(3, \.launchCount)
    #expect(changed.withLock { $0 } == false)
  }

  /// A write lands on another thread while the notification of an earlier write is reading the
  /// store: the box must end with the stored value, not the one the earlier notification read.
  /// The second write's notification may still be waiting for the box's lock when the first
  /// returns, so the test waits for the box to settle; before the fix it settled on 1.
  @Test func aWriteDuringANotificationLeavesTheStoredValue() async throws {
    let backend = WriteDuringReadBackend()
    let store = KeyValueStore(backend: backend)
    let box = store.observable(\.launchCount)
    backend.duringNextRead = { store.set(2, \.launchCount) }
    store.set(1, \.launchCount)
    #expect(store.value(\.launchCount) == 2)
    try await waitForCondition { box.value == 2 }
  }

  @Test func releasingTheBoxEndsItsObservation() {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    var session: SessionModel? = SessionModel(store: store)
    #expect(store.observerCount(forKey: "onboarding_shown") == 1)
    session = nil
    #expect(session == nil)
    #expect(store.observerCount(forKey: "onboarding_shown") == 0)
  }
}
