import FlyingFox
import Foundation
import KeelCore
import KeelNetwork
import KeelTestServer
import KeelTesting
import Logging
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Redaction is checked on what really went over the wire and into a captured log.
@Suite struct NetworkLoggerTests {
  @Test func logsRequestsAndResponsesWithoutAnyPlantedCredential() async throws {
    let cookieValue = runtimeSecret("cookie")
    let queryValue = runtimeSecret("query")
    let bodyPassword = runtimeSecret("body")
    let nestedValue = runtimeSecret("nested")
    let headerKey = runtimeSecret("header")
    let bearerValue = runtimeSecret("bearer")
    let basicUser = runtimeSecret("user")
    let basicPassword = runtimeSecret("basic")
    let infoUser = runtimeSecret("infouser")
    let infoPassword = runtimeSecret("infopass")
    let responseCookie = runtimeSecret("setcookie")
    let responseToken = runtimeSecret("responsetoken")
    let planted = [
      cookieValue, queryValue, bodyPassword, nestedValue, headerKey, bearerValue, basicUser, basicPassword, infoUser,
      infoPassword, responseCookie, responseToken,
    ]

    let server = try await TestHTTPServer.start { _ in
      jsonResponse(
        .ok, #"{"accessToken":"\#(responseToken)","user":{"name":"Ada"}}"#,
        headers: ["Set-Cookie": "sid=\(responseCookie); HttpOnly"])
    }
    let capture = LogCapture()
    let logger = NetworkLogger(logger: capture.logger("keel.network"), isEnabled: true)
    var components = URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false)!
    components.user = infoUser
    components.password = infoPassword
    let client = APIClient(
      configuration: APIConfiguration(
        baseURL: components.url!,
        credentials: APICredentials(basic: BasicCredentials(username: basicUser, password: basicPassword))),
      adapters: [BearerTokenAdapter(source: FixedAccessToken(bearerValue))],
      logger: logger)

    let login = try APIEndpoint(
      path: "login", method: .post,
      queryItems: [URLQueryItem(name: "access_token", value: queryValue), URLQueryItem(name: "lang", value: "en")],
      headers: ["Cookie": "session=\(cookieValue)", "X-Api-Key": headerKey], auth: .basic
    ).withJSONBody(
      LoginBody(email: "ada@example.com", password: bodyPassword, device: .init(clientSecret: nestedValue)))
    let loginResult = await client.requestWithResult(endpoint: login)
    let profile = await client.requestWithResult(endpoint: APIEndpoint(path: "profile", auth: .bearer))
    await server.stop()

    #expect(try loginResult.get().isEmpty == false)
    #expect(try profile.get().isEmpty == false)
    // The credentials really were sent: redaction is in the log, not in the request.
    let sent = try #require(server.requests.first)
    #expect(sent.query["access_token"] == queryValue)
    #expect(sent.header("cookie")?.contains(cookieValue) == true)
    #expect(server.requests.last?.header("authorization") == "Bearer " + bearerValue)

    let lines = capture.lines
    #expect(lines.count == 4)
    #expect(lines.contains { $0.contains("→ POST") && $0.contains("/login") && $0.contains("lang=en") })
    #expect(lines.contains { $0.contains("← 200") && $0.contains("/profile") })
    #expect(lines.contains { $0.contains(#""email":"ada@example.com""#) })
    #expect(lines.contains { $0.contains(Redactor.placeholder) })
    for secret in planted {
      #expect(!lines.contains { $0.contains(secret) }, "a planted credential reached the log")
    }
  }

  @Test func transportErrorsAreLoggedWithTheURLRedacted() throws {
    let capture = LogCapture()
    let logger = NetworkLogger(logger: capture.logger(), isEnabled: true)
    let queryValue = runtimeSecret("query")
    let url = URL(string: "http://127.0.0.1:9/items?token=\(queryValue)")!
    logger.logError(url: url, error: .transport(.cannotConnectToHost))

    let line = try #require(capture.lines.first)
    #expect(line.contains("✗ http://127.0.0.1:9/items?token=\(Redactor.placeholder)"))
    #expect(line.contains("-1004"))
    #expect(!line.contains(queryValue))
  }

  @Test func nonJSONBodiesAreSummarizedAndLongBodiesCut() throws {
    let capture = LogCapture()
    let logger = NetworkLogger(logger: capture.logger(), isEnabled: true, maximumBodyLength: 20)
    let url = URL(string: "http://127.0.0.1/x")!
    logger.logResponse(url: url, statusCode: 200, headers: [:], data: Data("user=ada&password=hunter".utf8))
    logger.logResponse(
      url: url, statusCode: 200, headers: [:], data: Data(#"{"text":"\#(String(repeating: "a", count: 100))"}"#.utf8))

    let lines = capture.lines
    #expect(lines.count == 2)
    #expect(lines[0].contains("<24 bytes, not JSON>"))
    #expect(!lines[0].contains("hunter"))
    #expect(lines[1].contains("…"))
    #expect(!lines[1].contains(String(repeating: "a", count: 21)))
  }

  @Test func logsAtItsLevelAndFailuresOneHigher() throws {
    let capture = LogCapture()
    let logger = NetworkLogger(logger: capture.logger(), isEnabled: true)
    let url = URL(string: "http://127.0.0.1/x")!
    logger.logResponse(url: url, statusCode: 200, headers: [:], data: nil)
    logger.logError(url: url, error: .timedOut)

    #expect(capture.records.map(\.level) == [.info, .notice])
  }

  @Test func silentUnlessEnabled() async throws {
    let server = try await TestHTTPServer.start { _ in HTTPResponse(statusCode: .ok) }
    let capture = LogCapture()
    let client = makeClient(
      baseURL: server.baseURL, logger: NetworkLogger(logger: capture.logger(), isEnabled: false))
    _ = await client.request(endpoint: APIEndpoint(path: "items"))
    await server.stop()

    #expect(server.requests.count == 1)
    #expect(capture.lines.isEmpty)
  }

  @Test(arguments: [(BuildConfiguration.mock, true), (.development, true), (.production, false)])
  func enabledByBuildConfiguration(configuration: BuildConfiguration, enabled: Bool) {
    let capture = LogCapture()
    let logger = NetworkLogger(buildConfiguration: configuration, logger: capture.logger())
    logger.logError(url: URL(string: "http://127.0.0.1/x")!, error: .timedOut)

    #expect(logger.isEnabled == enabled)
    #expect(capture.lines.count == (enabled ? 1 : 0))
  }

  @Test func defaultFollowsTheCompilationMode() {
    // Tests are compiled for debugging, so the default logger is on here and off in release.
    #expect(NetworkLogger.isDebugBuild)
    #expect(NetworkLogger().isEnabled)
    #expect(!NetworkLogger.disabled.isEnabled)
  }
}

private struct LoginBody: Encodable {
  struct Device: Encodable {
    var clientSecret: String
  }

  var email: String
  var password: String
  var device: Device
}
