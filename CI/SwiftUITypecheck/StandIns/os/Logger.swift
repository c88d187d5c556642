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

public struct OSLogPrivacy: Equatable, Sendable {
  private let level: Int
  public static let auto = OSLogPrivacy(level: 0)
  public static let `public` = OSLogPrivacy(level: 1)
  public static let `private` = OSLogPrivacy(level: 2)
  public static let sensitive = OSLogPrivacy(level: 3)
}

public struct OSLogStringAlignment: Sendable {
  public static let none = OSLogStringAlignment()
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
