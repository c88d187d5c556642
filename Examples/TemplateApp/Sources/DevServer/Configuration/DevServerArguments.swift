import Foundation

/// The command line of `template-server`, parsed without a dependency so every mistake gets a
/// message naming the flag.
///
/// ```
/// template-server [--port 8080] [--db .keel/template-server.sqlite] [--config server.json]
///                 [--status web|native] [--objects-url URL] [--statistics-url URL] [--pdf-url URL]
///                 [--latency ROUTE=MS]... [--fail ROUTE=CODE|malformed|drop|expired]...
///                 [--access-token-lifetime SECONDS]
/// ```
/// Flags override the configuration file.
public struct DevServerArguments: Sendable, Equatable {
  public static let defaultPort: UInt16 = 8080
  public static let defaultDatabasePath = ".keel/template-server.sqlite"

  public var port: UInt16 = defaultPort
  public var databasePath: String = defaultDatabasePath
  public var configurationPath: String?
  public var showHelp = false
  /// Overrides applied on top of the configuration file, in order.
  public var overrides: [Override] = []

  public enum Override: Sendable, Equatable {
    case statusMode(DevServerConfiguration.StatusMode)
    case objectsURL(String)
    case statisticsURL(String)
    case pdfURL(String)
    case latency(DevServerRoute, Int)
    case failure(DevServerRoute, DevServerFailure)
    case accessTokenLifetime(Double)
  }

  public init() {}

  public static let usage = """
    USAGE: template-server [options]

    Serves the reference app's API (Examples/TemplateApp/API.md) on 127.0.0.1.

    OPTIONS:
      --port N                      port to listen on, 0 for any free one (default 8080)
      --db PATH                     SQLite database (default \(defaultDatabasePath))
      --config PATH                 JSON configuration file (see API.md)
      --status web|native           what getObjects answers (default native)
      --objects-url URL             URL returned by getObjects in web mode
      --statistics-url URL          URL returned by getStatistics
      --pdf-url URL                 PDF URL returned by getStatistics (pdfUrl)
      --latency ROUTE=MS            delay an endpoint (repeatable)
      --fail ROUTE=CODE|malformed|drop|expired
                                    inject a failure on an endpoint (repeatable)
      --access-token-lifetime S     seconds an access token lives (default 900)
      -h, --help                    show this help

    ENVIRONMENT:
      TEMPLATE_SERVER_BASIC_USER
      TEMPLATE_SERVER_BASIC_PASSWORD
                                    Basic auth of the status endpoints
      TEMPLATE_SERVER_USER_EMAIL
      TEMPLATE_SERVER_USER_PASSWORD
                                    the account that can sign in
      (each missing one is generated at start and logged)
    """

  public static func parse(_ arguments: [String]) throws(DevServerArgumentError) -> DevServerArguments {
    var result = DevServerArguments()
    var remaining = arguments[...]
    while let flag = remaining.popFirst() {
      func value() throws(DevServerArgumentError) -> String {
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
          throw DevServerArgumentError("\(flag) needs a value")
        }
        return value
      }
      switch flag {
      case "-h", "--help": result.showHelp = true
      case "--port": result.port = try port(try value())
      case "--db": result.databasePath = try value()
      case "--config": result.configurationPath = try value()
      case "--status": result.overrides.append(.statusMode(try statusMode(try value())))
      case "--objects-url": result.overrides.append(.objectsURL(try value()))
      case "--statistics-url": result.overrides.append(.statisticsURL(try value()))
      case "--pdf-url": result.overrides.append(.pdfURL(try value()))
      case "--latency": result.overrides.append(try latency(try value()))
      case "--fail": result.overrides.append(try failure(try value()))
      case "--access-token-lifetime": result.overrides.append(try accessTokenLifetime(try value()))
      default:
        throw DevServerArgumentError("unknown option '\(flag)' (see --help)")
      }
    }
    return result
  }

  // MARK: - Values of the flags

  private static func port(_ text: String) throws(DevServerArgumentError) -> UInt16 {
    guard let port = UInt16(text) else { throw DevServerArgumentError("--port must be 0–65535, got '\(text)'") }
    return port
  }

  private static func statusMode(_ text: String) throws(DevServerArgumentError) -> DevServerConfiguration.StatusMode {
    guard let mode = DevServerConfiguration.StatusMode(rawValue: text) else {
      throw DevServerArgumentError("--status must be web or native, got '\(text)'")
    }
    return mode
  }

  private static func latency(_ text: String) throws(DevServerArgumentError) -> Override {
    let (route, value) = try routeAssignment("--latency", text)
    guard let milliseconds = Int(value), milliseconds >= 0 else {
      throw DevServerArgumentError("--latency \(route.rawValue)= needs milliseconds ≥ 0, got '\(value)'")
    }
    return .latency(route, milliseconds)
  }

  private static func failure(_ text: String) throws(DevServerArgumentError) -> Override {
    let (route, value) = try routeAssignment("--fail", text)
    guard let failure = DevServerFailure(flagValue: value) else {
      throw DevServerArgumentError(
        "--fail \(route.rawValue)= needs a status code (100–599), malformed, drop or expired, got '\(value)'")
    }
    return .failure(route, failure)
  }

  private static func accessTokenLifetime(_ text: String) throws(DevServerArgumentError) -> Override {
    guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
      throw DevServerArgumentError("--access-token-lifetime needs a finite number of seconds ≥ 0, got '\(text)'")
    }
    return .accessTokenLifetime(seconds)
  }

  private static func routeAssignment(
    _ flag: String, _ text: String
  ) throws(DevServerArgumentError) -> (
    DevServerRoute, String
  ) {
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { throw DevServerArgumentError("\(flag) expects ROUTE=VALUE, got '\(text)'") }
    guard let route = DevServerRoute(rawValue: parts[0]) else {
      let known = DevServerRoute.allCases.map(\.rawValue).joined(separator: ", ")
      throw DevServerArgumentError("\(flag): unknown route '\(parts[0])' (known: \(known))")
    }
    return (route, parts[1])
  }

  /// `configuration` with every override applied.
  public func applying(to configuration: DevServerConfiguration) -> DevServerConfiguration {
    var result = configuration
    for override in overrides {
      switch override {
      case .statusMode(let mode): result.statusMode = mode
      case .objectsURL(let url): result.objectsURL = url
      case .statisticsURL(let url): result.statisticsURL = url
      case .pdfURL(let url): result.pdfURL = url
      case .latency(let route, let milliseconds): result.latencyMilliseconds[route] = milliseconds
      case .failure(let route, let failure): result.failures[route] = failure
      case .accessTokenLifetime(let seconds): result.accessTokenLifetimeSeconds = seconds
      }
    }
    return result
  }
}

public struct DevServerArgumentError: Error, CustomStringConvertible, Equatable {
  public let description: String
  init(_ description: String) { self.description = description }
}
