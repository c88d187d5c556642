import KeelCore
import KeelNetwork
import Testing

@Suite struct APICredentialsTests {
  let keys = (user: "API_BASIC_USERNAME", pass: "API_BASIC_PASS")

  @Test func readsBasicCredentialsFromConfiguration() throws {
    let password = runtimeSecret("pw")
    let credentials = try APICredentials.basic(
      from: [keys.user: " admin ", keys.pass: password], usernameKey: keys.user, passwordKey: keys.pass)
    #expect(credentials.basic == BasicCredentials(username: "admin", password: password))
    #expect(!"\(credentials)".contains(password))
  }

  @Test func aMissingKeyIsAnErrorNamingIt() {
    #expect(throws: ConfigurationError.missing(key: keys.pass)) {
      try APICredentials.basic(from: [keys.user: "admin"], usernameKey: keys.user, passwordKey: keys.pass)
    }
  }

  @Test func anEmptyValueIsAnErrorNamingTheKey() {
    #expect(throws: ConfigurationError.invalid(key: keys.user, value: "", expected: "a non-empty value")) {
      try APICredentials.basic(
        from: [keys.user: "  ", keys.pass: runtimeSecret("pw")], usernameKey: keys.user,
        passwordKey: keys.pass)
    }
  }

  @Test func noneHasNoCredentials() {
    #expect(APICredentials.none.basic == nil)
    #expect("\(APICredentials.none)" == "APICredentials(basic: none)")
  }
}
