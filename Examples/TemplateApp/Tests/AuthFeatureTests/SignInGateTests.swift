import AppDomain
import AppTestSupport
import AuthFeature
import KeelStorage
import Observation
import Testing

@MainActor
@Suite("SignInGate")
struct SignInGateTests {
  @Test func continuingWithoutAnAccountSurvivesARelaunchButASignInDoesNot() throws {
    let disk = DiskKeyValueStore()
    let signedIn = SignInGate(store: try disk.open())
    signedIn.markSignedIn(SignedInUser(id: "ada@example.org", email: "ada@example.org"))
    #expect(!signedIn.needsSignIn(enabled: true))
    #expect(SignInGate(store: try disk.open()).needsSignIn(enabled: true))
    SignInGate(store: try disk.open()).continueWithoutAccount()
    #expect(!SignInGate(store: try disk.open()).needsSignIn(enabled: true))
  }

  @Test func aSignOutShowsTheGateAgain() throws {
    let gate = SignInGate(store: try DiskKeyValueStore().open())
    gate.markSignedIn(SignedInUser(id: "ada@example.org", email: "ada@example.org"))
    gate.markSignedOut()
    #expect(gate.needsSignIn(enabled: true) && gate.user == nil)
  }

  @Test func theRootIsToldAtOnceWhenTheGateOpens() throws {
    let gate = SignInGate(store: try DiskKeyValueStore().open())
    var changes = 0
    withObservationTracking {
      _ = gate.needsSignIn(enabled: true)
    } onChange: {
      MainActor.assumeIsolated { changes += 1 }
    }
    gate.continueWithoutAccount()
    #expect(changes == 1)
  }
}
