// Stand-in for Apple's `os` unified logging API, declared from Apple's documentation
// (https://developer.apple.com/documentation/os/logger). Only what Keel uses.

public struct OSLogType: Equatable, RawRepresentable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }

  public static let `default` = OSLogType(0x00)
  public static let info = OSLogType(0x01)
  public static let debug = OSLogType(0x02)
  public static let error = OSLogType(0x10)
  public static let fault = OSLogType(0x11)
}

// `@frozen public struct OSLogPrivacy` with no conformances: not Equatable, not Sendable (it
// stores a public, non-frozen `Mask` enum). The levels are computed static properties.
public struct OSLogPrivacy {
  private let level: Int
  // Keeps the compiler from inferring Sendable, as Apple's stored `Mask` does.
  private let mask: (() -> Int)?
  public static var auto: OSLogPrivacy { OSLogPrivacy(level: 0, mask: nil) }
  public static var `public`: OSLogPrivacy { OSLogPrivacy(level: 1, mask: nil) }
  public static var `private`: OSLogPrivacy { OSLogPrivacy(level: 2, mask: nil) }
  public static var sensitive: OSLogPrivacy { OSLogPrivacy(level: 3, mask: nil) }
}

// `@frozen public struct OSLogStringAlignment` with no conformances; it stores a
// `(() -> Int)?` column width, so it is not Sendable either.
public struct OSLogStringAlignment {
  private let minimumColumnWidth: (() -> Int)?
  public static var none: OSLogStringAlignment { OSLogStringAlignment(minimumColumnWidth: nil) }
  public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(minimumColumnWidth: columns)
  }
  public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(minimumColumnWidth: columns)
  }
}

public struct OSLogInterpolation: StringInterpolationProtocol {
  public init(literalCapacity: Int, interpolationCount: Int) {}
  public mutating func appendLiteral(_ literal: String) {}
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String,
    align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {}
}

public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  public init(stringInterpolation: OSLogInterpolation) {}
  public init(stringLiteral value: String) {}
}

public struct Logger: @unchecked Sendable {
  public init(subsystem: String, category: String) {}
  public init() {}
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  public func log(_ message: OSLogMessage) {}
  public func debug(_ message: OSLogMessage) {}
  public func info(_ message: OSLogMessage) {}
  public func error(_ message: OSLogMessage) {}
  public func fault(_ message: OSLogMessage) {}
}
