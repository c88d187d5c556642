// Stand-in for Apple's `os` unified logging API. Only what Keel uses. Checked against
//   os.swiftinterface = iPhoneOS18.0.sdk/usr/lib/swift/os.swiftmodule/arm64-apple-ios.swiftinterface
// in the public repository xybp888/iOS-SDKs.

// os.swiftinterface: `extension OSLogType { public static let default, info, debug, error, fault }`;
// the type itself is os/log.h's `os_log_type_t` (a C enum of UInt8, hence Equatable, RawRepresentable
// and Sendable as imported).
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

// os.swiftinterface: `@frozen public struct OSLogPrivacy` with no conformances: not Equatable, not
// Sendable (a public struct of another module is never inferred Sendable, so declaring none is
// enough). The levels are computed static properties, as there.
public struct OSLogPrivacy {
  private let level: Int
  public static var auto: OSLogPrivacy { OSLogPrivacy(level: 0) }
  public static var `public`: OSLogPrivacy { OSLogPrivacy(level: 1) }
  public static var `private`: OSLogPrivacy { OSLogPrivacy(level: 2) }
  public static var sensitive: OSLogPrivacy { OSLogPrivacy(level: 3) }
}

// os.swiftinterface: `@frozen public struct OSLogStringAlignment` with no conformances; it stores a
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

// os.swiftinterface: `@frozen public struct OSLogInterpolation : StringInterpolationProtocol` and
// `appendInterpolation(_ argumentString: @autoclosure @escaping () -> String, align:privacy:)`.
public struct OSLogInterpolation: StringInterpolationProtocol {
  public init(literalCapacity: Int, interpolationCount: Int) {}
  public mutating func appendLiteral(_ literal: String) {}
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String,
    align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {}
}

// os.swiftinterface: `@frozen public struct OSLogMessage : ExpressibleByStringInterpolation,
// ExpressibleByStringLiteral` (not Sendable: it stores the interpolation's argument closures).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  public init(stringInterpolation: OSLogInterpolation) {}
  public init(stringLiteral value: String) {}
}

// os.swiftinterface: `public struct Logger : @unchecked Sendable` with `init(subsystem:category:)`,
// `init()` and the `log(level:_:)`, `log(_:)`, `debug`, `info`, `error`, `fault` methods.
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
