import DevServer
import Testing

@Suite struct DevServerArgumentsTests {
  @Test func defaultsToPort8080AndADatabaseUnderDotKeel() throws {
    let arguments = try DevServerArguments.parse([])
    #expect(arguments.port == 8080)
    #expect(arguments.databasePath == ".keel/template-server.sqlite")
    #expect(arguments.configurationPath == nil)
    #expect(arguments.applying(to: DevServerConfiguration()) == DevServerConfiguration())
  }

  @Test func flagsOverrideTheConfiguration() throws {
    let arguments = try DevServerArguments.parse([
      "--port", "0", "--db", "x.sqlite", "--config", "c.json", "--status", "web", "--objects-url", "https://a.example",
      "--statistics-url", "http://b.example", "--pdf-url", "https://c.example/r.pdf", "--latency", "getObjects=300",
      "--fail", "items=503", "--fail",
      "profile=expired", "--fail", "login=drop", "--fail", "getStatistics=malformed", "--access-token-lifetime", "5",
    ])
    #expect(arguments.port == 0)
    #expect(arguments.databasePath == "x.sqlite")
    #expect(arguments.configurationPath == "c.json")
    let configuration = arguments.applying(to: DevServerConfiguration(latencyMilliseconds: [.items: 10]))
    #expect(configuration.statusMode == .web)
    #expect(configuration.objectsURL == "https://a.example")
    #expect(configuration.statisticsURL == "http://b.example")
    #expect(configuration.pdfURL == "https://c.example/r.pdf")
    #expect(configuration.latencyMilliseconds == [.items: 10, .getObjects: 300])
    #expect(
      configuration.failures == [
        .items: .status(503), .profile: .tokenExpired, .login: .dropConnection, .getStatistics: .malformedBody,
      ])
    #expect(configuration.accessTokenLifetimeSeconds == 5)
  }

  @Test(arguments: [
    (["--port", "70000"], "--port must be 0–65535, got '70000'"),
    (["--port"], "--port needs a value"),
    (["--db", "--port"], "--db needs a value"),
    (["--status", "hybrid"], "--status must be web or native, got 'hybrid'"),
    (["--latency", "getObjects"], "--latency expects ROUTE=VALUE, got 'getObjects'"),
    (["--latency", "getObjects=-1"], "--latency getObjects= needs milliseconds ≥ 0, got '-1'"),
    (["--fail", "items=700"], "--fail items= needs a status code (100–599), malformed, drop or expired, got '700'"),
    (["--verbose"], "unknown option '--verbose' (see --help)"),
    (["--access-token-lifetime", "inf"], "--access-token-lifetime needs a finite number of seconds ≥ 0, got 'inf'"),
    (["--access-token-lifetime", "-3"], "--access-token-lifetime needs a finite number of seconds ≥ 0, got '-3'"),
  ])
  func aMistakeIsNamed(arguments: [String], message: String) {
    #expect(throws: DevServerArgumentError.self) { try DevServerArguments.parse(arguments) }
    do {
      _ = try DevServerArguments.parse(arguments)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func anUnknownRouteListsTheKnownOnes() {
    do {
      _ = try DevServerArguments.parse(["--fail", "nowhere=500"])
      Issue.record("parsed an unknown route")
    } catch {
      #expect(error.description.hasPrefix("--fail: unknown route 'nowhere' (known: health, addObject, getObjects"))
    }
  }

  @Test func helpIsAFlag() throws {
    #expect(try DevServerArguments.parse(["--help"]).showHelp)
    #expect(DevServerArguments.usage.contains("TEMPLATE_SERVER_BASIC_USER"))
  }
}
