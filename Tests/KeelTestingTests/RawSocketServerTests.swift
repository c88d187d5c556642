import Foundation
import KeelTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct RawSocketServerTests {
  private let session = URLSession(configuration: .ephemeral)

  @Test func answersWithTheScriptedBytesAndRecordsTheRequest() async throws {
    let server = try RawSocketServer.start(script: [
      .send(Data("HTTP/1.1 201 Created\r\nContent-Length: 5\r\nX-Script: yes\r\n\r\n".utf8)),
      .pause(.milliseconds(10)), .send(Data("hello".utf8)), .close,
    ])
    defer { server.stop() }
    var request = URLRequest(url: server.baseURL.appendingPathComponent("scripted"))
    request.httpMethod = "POST"
    request.httpBody = Data("ping".utf8)
    let (data, response) = try await session.data(for: request)

    #expect((response as? HTTPURLResponse)?.statusCode == 201)
    #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "X-Script") == "yes")
    #expect(data == Data("hello".utf8))
    try await waitForCondition { server.connections.count == 1 }
    let connection = try #require(server.connections.first)
    #expect(connection.requestHead.hasPrefix("POST /scripted HTTP/1.1"))
    #expect(connection.bytesSent == 58 + 5)
    #expect(!connection.clientHungUp)
  }

  @Test func aConnectionClosedMidBodyFailsTheClient() async throws {
    let server = try RawSocketServer.start(script: [
      .send(Data("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\npartial".utf8)), .close,
    ])
    defer { server.stop() }
    await #expect(throws: (any Error).self) { try await session.data(from: server.baseURL) }
  }

  @Test func fillerIsSentInFull() async throws {
    let server = try RawSocketServer.start(script: [
      .send(Data("HTTP/1.1 200 OK\r\nContent-Length: 40000\r\n\r\n".utf8)),
      .sendFiller(count: 40_000, chunkSize: 7_000),
    ])
    defer { server.stop() }
    let (data, _) = try await session.data(from: server.baseURL)
    #expect(data == Data(repeating: UInt8(ascii: "x"), count: 40_000))
  }

  @Test func aStoppedServerAcceptsNoMoreConnections() async throws {
    let server = try RawSocketServer.start(script: [.send(Data("HTTP/1.1 204 No Content\r\n\r\n".utf8)), .close])
    _ = try await session.data(from: server.baseURL)
    try await waitForCondition { server.connections.count == 1 }
    server.stop()
    // Whatever answers now (nothing, or a server of a parallel test given the freed port), it
    // is not this one.
    _ = try? await session.data(from: server.baseURL)
    try await Task.sleep(for: .milliseconds(50))
    #expect(server.connections.count == 1)
  }
}
