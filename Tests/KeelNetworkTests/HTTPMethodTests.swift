import KeelNetwork
import Testing

@Suite struct HTTPMethodTests {
  @Test func onlyPostAndPatchAreNotIdempotent() {
    let notIdempotent = HTTPMethod.allCases.filter { !$0.isIdempotent }
    #expect(Set(notIdempotent) == [.post, .patch])
  }
}
