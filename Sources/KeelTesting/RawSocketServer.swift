import Foundation
import KeelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP server on 127.0.0.1 that answers every connection with exactly the bytes a test
/// scripts: for what a well-behaved HTTP server never does — a connection dropped in the
/// middle of a body, a response that is not HTTP, a body without `Content-Length` that is
/// larger than the client accepts.
///
/// ```swift
/// let server = try RawSocketServer.start(script: [
///   .send(Data("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"par".utf8)), .close,
/// ])
/// defer { server.stop() }
/// ```
/// Each connection reads the request head (and a `Content-Length` body), then runs the script.
public final class RawSocketServer: Sendable {
  /// One step of the script each connection runs.
  public enum Step: Sendable {
    /// Writes these bytes; a failed write (the client hung up) ends the script.
    case send(Data)
    /// Writes `count` bytes of filler in chunks of `chunkSize`, pausing `pause` between them;
    /// stops when the client hangs up.
    case sendFiller(count: Int, chunkSize: Int = 16 * 1024, pause: Duration = .zero)
    /// Waits before the next step.
    case pause(Duration)
    /// Closes the connection.
    case close
  }

  /// What happened on one connection.
  public struct ConnectionRecord: Sendable {
    /// The request line and headers as received.
    public let requestHead: String
    /// Bytes of the script's `send` and `sendFiller` steps that were written.
    public let bytesSent: Int
    /// Whether a write failed because the client closed the connection.
    public let clientHungUp: Bool
  }

  /// The ephemeral loopback port the server listens on.
  public let port: UInt16
  private let listener: Int32
  private let records = Locked<[ConnectionRecord]>([])
  private let stopped = Locked(false)
  private let listenerClosed = Locked(false)

  private init(port: UInt16, listener: Int32) {
    self.port = port
    self.listener = listener
  }

  /// Starts listening on an ephemeral loopback port.
  public static func start(script: [Step]) throws -> RawSocketServer {
    let (listener, port) = try LoopbackSocket.make(listen: true, reuseAddress: true)
    let server = RawSocketServer(port: port, listener: listener)
    let thread = Thread { server.acceptLoop(script: script) }
    thread.start()
    return server
  }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// Every finished connection, in the order they finished.
  public var connections: [ConnectionRecord] { records.withLock { $0 } }

  /// Stops accepting connections. The accept thread closes the listening socket itself on its
  /// way out, so its descriptor cannot be reused while that thread might still call `accept`.
  public func stop() {
    guard Self.claim(stopped) else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    #if !canImport(Glibc)
      // Only Linux wakes a blocked `accept` on shutdown; elsewhere closing is what wakes it.
      closeListener()
    #endif
  }

  private func closeListener() {
    guard Self.claim(listenerClosed) else { return }
    close(listener)
  }

  /// Sets `flag` and returns whether this call was the one that set it.
  private static func claim(_ flag: Locked<Bool>) -> Bool {
    flag.withLock { isSet in
      defer { isSet = true }
      return !isSet
    }
  }

  deinit { stop() }

  private func acceptLoop(script: [Step]) {
    defer { closeListener() }
    while !stopped.withLock({ $0 }) {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else {
        if errno == EINTR { continue }
        return
      }
      Thread { self.serve(connection, script: script) }.start()
    }
  }

  private func serve(_ connection: Int32, script: [Step]) {
    defer { close(connection) }
    Self.disableSIGPIPE(connection)
    let head = Self.readRequest(connection)
    var sent = 0
    var hungUp = false
    steps: for step in script {
      switch step {
      case .send(let data):
        let written = Self.write(data, to: connection)
        sent += written
        if written < data.count {
          hungUp = true
          break steps
        }
      case .sendFiller(let count, let chunkSize, let pause):
        let chunk = Data(repeating: UInt8(ascii: "x"), count: max(1, chunkSize))
        var remaining = count
        while remaining > 0 {
          let piece = chunk.prefix(min(remaining, chunk.count))
          let written = Self.write(piece, to: connection)
          sent += written
          remaining -= written
          if written < piece.count {
            hungUp = true
            break steps
          }
          if pause > .zero { Self.sleep(pause) }
        }
      case .pause(let duration):
        Self.sleep(duration)
      case .close:
        break steps
      }
    }
    records.withLock { $0.append(ConnectionRecord(requestHead: head, bytesSent: sent, clientHungUp: hungUp)) }
  }

  private static func sleep(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
  }

  /// Reads up to the end of the head and then `Content-Length` bytes of body.
  private static func readRequest(_ connection: Int32) -> String {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let separator = Data("\r\n\r\n".utf8)
    while received.range(of: separator) == nil {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return String(decoding: received, as: UTF8.self) }
      received.append(contentsOf: buffer[0..<count])
    }
    let headEnd = received.range(of: separator)!
    let head = String(decoding: received[..<headEnd.lowerBound], as: UTF8.self)
    let contentLength =
      head.split(separator: "\r\n").compactMap { line -> Int? in
        let parts = line.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
        return Int(parts[1].trimmingCharacters(in: .whitespaces))
      }.first ?? 0
    var bodyCount = received.count - headEnd.upperBound
    while bodyCount < contentLength {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      bodyCount += count
    }
    return head
  }

  /// Writes all of `data` unless the peer goes away; returns the bytes written.
  private static func write(_ data: Data, to connection: Int32) -> Int {
    var written = 0
    while written < data.count {
      let count = data.withUnsafeBytes { bytes in
        send(connection, bytes.baseAddress! + written, data.count - written, Int32(noSignalFlag))
      }
      guard count > 0 else { return written }
      written += count
    }
    return written
  }

  #if canImport(Glibc)
    private static let noSignalFlag = Int(MSG_NOSIGNAL)
    private static func disableSIGPIPE(_ socket: Int32) {}
  #else
    private static let noSignalFlag = 0
    private static func disableSIGPIPE(_ socket: Int32) {
      var on: Int32 = 1
      setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    }
  #endif
}
