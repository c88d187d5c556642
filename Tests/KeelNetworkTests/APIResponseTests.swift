import Foundation
import KeelNetwork
import Testing

@Suite struct APIResponseTests {
  @Test func headersAreLookedUpCaseInsensitively() {
    let response = APIResponse(statusCode: 200, headers: ["Content-Type": "application/json"])
    #expect(response.header("content-type") == "application/json")
    #expect(response.header("CONTENT-TYPE") == "application/json")
    #expect(response.header("Accept") == nil)
  }

  @Test func decodesJSON() throws {
    let response = APIResponse(statusCode: 200, body: Data(#"{"id":"a1","name":"Anchor"}"#.utf8))
    #expect(try response.decode(Item.self) == Item(id: "a1", name: "Anchor"))
  }

  @Test(arguments: [
    ("", nil, "the response body is empty"),
    ("<html>oops</html>", "text/html", "the body is not JSON (text/html, 17 bytes)"),
    (#"{"id":1,"name":"x"}"#, "application/json", "expected String at id"),
    (#"[{"id":"a","name":"x"},{"id":"b"}]"#, "application/json", "missing key 'name' at [1]"),
    (#"{"id":null,"name":"x"}"#, "application/json", "null where String was expected at id"),
  ])
  func decodingFailuresSayWhy(body: String, contentType: String?, reason: String) {
    let response = APIResponse(
      statusCode: 200, headers: contentType.map { ["Content-Type": $0] } ?? [:], body: Data(body.utf8))
    let result: Result<[Item], APIError>
    do {
      if body.hasPrefix("[") {
        result = .success(try response.decode([Item].self))
      } else {
        result = .success([try response.decode(Item.self)])
      }
    } catch {
      result = .failure(error)
    }
    guard case .failure(.decoding(_, let actual, let kept)) = result else {
      Issue.record("expected a decoding failure, got \(result)")
      return
    }
    #expect(actual.hasPrefix(reason), "\(actual)")
    #expect(kept == response)
  }

  @Test func textReadsTheBody() {
    #expect(APIResponse(statusCode: 500, body: Data("down".utf8)).text == "down")
    #expect(APIResponse(statusCode: 204).description == "HTTP 204 (0 bytes)")
  }
}
