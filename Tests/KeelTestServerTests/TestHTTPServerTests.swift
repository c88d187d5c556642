import FlyingFox
import Foundation
import KeelCore
import KeelTesting
import Testing

@testable import KeelTestServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TestHTTPServerTests {
  @Test func servesOverLoopbackAndRecordsRequests() async throws {
    let server = try await TestHTTPServer.start { request in
      let body = try await request.bodyData
      return HTTPResponse(statusCode: .created, body: Data("echo:".utf8) + body)
    }
    var request = URLRequest(url: server.url("/items?page=2"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data("{}".utf8)
    let (data, response) = try await URLSession(configuration: .ephemeral).data(for: request)
    await server.stop()

    #expect((response as? HTTPURLResponse)?.statusCode == 201)
    #expect(String(decoding: data, as: UTF8.self) == "echo:{}")
    let recorded = try #require(server.requests.first)
    #expect(recorded.method == "POST")
    #expect(recorded.path == "/items")
    #expect(recorded.query["page"] == "2")
    #expect(recorded.headers["Content-Type"] == "application/json")
    #expect(recorded.header("content-TYPE") == "application/json")
    #expect(recorded.header("X-Not-Sent") == nil)
    #expect(recorded.body == Data("{}".utf8))
    #expect(server.requestCount(path: "/items") == 1)
    #expect(server.baseURL.host == "127.0.0.1")
  }

  @Test func aStoppedServerTakesNoMoreRequests() async throws {
    let server = try await TestHTTPServer.start { _ in HTTPResponse(statusCode: .ok) }
    let session = URLSession(configuration: .ephemeral)
    _ = try await session.data(from: server.url("/before"))
    await server.stop()
    // Whatever answers now (nothing, or a parallel test's server given the freed port), it is
    // not this one, even over the connection the session kept alive.
    _ = try? await session.data(from: server.url("/after"))
    #expect(server.requests.map(\.path) == ["/before"])
  }

  @Test func twoServersGetDistinctPorts() async throws {
    let first = try await TestHTTPServer.start { _ in HTTPResponse(statusCode: .ok) }
    let second = try await TestHTTPServer.start { _ in HTTPResponse(statusCode: .ok) }
    #expect(first.port != second.port)
    await first.stop()
    await second.stop()
  }

  /// FlyingFox writes a response's head and body in two writes; with Nagle's algorithm on,
  /// each request on a kept-alive connection waited about 40 ms for the client's delayed
  /// acknowledgement. The test and the server share this process, so the server's end of the
  /// connection is one of its descriptors, and its option can be read.
  @Test func acceptedConnectionsHaveNaglesAlgorithmOff() async throws {
    let server = try await TestHTTPServer.start { _ in HTTPResponse(statusCode: .ok, body: Data("ok".utf8)) }
    let session = URLSession(configuration: .ephemeral)
    _ = try await session.data(from: server.url("/first"))
    _ = try await session.data(from: server.url("/again"))
    // Read before the server stops: its descriptors are then closed and may be reused.
    let accepted = AcceptedSockets(port: server.port)
    let noDelay = accepted.allHaveNoDelay
    await server.stop()

    #expect(!accepted.descriptors.isEmpty)
    #expect(noDelay)
  }

  // A server left running after its test holds a thread in `epoll_wait`; under AddressSanitizer
  // 72 of them (tests that timed out before `stop()`) took the whole dispatch pool and the run
  // stopped moving. These show a server stops on every way out of a test.

  private struct BodyFailed: Error {}

  @Test func withServerStopsWhenTheBodyThrows() async throws {
    var seen: TestHTTPServer?
    do {
      try await TestHTTPServer.withServer(handler: { _ in HTTPResponse(statusCode: .ok) }) { server in
        seen = server
        #expect(ListeningSockets.contain(port: server.port))
        throw BodyFailed()
      }
      Issue.record("withServer returned though its body threw")
    } catch {
      #expect(error is BodyFailed)
    }
    let server = try #require(seen)
    #expect(server.hasStopped)
    #expect(!ListeningSockets.contain(port: server.port))
  }

  @Test func withServerStopsWhenItsTaskIsCancelled() async throws {
    let started = Locked<TestHTTPServer?>(nil)
    let test = Task {
      try await TestHTTPServer.withServer(handler: { _ in HTTPResponse(statusCode: .ok) }) { server in
        started.withLock { $0 = server }
        try await Task.sleep(for: .seconds(3600))
      }
    }
    // Cancelled on every way out: were the wait to fail, the server must not outlive the test.
    defer { test.cancel() }
    let server = try await waitFor { started.withLock { $0 } }
    #expect(ListeningSockets.contain(port: server.port))
    test.cancel()
    let result = await test.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(server.hasStopped)
    #expect(!ListeningSockets.contain(port: server.port))
  }

  @Test func withServerStopsWhenTheBodyReturns() async throws {
    let server = try await TestHTTPServer.withServer(handler: { _ in HTTPResponse(statusCode: .ok) }) { server in
      #expect(!server.hasStopped)
      return server
    }
    #expect(server.hasStopped)
    #expect(!ListeningSockets.contain(port: server.port))
  }

  /// The safety net for the tests written as `start` … `stop()`: one that throws in between
  /// releases the server, whose `deinit` cancels its run (asynchronously, so this waits).
  @Test func aServerReleasedWithoutStopStopsListening() async throws {
    let port = try await portOfAServerNeverStopped()
    _ = try await waitFor { ListeningSockets.contain(port: port) ? nil : true }
  }

  private func portOfAServerNeverStopped() async throws -> UInt16 {
    let server = try await TestHTTPServer.start { _ in HTTPResponse(statusCode: .ok) }
    #expect(ListeningSockets.contain(port: server.port))
    return server.port
  }

  /// `start` waits for the listening socket's first wait in the pool; a cancelled start must not
  /// hang there (it then stops the server it began).
  @Test func waitingForTheAcceptLoopEndsWhenCancelled() async throws {
    let pool = NoDelaySocketPool(HTTPServer.defaultPool())
    let waiter = Task { try await pool.waitUntilAccepting() }
    waiter.cancel()
    let result = await waiter.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  /// Polls `probe` until it gives a value. The deadline is generous, for a starved machine: twice
  /// the time a server may take to listen (under ThreadSanitizer on a loaded machine, 60 s was
  /// not enough for a start plus the body's first step).
  private func waitFor<Value>(_ probe: () -> Value?) async throws -> Value {
    let giveUp = ContinuousClock.now.advanced(by: .seconds(2 * TestHTTPServer.listeningTimeout))
    while ContinuousClock.now < giveUp {
      if let value = probe() { return value }
      try await Task.sleep(for: .milliseconds(10))
    }
    return try #require(probe(), "not reached within \(2 * TestHTTPServer.listeningTimeout) s")
  }
}

/// Whether this process holds a listening TCP socket on a loopback port (the servers run in the
/// test process, so their sockets are among its descriptors).
private enum ListeningSockets {
  static func contain(port: UInt16) -> Bool {
    (0..<Int32(4096)).contains { isListening($0, port: port) }
  }

  private static func isListening(_ descriptor: Int32, port: UInt16) -> Bool {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    guard named == 0, address.sin_family == sa_family_t(AF_INET), UInt16(bigEndian: address.sin_port) == port else {
      return false
    }
    var accepting: Int32 = 0
    var size = socklen_t(MemoryLayout<Int32>.size)
    return getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &size) == 0 && accepting != 0
  }
}
