import AppDomain
import AppTestSupport
import KeelCore
import Testing

@Suite("ManagerSelection")
struct ManagerSelectionTests {
  static func configuration(_ name: String) throws -> BuildConfiguration {
    try BuildConfiguration(configuration: [BuildConfiguration.configurationKey: name])
  }

  @Test func theMockConfigurationSignsInAsTheMockUserWithoutTheLiveProvider() async throws {
    let live = FakeSignInProvider(.failure(.unavailable("the live provider must not be asked")))
    let provider = ManagerSelection.signInProvider(for: try Self.configuration("mock")) { live }
    let user = try await SignInUseCase(provider: provider).execute(
      email: "ada@example.org", password: TestSecret.make())
    #expect(user == MockSignInProvider.user)
    #expect(live.credentials.isEmpty)
  }

  @Test(arguments: ["development", "production"])
  func otherConfigurationsUseTheLiveProvider(_ name: String) async throws {
    let live = FakeSignInProvider(.success(SignedInUser(id: "ada@example.org", email: "ada@example.org")))
    let provider = ManagerSelection.signInProvider(for: try Self.configuration(name)) { live }
    _ = try await SignInUseCase(provider: provider).execute(email: "ada@example.org", password: TestSecret.make())
    #expect(live.credentials.count == 1)
  }

  @Test func theMockConfigurationBuysFromTheMockStoreAndTheOthersFromTheLiveOne() async throws {
    let live = MockPurchasesManager(steps: [.fail("the live store")])
    let mock = ManagerSelection.purchasesManager(for: try Self.configuration("mock"), live: { live })
    #expect(await mock.purchase(productID: PremiumCatalog.monthly) == .purchased(productID: PremiumCatalog.monthly))
    #expect(live.purchases.isEmpty)
    let development = ManagerSelection.purchasesManager(for: try Self.configuration("development"), live: { live })
    #expect(await development.purchase(productID: PremiumCatalog.monthly) == .failed(.store("the live store")))
    #expect(live.purchases == [PremiumCatalog.monthly])
  }
}
