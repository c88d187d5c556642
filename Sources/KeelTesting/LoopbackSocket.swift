#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sockets on 127.0.0.1 with an ephemeral port, for the test servers.
enum LoopbackSocket {
  /// A TCP socket bound to 127.0.0.1 on a port the system picks, listening if asked; returns
  /// the descriptor and the port.
  static func make(listen shouldListen: Bool, reuseAddress: Bool) throws(LoopbackSocketError) -> (Int32, UInt16) {
    #if canImport(Glibc)
      let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let socketFD = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socketFD >= 0 else { throw LoopbackSocketError.socket(errno: errno) }
    if reuseAddress {
      var reuse: Int32 = 1
      setsockopt(socketFD, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      close(socketFD)
      throw LoopbackSocketError.bind(errno: errno)
    }
    if shouldListen, listen(socketFD, 64) != 0 {
      close(socketFD)
      throw LoopbackSocketError.listen(errno: errno)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketFD, $0, &length) }
    }
    return (socketFD, UInt16(bigEndian: address.sin_port))
  }
}

/// Why a loopback socket could not be set up; `errno` says what the system refused.
public enum LoopbackSocketError: Error, Equatable {
  /// `socket(2)` failed.
  case socket(errno: Int32)
  /// `bind(2)` to a loopback port failed.
  case bind(errno: Int32)
  /// `listen(2)` failed.
  case listen(errno: Int32)
}
