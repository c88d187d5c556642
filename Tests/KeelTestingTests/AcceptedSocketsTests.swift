import Foundation
import KeelTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct AcceptedSocketsTests {
  /// A connection to a raw server (which sets no options) is found, and its Nagle's algorithm
  /// is reported as on; turning it off is seen.
  @Test func findsTheServersEndAndReadsItsOption() throws {
    // The server's end stays open well past the wait below, which only a failing test spends
    // (a loaded machine can take seconds to schedule the accept thread).
    let server = try RawSocketServer.start(script: [.pause(.seconds(30)), .close])
    defer { server.stop() }
    #if canImport(Glibc)
      let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let client = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    defer { close(client) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = server.port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    try #require(connected == 0)
    let clock = ContinuousClock()
    let giveUp = clock.now.advanced(by: .seconds(20))
    var accepted = AcceptedSockets(port: server.port)
    while accepted.descriptors.isEmpty, clock.now < giveUp {
      usleep(5_000)
      accepted = AcceptedSockets(port: server.port)
    }

    #expect(accepted.descriptors.count == 1)
    #expect(!accepted.allHaveNoDelay)
    var on: Int32 = 1
    let descriptor = try #require(accepted.descriptors.first)
    setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    #expect(accepted.allHaveNoDelay)
    #expect(AcceptedSockets(port: 1).descriptors.isEmpty)
  }
}
