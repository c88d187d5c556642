import Testing

@testable import AppScaffold

@Suite struct AppIdentityTests {
  let reserved = ["KeelCore": "the kit", "AppDomain": "the reference app"]

  @Test func defaultsFollowTheName() throws {
    let app = try AppIdentity(name: "AcmeShop", bundleID: nil, scheme: nil, displayName: nil, reservedModules: [:])
    #expect(app.bundleID == "com.example.acmeshop")
    #expect(app.scheme == "acmeshop")
    #expect(app.displayName == "AcmeShop")
    #expect(app.kebabName == "acme-shop")
    #expect(app.upperSnakeName == "ACME_SHOP")
  }

  @Test func givenValuesAreKept() throws {
    let app = try AppIdentity(
      name: "Acme", bundleID: "com.acme.app-ios", scheme: "acme+dev", displayName: "Acme Inc.", reservedModules: [:])
    #expect(app.bundleID == "com.acme.app-ios")
    #expect(app.scheme == "acme+dev")
    #expect(app.displayName == "Acme Inc.")
  }

  @Test func wordsSplitAtCapitalsAndUnderscores() throws {
    let names = try ["HTTPKit", "My_App2", "A"].map {
      try AppIdentity(name: $0, bundleID: nil, scheme: nil, displayName: nil, reservedModules: [:]).kebabName
    }
    #expect(names == ["httpkit", "my-app2", "a"])
  }

  @Test(arguments: [
    ("2Fast", ScaffoldError.notAnIdentifier("2Fast")),
    ("Acme-Shop", .notAnIdentifier("Acme-Shop")),
    ("Café", .notAnIdentifier("Café")),
    ("", .notAnIdentifier("")),
    ("class", .keyword("class")),
    ("Self", .keyword("Self")),
    ("Protocol", .keyword("Protocol")),
    ("acme", .lowercaseName("acme")),
    ("KeelCore", .clashesWithModule("KeelCore", "the kit")),
    ("AppDomain", .clashesWithModule("AppDomain", "the reference app")),
  ])
  func badNamesAreRefusedNamingTheProblem(name: String, expected: ScaffoldError) {
    #expect(throws: expected) {
      try AppIdentity(name: name, bundleID: nil, scheme: nil, displayName: nil, reservedModules: reserved)
    }
  }

  @Test(arguments: [
    "acme", "com..acme", "com.acme.", ".com.acme", "1com.acme", "com.ac_me", "com.-acme", "com.acme app",
  ])
  func malformedBundleIDsAreRefused(bundleID: String) {
    #expect(throws: ScaffoldError.malformedBundleID(bundleID)) {
      try AppIdentity(name: "Acme", bundleID: bundleID, scheme: nil, displayName: nil, reservedModules: [:])
    }
  }

  @Test(arguments: [
    ("1acme", "it must start with a letter"), ("ac_me", "only letters, digits, +, - and . are allowed"),
    ("ac me", "only letters, digits, +, - and . are allowed"), ("Acme", "it must be lower case"),
    ("https", "it is a system scheme the app cannot claim"), ("", "it must start with a letter"),
  ])
  func malformedSchemesAreRefusedSayingWhy(scheme: String, reason: String) {
    #expect(throws: ScaffoldError.malformedScheme(scheme, reason)) {
      try AppIdentity(name: "Acme", bundleID: nil, scheme: scheme, displayName: nil, reservedModules: [:])
    }
  }

  @Test func errorsAreOneLineNamingTheValue() {
    let errors: [ScaffoldError] = [
      .notAnIdentifier("2Fast"), .keyword("class"), .clashesWithModule("KeelCore", "the kit"),
      .malformedBundleID("acme"), .malformedScheme("ac_me", "why"), .outputNotEmpty("/tmp/x"),
    ]
    for error in errors {
      #expect(!error.description.contains("\n"))
    }
    #expect(ScaffoldError.clashesWithModule("KeelCore", "the kit").description.contains("KeelCore"))
    #expect(ScaffoldError.malformedBundleID("acme").description.contains("'acme'"))
  }
}
