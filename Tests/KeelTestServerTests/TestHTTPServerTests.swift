import FlyingFox
import Foundation
import KeelTestServer
import KeelTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
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
}
