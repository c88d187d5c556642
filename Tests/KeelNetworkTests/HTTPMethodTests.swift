import KeelNetwork
import Testing

@Suite struct HTTPMethodTests {
  @Test func onlyPostAndPatchAreNotIdempotent() {
    let notIdempotent = HTTPMethod.allCases.filter { !$0.isIdempotent }
    #expect(Set(notIdempotent) == [.post, .patch])
  }

  @Test func rawValuesAreTheWireNames() {
    #expect(HTTPMethod.allCases.map(\.rawValue) == ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
  }
}
