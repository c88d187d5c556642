import Testing

@testable import KeelStorage

@Suite struct InMemoryKeyValueBackendTests {
  @Test func storesReplacesAndRemoves() {
    let backend = InMemoryKeyValueBackend(["seeded": .int(1)])
    #expect(backend.value(forKey: "seeded") == .int(1))
    backend.setValue(.string("a"), forKey: "seeded")
    #expect(backend.value(forKey: "seeded") == .string("a"))
    backend.setValue(nil, forKey: "seeded")
    #expect(backend.snapshot.isEmpty)
  }
}
