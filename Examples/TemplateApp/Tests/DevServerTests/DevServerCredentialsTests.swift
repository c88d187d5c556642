import DevServer
import Foundation
import Testing

@Suite struct DevServerCredentialsTests {
  @Test func readsEveryVariableFromTheEnvironment() {
    let values = Dictionary(
      uniqueKeysWithValues: DevServerCredentials.Variable.allCases.map { ($0.rawValue, UUID().uuidString) })
    let (credentials, generated) = DevServerCredentials.fromEnvironment(values)
    #expect(generated.isEmpty)
    #expect(credentials.basicUser == values[DevServerCredentials.Variable.basicUser.rawValue])
    #expect(credentials.basicPassword == values[DevServerCredentials.Variable.basicPass.rawValue])
    #expect(credentials.accounts.map(\.email) == [values[DevServerCredentials.Variable.userEmail.rawValue]!])
    #expect(credentials.accounts[0].password == values[DevServerCredentials.Variable.userPass.rawValue])
  }

  @Test func generatesWhatIsMissingOrEmptyAndSaysSo() {
    let user = UUID().uuidString
    let (credentials, generated) = DevServerCredentials.fromEnvironment([
      DevServerCredentials.Variable.basicUser.rawValue: user, DevServerCredentials.Variable.userEmail.rawValue: "",
    ])
    #expect(credentials.basicUser == user)
    #expect(generated == [.basicPass, .userEmail, .userPass])
    #expect(credentials.basicPassword.count == 32)
    #expect(credentials.accounts[0].email.hasSuffix("@example.org"))
  }

  @Test func generatedCredentialsDifferEachTime() {
    #expect(DevServerCredentials.random() != DevServerCredentials.random())
  }
}
