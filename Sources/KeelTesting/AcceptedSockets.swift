#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The server's ends of the TCP connections a test made to an in-process server, found among
/// this process's descriptors, to check the options the server set on them (its `TCP_NODELAY`).
/// Read them while the server runs: once it stops, its descriptors are closed and reused.
///
/// ```swift
/// _ = try await session.data(from: server.url("/items"))
/// #expect(AcceptedSockets(port: server.port).allHaveNoDelay)
/// ```
public struct AcceptedSockets: Sendable {
  /// Descriptors bound to the server's port with a peer: the listening socket has no peer, and
  /// the client's end is bound to another port.
  public let descriptors: [Int32]

  /// Looks through the first 4,096 descriptors, enough for a test process.
  public init(port: UInt16) {
    descriptors = (0..<Int32(4096)).filter { Self.isAccepted($0, port: port) }
  }

  /// Whether at least one connection was found and Nagle's algorithm is off on every one.
  public var allHaveNoDelay: Bool {
    !descriptors.isEmpty && descriptors.allSatisfy(Self.hasNoDelay)
  }

  /// Whether `TCP_NODELAY` (Nagle's algorithm off) is set on the socket `descriptor`.
  public static func hasNoDelay(_ descriptor: Int32) -> Bool {
    var value: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    return getsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &value, &length) == 0 && value != 0
  }

  private static func isAccepted(_ descriptor: Int32, port: UInt16) -> Bool {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    guard named == 0, address.sin_family == sa_family_t(AF_INET), UInt16(bigEndian: address.sin_port) == port else {
      return false
    }
    var peer = sockaddr_in()
    var peerLength = socklen_t(MemoryLayout<sockaddr_in>.size)
    let connected = withUnsafeMutablePointer(to: &peer) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(descriptor, $0, &peerLength) }
    }
    return connected == 0
  }
}
