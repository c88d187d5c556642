import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelStorage
import Testing

/// The data layer built from configuration values, end to end against the development server.
@Suite("AppDataServices against the development server")
struct AppDataServicesTests {
  func values(for harness: DevServerHarness, mode: AppMode) -> [String: String] {
    [
      AppAPISettings.Key.baseURL.rawValue: harness.server.baseURL.absoluteString,
      AppAPISettings.Key.basicUser.rawValue: harness.credentials.basicUser,
      AppAPISettings.Key.basicPass.rawValue: harness.credentials.basicPassword,
      AppAPISettings.Key.appMode.rawValue: mode.rawValue,
      // The longest deadline the app accepts: on a loaded machine the app's 5 s passed first.
      AppAPISettings.Key.statusDeadline.rawValue: "60",
    ]
  }

  @Test func launchesSignsInAndRestoresTheSessionFromTheSecureStore() async throws {
    let configuration = DevServerConfiguration(statusMode: .web, objectsURL: "https://web.example.org/app")
    try await DevServerHarness.with(configuration) { harness in
      // A team that switched the remote web mode on: the status may then name a page.
      var values = values(for: harness, mode: .fixedVersion)
      values[AppAPISettings.Key.webMode.rawValue] = "on"
      let settings = try AppAPISettings.load(from: values, build: .development, appVersion: "1.0")
      let secureStore = InMemorySecureStore()
      let services = AppDataServices(settings: settings, secureStore: secureStore)

      async let status = services.statusService.loadStatus()
      async let launched = services.analytics.addObject()
      #expect(await status == .one(URL(string: "https://web.example.org/app")!))
      #expect(await launched)
      #expect(harness.server.activity.records.first { $0.route == .getObjects }?.query["version"] == "2")

      let signedIn = services.signedIn()
      await #expect(throws: RepositoryError.unauthorized) { _ = try await signedIn.items.items() }
      _ = try await services.signIn(email: harness.account.email, password: harness.account.password)
      #expect(try await signedIn.items.items().count == 6)

      let relaunched = AppDataServices(settings: settings, secureStore: secureStore)
      #expect(await relaunched.refresher.isSignedIn)
      #expect(try await relaunched.signedIn().profile.profile().email == harness.account.email)
    }
  }

  /// Each signed-in scope gets its own bearer client, so the one a closed scope held can go.
  @Test func eachSignedInSetHasItsOwnBearerClientOverTheSharedRefresher() async throws {
    let settings = try AppAPISettings.load(
      from: [
        AppAPISettings.Key.baseURL.rawValue: "https://api.example.org",
        AppAPISettings.Key.basicUser.rawValue: "user", AppAPISettings.Key.basicPass.rawValue: "pass",
      ], build: .production, appVersion: "1.0")
    let services = AppDataServices(settings: settings, secureStore: InMemorySecureStore())
    let first = services.signedIn()
    let second = services.signedIn()
    #expect(first.client !== second.client)
    #expect(first.client.tokenRefresher === services.refresher)
    weak let released = services.signedIn().client
    #expect(released == nil)
  }
}
