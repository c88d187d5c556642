import Foundation
import KeelNetwork
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct APIErrorTests {
  private func response(_ status: Int, headers: [String: String] = [:], body: String = "body") -> APIResponse {
    APIResponse(statusCode: status, headers: headers, body: Data(body.utf8))
  }

  @Test(arguments: [
    (400, "badRequest"), (401, "unauthorized"), (402, "clientError"), (403, "forbidden"), (404, "notFound"),
    (408, "clientError"), (422, "clientError"), (429, "rateLimited"), (500, "server"), (502, "server"),
    (599, "server"), (304, "unexpectedStatus"), (101, "unexpectedStatus"),
  ])
  func statusesAreClassified(status: Int, kind: String) {
    let error = APIError(response: response(status))
    #expect(error.kind == kind)
    #expect(error.statusCode == status)
    #expect(error.body == Data("body".utf8))
  }

  @Test func rateLimitedReadsRetryAfter() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let seconds = APIError(response: response(429, headers: ["retry-after": "30"]), now: now)
    let date = APIError(
      response: response(429, headers: ["Retry-After": RetryAfter.httpDateString(now.addingTimeInterval(90))]), now: now
    )
    let none = APIError(response: response(429))
    guard case .rateLimited(.seconds(30), _) = seconds, case .rateLimited(.seconds(90), _) = date,
      case .rateLimited(nil, _) = none
    else {
      Issue.record("unexpected: \(seconds), \(date), \(none)")
      return
    }
  }

  @Test func transportErrorsAreClassified() {
    #expect(APIError(urlError: URLError(.cancelled)) == .cancelled)
    #expect(APIError(urlError: URLError(.timedOut)) == .timedOut)
    #expect(APIError(urlError: URLError(.cannotConnectToHost)) == .transport(.cannotConnectToHost))
    #expect(APIError(urlError: URLError(.badServerResponse)).kind == "invalidResponse")
    #expect(APIError(urlError: URLError(.httpTooManyRedirects)).kind == "tooManyRedirects")
  }

  @Test func transientFailuresAreTheRetryableOnes() {
    let retryable: Set<Int> = RetryPolicy.default.retryableStatusCodes
    #expect(APIError.server(response(503)).isTransient(retryableStatusCodes: retryable))
    #expect(APIError.clientError(response(408)).isTransient(retryableStatusCodes: retryable))
    #expect(APIError.rateLimited(retryAfter: nil, response(429)).isTransient(retryableStatusCodes: retryable))
    #expect(!APIError.server(response(501)).isTransient(retryableStatusCodes: retryable))
    #expect(!APIError.notFound(response(404)).isTransient(retryableStatusCodes: retryable))
    #expect(APIError.timedOut.isTransient(retryableStatusCodes: retryable))
    #expect(APIError.transport(.networkConnectionLost).isTransient(retryableStatusCodes: retryable))
    #expect(!APIError.transport(.badURL).isTransient(retryableStatusCodes: retryable))
    #expect(!APIError.cancelled.isTransient(retryableStatusCodes: retryable))
    #expect(!APIError.responseTooLarge(limit: 1).isTransient(retryableStatusCodes: retryable))
    #expect(
      !APIError.decoding(type: "Item", reason: "r", response: response(500)).isTransient(
        retryableStatusCodes: retryable))
  }

  @Test func descriptionsNeverIncludeTheBody() {
    let secretBody = runtimeSecret("body")
    let errors: [APIError] = [
      .badRequest(response(400, body: secretBody)), .unauthorized(response(401, body: secretBody)),
      .server(response(500, body: secretBody)),
      .decoding(type: "Item", reason: "missing key 'name'", response: response(200, body: secretBody)),
    ]
    for error in errors {
      #expect(!error.description.contains(secretBody))
      #expect(error.description.contains("HTTP"))
    }
    #expect(APIError.unauthorized(nil).description == "Unauthorized: not signed in.")
    #expect(APIError.unauthorized(nil).statusCode == nil)
  }
}
