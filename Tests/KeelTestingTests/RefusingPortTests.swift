import Foundation
import KeelTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct RefusingPortTests {
  @Test func connectingIsRefusedWhileItLives() async throws {
    let refusing = try RefusingPort()
    let session = URLSession(configuration: .ephemeral)
    for _ in 0..<3 {
      do {
        _ = try await session.data(from: refusing.baseURL.appendingPathComponent("x"))
        Issue.record("expected port \(refusing.port) to refuse the connection")
      } catch let error as URLError {
        #expect(error.code == .cannotConnectToHost)
      }
    }
    withExtendedLifetime(refusing) {}
  }

  @Test func eachHoldsItsOwnPort() throws {
    let ports = try (0..<5).map { _ in try RefusingPort() }
    #expect(Set(ports.map(\.port)).count == 5)
  }
}
