import AppDomain
import FlyingFox
import Foundation
import KeelCore
import Logging

/// The development dashboard at `/_dev` (served on 127.0.0.1 only, like the API): one HTML page
/// (``DashboardPage``) that reads `GET /_dev/state` (the configuration, the request log, the
/// analytics events received, the accounts) and changes the configuration with
/// `PUT /_dev/configuration`. A change goes into the same box ``DevServer/update(_:)`` writes, so
/// it applies from the next request on, without a restart. The remote configuration's flags
/// (`GET /config`) are changed with `PUT /_dev/remote-config` and kept in SQLite.
///
/// The change endpoint takes only `Content-Type: application/json`: a page on another site can
/// send a form to 127.0.0.1, but not a JSON body without a CORS preflight, which this server
/// never grants.
struct DevDashboard {
  let configuration: ConfigurationBox
  let credentials: DevServerCredentials
  let registered: RegisteredAccounts
  let database: DevServerDatabase
  let activity: DevServerActivity
  let logger: Logger

  static let root = "/_dev"
  /// How many requests and events the state carries (the newest).
  static let logLimit = 100

  static func serves(_ path: String) -> Bool { path == root || path.hasPrefix(root + "/") }

  func respond(to request: HTTPRequest) async -> HTTPResponse {
    let method = request.method.rawValue
    let path =
      request.path.count > Self.root.count && request.path.hasSuffix("/")
      ? String(request.path.dropLast()) : request.path
    switch (path, method) {
    case (Self.root, "GET"):
      return HTTPResponse(
        statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: Data(DashboardPage.html.utf8))
    case (Self.root + "/state", "GET"):
      do {
        return Reply.json(200, try await state())
      } catch {
        logger.error("dashboard state failed: \(error)")
        return Reply.error(500, "internal_error", "the dashboard state cannot be read: \(error)")
      }
    case (Self.root + "/configuration", "PUT"):
      return await changeConfiguration(request)
    case (Self.root + "/remote-config", "PUT"):
      return await changeRemoteConfig(request)
    case (Self.root, _), (Self.root + "/state", _):
      return Reply.error(
        405, "method_not_allowed", "\(path) accepts GET, not \(method)", headers: [HTTPHeader("Allow"): "GET"])
    case (Self.root + "/configuration", _), (Self.root + "/remote-config", _):
      return Reply.error(
        405, "method_not_allowed", "\(path) accepts PUT, not \(method)", headers: [HTTPHeader("Allow"): "PUT"])
    default:
      return Reply.error(404, "not_found", "no dashboard page at \(path) (the dashboard is \(Self.root))")
    }
  }

  /// Replaces the whole configuration with the body (a ``DevServerConfiguration`` as JSON, the
  /// file format; absent keys take their defaults) and answers the new state.
  private func changeConfiguration(_ request: HTTPRequest) async -> HTTPResponse {
    let contentType = request.headers[.contentType] ?? ""
    guard contentType.lowercased().hasPrefix("application/json") else {
      return Reply.error(
        415, "unsupported_media_type", "the configuration must be sent as application/json, not '\(contentType)'")
    }
    let changed: DevServerConfiguration
    do {
      let body = try await request.bodyData
      guard body.count <= DevServerHandler.maximumBodyBytes else {
        return Reply.error(
          413, "body_too_large", "the configuration is over \(DevServerHandler.maximumBodyBytes) bytes")
      }
      changed = try JSONDecoder().decode(DevServerConfiguration.self, from: body)
    } catch let error as DecodingError {
      return Reply.error(400, "invalid_body", "configuration: \(DecodingProblem.describe(error))")
    } catch {
      return Reply.error(400, "invalid_body", "the configuration is not valid JSON")
    }
    configuration.update { $0 = changed }
    logger.notice("dashboard: configuration changed (status \(changed.statusMode.rawValue))")
    do {
      return Reply.json(200, try await state())
    } catch {
      return Reply.error(500, "internal_error", "the configuration changed, but the state cannot be read: \(error)")
    }
  }

  /// Replaces the remote configuration's flags with the body's (`{"flags": {"paywall": false}}`);
  /// a flag left out takes the app's built-in default. Names are checked, so a typo is a 400
  /// rather than a flag no app reads.
  private func changeRemoteConfig(_ request: HTTPRequest) async -> HTTPResponse {
    let contentType = request.headers[.contentType] ?? ""
    guard contentType.lowercased().hasPrefix("application/json") else {
      return Reply.error(
        415, "unsupported_media_type", "the remote configuration must be sent as application/json, not '\(contentType)'"
      )
    }
    let changed: RemoteConfigBody
    do {
      let body = try await request.bodyData
      guard body.count <= DevServerHandler.maximumBodyBytes else {
        return Reply.error(
          413, "body_too_large", "the remote configuration is over \(DevServerHandler.maximumBodyBytes) bytes")
      }
      changed = try JSONDecoder().decode(RemoteConfigBody.self, from: body)
    } catch let error as DecodingError {
      return Reply.error(400, "invalid_body", "remote configuration: \(DecodingProblem.describe(error))")
    } catch {
      return Reply.error(400, "invalid_body", "the remote configuration is not valid JSON")
    }
    if let unknown = changed.flags.keys.sorted().first(where: { !Self.knownFlagNames.contains($0) }) {
      return Reply.error(
        400, "unknown_flag",
        "flags.\(unknown) is not a flag of the app (known: \(Self.knownFlagNames.sorted().joined(separator: ", ")))")
    }
    do {
      try await database.replaceRemoteFlags(changed.flags)
      logger.notice("dashboard: remote configuration changed (\(changed.flags.sorted { $0.key < $1.key }))")
      return Reply.json(200, try await state())
    } catch {
      logger.error("dashboard: remote configuration not stored: \(error)")
      return Reply.error(500, "internal_error", "the remote configuration cannot be stored: \(error)")
    }
  }

  /// The flags the app reads (AppDomain's ``FeatureFlag/appFlags``), with their defaults.
  static let knownFlagNames = Set(FeatureFlag.appFlags.map(\.name))

  func state() async throws -> DashboardState {
    let requests = activity.records.suffix(Self.logLimit).reversed().map { record in
      DashboardState.Request(
        method: record.method, path: record.path, route: record.route?.rawValue, status: record.status,
        milliseconds: (record.finished - record.started).milliseconds, at: record.finishedAt)
    }
    let events = try await database.recentEvents(limit: Self.logLimit).map { owner, event in
      DashboardState.Event(
        id: event.id, owner: owner, name: event.name, properties: event.properties, receivedAt: event.receivedAt)
    }
    let accounts =
      credentials.accounts.map {
        DashboardState.Account(email: $0.email, displayName: $0.displayName, origin: "configured")
      }
      + registered.emails.map { DashboardState.Account(email: $0, displayName: nil, origin: "registered") }
    return DashboardState(
      configuration: configuration.value, routes: DevServerRoute.allCases.map(\.rawValue), requests: requests,
      events: events, accounts: accounts, devices: try await database.devices(),
      remoteConfig: DashboardState.RemoteConfig(
        flags: try await database.remoteFlags(),
        defaults: Dictionary(uniqueKeysWithValues: FeatureFlag.appFlags.map { ($0.name, $0.defaultValue) })))
  }
}

/// What `GET /_dev/state` answers.
struct DashboardState: Encodable {
  struct Request: Encodable {
    let method: String
    let path: String
    let route: String?
    /// 0 for a dropped connection.
    let status: Int
    let milliseconds: Int64
    let at: Date
  }

  struct Event: Encodable {
    let id: Int64
    let owner: String
    let name: String
    let properties: [String: String]
    let receivedAt: Date
  }

  /// An account that can sign in (passwords are not shown: the configured one is in the
  /// server's start-up log or the environment).
  struct Account: Encodable {
    let email: String
    let displayName: String?
    /// `configured` (credentials) or `registered` (through `auth/register`, kept in memory).
    let origin: String
  }

  let configuration: DevServerConfiguration
  /// Every route name, for the latency and failure table.
  let routes: [String]
  /// Newest first.
  let requests: [Request]
  /// Newest first.
  let events: [Event]
  let accounts: [Account]
  /// Every user's push devices, oldest registration first.
  let devices: [DevServerDatabase.Device]

  /// What `GET /config` answers now, and every flag of the app with its built-in default.
  struct RemoteConfig: Encodable {
    let flags: [String: Bool]
    let defaults: [String: Bool]
  }

  let remoteConfig: RemoteConfig
}
