import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A loopback port on which connecting is refused, for "connection refused" tests.
///
/// The port stays bound (without listening, and without `SO_REUSEADDR`) for as long as this
/// value lives, so no server started by a test running in parallel can take it: a port that was
/// merely closed could be handed to the next server that asks for an ephemeral one.
///
/// Swift may release a value after its last use, so a test that reads only ``baseURL`` up
/// front should end with `withExtendedLifetime(refusing) {}`.
public final class RefusingPort: Sendable {
  /// The loopback port that refuses connections while this value lives.
  public let port: UInt16
  private let socket: Int32

  /// Binds a socket to an ephemeral loopback port without listening on it.
  public init() throws(LoopbackSocketError) {
    (socket, port) = try LoopbackSocket.make(listen: false, reuseAddress: false)
  }

  deinit { close(socket) }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
}
