import AppDomain
import Testing

@Suite("SHA256")
struct SHA256Tests {
  // FIPS 180-4 examples and NIST CAVP short messages, including lengths around the 55/56/64-byte
  // padding boundaries where an off-by-one in the length block would show.
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    ("The quick brown fox jumps over the lazy dog", "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"),
  ])
  func knownDigests(_ message: String, _ hex: String) {
    #expect(SHA256.hex(message.utf8) == hex)
  }

  @Test func aMillionAs() {
    #expect(
      SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func everyLengthAroundTheBlockBoundariesGivesADistinctDigestOf32Bytes() {
    let digests = (50...130).map { SHA256.digest([UInt8](repeating: 0x61, count: $0)) }
    #expect(digests.allSatisfy { $0.count == 32 })
    #expect(Set(digests.map { $0.map(String.init).joined(separator: ",") }).count == digests.count)
  }
}
