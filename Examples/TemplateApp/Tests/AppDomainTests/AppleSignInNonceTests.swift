import AppDomain
import Testing

/// A deterministic generator (SplitMix64) so a nonce can be reproduced.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite("AppleSignInNonce")
struct AppleSignInNonceTests {
  @Test func theHashIsTheSHA256OfTheRawNonceInLowercaseHex() {
    let nonce = AppleSignInNonce(raw: "abc")
    #expect(nonce.hashed == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func aRandomNonceHas32CharactersOfTheURLSafeAlphabet() {
    for _ in 0..<50 {
      let nonce = AppleSignInNonce.random()
      #expect(nonce.raw.count == AppleSignInNonce.length)
      #expect(nonce.raw.allSatisfy { AppleSignInNonce.alphabet.contains($0) })
      #expect(nonce.hashed.count == 64 && nonce.hashed.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }
  }

  @Test func noncesDoNotRepeat() {
    let nonces = Set((0..<1_000).map { _ in AppleSignInNonce.random().raw })
    #expect(nonces.count == 1_000)
  }

  @Test func aSeededGeneratorReproducesTheNonceAndEveryCharacterIsUsed() {
    var first = SeededGenerator(state: 42)
    var second = SeededGenerator(state: 42)
    #expect(AppleSignInNonce.random(using: &first) == AppleSignInNonce.random(using: &second))
    var generator = SeededGenerator(state: 7)
    let seen = Set((0..<200).flatMap { _ in AppleSignInNonce.random(using: &generator).raw })
    #expect(seen == Set(AppleSignInNonce.alphabet))
  }

  @Test func theDescriptionNeverShowsTheRawNonce() {
    let nonce = AppleSignInNonce.random()
    #expect(!"\(nonce)".contains(nonce.raw))
  }
}
