import Foundation

/// How the development server behaves: what the status endpoints answer, how slow each
/// endpoint is, which failures it injects, and how long tokens live. Read from a JSON file
/// (`--config`), overridden by flags, and switchable at run time in tests
/// (``DevServer/update(_:)``).
///
/// ```json
/// { "statusMode": "web", "objectsURL": "https://example.org/app",
///   "latencyMilliseconds": { "getObjects": 300 },
///   "failures": { "getStatistics": { "status": 503 }, "items": { "dropConnection": true } },
///   "accessTokenLifetimeSeconds": 900 }
/// ```
public struct DevServerConfiguration: Codable, Sendable, Equatable {
  /// What `getObjects` answers: `web` sends 200 with ``objectsURL`` (the app shows its web
  /// view), `native` sends 404 (the app stays native).
  public enum StatusMode: String, Codable, Sendable, CaseIterable {
    case web, native
  }

  public var statusMode: StatusMode
  /// The URL `getObjects` returns in web mode. Deliberately a plain string so a test can
  /// make the server return a malformed or non-https URL; nil leaves the field out.
  public var objectsURL: String?
  /// The URL `getStatistics` returns; nil leaves the field out.
  public var statisticsURL: String?
  /// The PDF document's URL `getStatistics` returns beside it (`pdfUrl`); nil leaves the field out.
  public var pdfURL: String?
  /// Extra delay before an endpoint answers, in milliseconds, by route name.
  public var latencyMilliseconds: [DevServerRoute: Int]
  /// A failure an endpoint answers with instead of its normal response.
  public var failures: [DevServerRoute: DevServerFailure]
  public var accessTokenLifetimeSeconds: Double
  public var refreshTokenLifetimeSeconds: Double

  public init(
    statusMode: StatusMode = .native,
    objectsURL: String? = "https://example.org/app",
    statisticsURL: String? = "https://example.org/statistics",
    pdfURL: String? = "https://example.org/statistics.pdf",
    latencyMilliseconds: [DevServerRoute: Int] = [:],
    failures: [DevServerRoute: DevServerFailure] = [:],
    accessTokenLifetimeSeconds: Double = 900,
    refreshTokenLifetimeSeconds: Double = 30 * 24 * 3600
  ) {
    self.statusMode = statusMode
    self.objectsURL = objectsURL
    self.statisticsURL = statisticsURL
    self.pdfURL = pdfURL
    self.latencyMilliseconds = latencyMilliseconds
    self.failures = failures
    self.accessTokenLifetimeSeconds = accessTokenLifetimeSeconds
    self.refreshTokenLifetimeSeconds = refreshTokenLifetimeSeconds
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case statusMode, objectsURL, statisticsURL, pdfURL, latencyMilliseconds, failures
    case accessTokenLifetimeSeconds, refreshTokenLifetimeSeconds
  }

  /// Every key is optional in the file; an absent one keeps its default.
  public init(from decoder: any Decoder) throws {
    let defaults = DevServerConfiguration()
    let container = try decoder.container(keyedBy: CodingKeys.self)
    statusMode = try container.decodeIfPresent(StatusMode.self, forKey: .statusMode) ?? defaults.statusMode
    objectsURL = try container.decodeIfPresent(String.self, forKey: .objectsURL) ?? defaults.objectsURL
    statisticsURL = try container.decodeIfPresent(String.self, forKey: .statisticsURL) ?? defaults.statisticsURL
    pdfURL = try container.decodeIfPresent(String.self, forKey: .pdfURL) ?? defaults.pdfURL
    latencyMilliseconds =
      try container.decodeIfPresent([DevServerRoute: Int].self, forKey: .latencyMilliseconds) ?? [:]
    failures = try container.decodeIfPresent([DevServerRoute: DevServerFailure].self, forKey: .failures) ?? [:]
    accessTokenLifetimeSeconds =
      try container.decodeIfPresent(Double.self, forKey: .accessTokenLifetimeSeconds)
      ?? defaults.accessTokenLifetimeSeconds
    refreshTokenLifetimeSeconds =
      try container.decodeIfPresent(Double.self, forKey: .refreshTokenLifetimeSeconds)
      ?? defaults.refreshTokenLifetimeSeconds
    if let negative = latencyMilliseconds.first(where: { $0.value < 0 }) {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: [CodingKeys.latencyMilliseconds],
          debugDescription: "latency of \(negative.key.rawValue) must not be negative"))
    }
    // A lifetime goes into every session body as `expiresIn`; JSON has no infinity.
    for (key, seconds) in [
      (CodingKeys.accessTokenLifetimeSeconds, accessTokenLifetimeSeconds),
      (.refreshTokenLifetimeSeconds, refreshTokenLifetimeSeconds),
    ] where !seconds.isFinite || seconds < 0 {
      throw DecodingError.dataCorrupted(
        .init(codingPath: [key], debugDescription: "\(key.rawValue) must be a finite number of seconds ≥ 0"))
    }
  }

  /// Reads a configuration file. The error names the file and what is wrong in it; keys the
  /// server does not know are returned so the caller can log them (a typo must not pass
  /// silently).
  public static func load(from url: URL) throws -> (configuration: DevServerConfiguration, unknownKeys: [String]) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw DevServerConfigurationError(file: url.path, problem: "cannot be read (\(error.localizedDescription))")
    }
    return try parse(data, file: url.path)
  }

  /// Reads a configuration file's contents, as ``load(from:)`` does after reading the file;
  /// `file` names it in the error. (`DevServerFuzz` calls it with each input, so no file is
  /// written per input.)
  static func parse(_ data: Data, file: String) throws -> (configuration: DevServerConfiguration, unknownKeys: [String])
  {
    do {
      let configuration = try JSONDecoder().decode(DevServerConfiguration.self, from: data)
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
      let known = Set(CodingKeys.allCases.map(\.rawValue))
      return (configuration, object.keys.filter { !known.contains($0) }.sorted())
    } catch let error as DecodingError {
      throw DevServerConfigurationError(file: file, problem: DecodingProblem.describe(error))
    } catch {
      throw DevServerConfigurationError(file: file, problem: "is not valid JSON (\(error.localizedDescription))")
    }
  }
}

/// A failure the server injects on one endpoint.
public enum DevServerFailure: Codable, Sendable, Equatable {
  /// Answers with this status code and a JSON error body.
  case status(Int)
  /// Answers 200 with a body that is not JSON.
  case malformedBody
  /// Sends the headers and part of the body, then closes the connection.
  case dropConnection
  /// Answers 401 `token_expired` as if the caller's access token had expired.
  case tokenExpired

  private enum CodingKeys: String, CodingKey {
    case status, malformedBody, dropConnection, tokenExpired
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let status = try container.decodeIfPresent(Int.self, forKey: .status) {
      guard (100...599).contains(status) else {
        throw DecodingError.dataCorruptedError(
          forKey: .status, in: container, debugDescription: "status \(status) is not an HTTP status code (100–599)")
      }
      self = .status(status)
    } else if try container.decodeIfPresent(Bool.self, forKey: .malformedBody) == true {
      self = .malformedBody
    } else if try container.decodeIfPresent(Bool.self, forKey: .dropConnection) == true {
      self = .dropConnection
    } else if try container.decodeIfPresent(Bool.self, forKey: .tokenExpired) == true {
      self = .tokenExpired
    } else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "expected one of {\"status\": <code>}, {\"malformedBody\": true}, "
            + "{\"dropConnection\": true}, {\"tokenExpired\": true}"
        ))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .status(let code): try container.encode(code, forKey: .status)
    case .malformedBody: try container.encode(true, forKey: .malformedBody)
    case .dropConnection: try container.encode(true, forKey: .dropConnection)
    case .tokenExpired: try container.encode(true, forKey: .tokenExpired)
    }
  }

  /// Parses the flag form: `500`, `malformed`, `drop` or `expired`.
  public init?(flagValue: String) {
    switch flagValue {
    case "malformed": self = .malformedBody
    case "drop": self = .dropConnection
    case "expired": self = .tokenExpired
    default:
      guard let code = Int(flagValue), (100...599).contains(code) else { return nil }
      self = .status(code)
    }
  }
}

public struct DevServerConfigurationError: Error, CustomStringConvertible, Equatable {
  public let file: String
  public let problem: String
  public var description: String { "configuration file \(file) \(problem)" }
}
