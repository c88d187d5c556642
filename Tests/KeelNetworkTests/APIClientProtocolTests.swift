import Foundation
import KeelNetwork
import Testing

/// The seed's calls and typed decoding, which every client (and every fake) gets from
/// `response(for:timeLimit:)`.
@Suite struct APIClientProtocolTests {
  /// Answers every endpoint with one canned result.
  struct CannedClient: APIClientProtocol {
    let result: Result<APIResponse, APIError>

    func response(for endpoint: APIEndpoint, timeLimit: Duration?) async -> Result<APIResponse, APIError> {
      result
    }
  }

  /// Succeeds without a time limit and times out with one, so a test sees whether the limit
  /// reached the client.
  struct TimeLimitedClient: APIClientProtocol {
    let ok: APIResponse

    func response(for endpoint: APIEndpoint, timeLimit: Duration?) async -> Result<APIResponse, APIError> {
      timeLimit == nil ? .success(ok) : .failure(.timedOut)
    }
  }

  let ok = APIResponse(statusCode: 200, body: Data(#"{"id":"a1","name":"Anchor"}"#.utf8))

  @Test func requestReturnsTheBodyOrNil() async {
    #expect(await CannedClient(result: .success(ok)).request(endpoint: APIEndpoint(path: "a")) == ok.body)
    #expect(await CannedClient(result: .failure(.timedOut)).request(endpoint: APIEndpoint(path: "a")) == nil)
  }

  @Test func requestWithResultKeepsTheError() async {
    let failing = CannedClient(result: .failure(.notFound(APIResponse(statusCode: 404))))
    #expect(
      await CannedClient(result: .success(ok)).requestWithResult(endpoint: APIEndpoint(path: "a")) == .success(ok.body))
    #expect(await failing.requestWithResult(endpoint: APIEndpoint(path: "a")).failureStatus == 404)
  }

  @Test func theTimeLimitReachesTheClient() async {
    let client = TimeLimitedClient(ok: ok)
    #expect(await client.requestWithResult(endpoint: APIEndpoint(path: "a")) == .success(ok.body))
    #expect(
      await client.requestWithResult(endpoint: APIEndpoint(path: "a"), timeLimit: .seconds(1)) == .failure(.timedOut))
    #expect(await client.request(APIEndpoint(path: "a"), as: Item.self, timeLimit: .seconds(1)) == .failure(.timedOut))
  }

  @Test func typedRequestDecodesOrReportsWhy() async throws {
    let client = CannedClient(result: .success(ok))
    #expect(try await client.request(APIEndpoint(path: "a"), as: Item.self).get() == Item(id: "a1", name: "Anchor"))
    let wrong = await client.request(APIEndpoint(path: "a"), as: [Item].self)
    #expect(wrong.failure?.kind == "decoding")
  }

  @Test func decodeReadsABodyFromRequestWithResult() throws {
    let client = CannedClient(result: .success(ok))
    #expect(try client.decode(Item.self, from: ok.body).get().id == "a1")
    #expect(client.decode(Item.self, from: Data()).failure?.kind == "decoding")
  }
}
