import Testing

@testable import FeatureScaffold

@Suite struct FeatureNameTests {
  @Test func namesEverythingFromTheBase() throws {
    let name = try FeatureName("MyPlaces")
    #expect(name.module == "MyPlacesFeature")
    #expect(name.testModule == "MyPlacesFeatureTests")
    #expect(name.coordinator == "MyPlacesCoordinator")
    #expect(name.viewModelMethod == "myPlacesViewModel")
    #expect(name.coordinatorMethod == "myPlacesCoordinator")
    #expect(name.lowerCamel == "myPlaces")
    #expect(name.displayName == "My Places")
  }

  @Test func aTrailingFeatureIsTheSameName() throws {
    #expect(try FeatureName("ReportsFeature") == FeatureName("Reports"))
  }

  @Test(arguments: [("URLTools", "urlTools", "URL Tools"), ("Reports", "reports", "Reports"), ("X", "x", "X")])
  func acronymsStayTogether(base: String, lower: String, display: String) throws {
    let name = try FeatureName(base)
    #expect(name.lowerCamel == lower)
    #expect(name.displayName == display)
  }

  @Test(arguments: [
    ("reports", "upper-camel"), ("My-Places", "upper-camel"), ("Élan", "upper-camel"), ("1st", "upper-camel"),
    ("Feature", "empty"), ("", "empty"), ("Default", "keyword"), ("Repeat", "keyword"), ("Self", "keyword"),
    ("App", "reserves"), ("Session", "reserves"), ("String", "reserves"), ("Format", "reserves"),
  ])
  func refusesNamesThatAreNotUsableIdentifiers(raw: String, reason: String) {
    #expect {
      _ = try FeatureName(raw)
    } throws: { error in
      let message = (error as? ScaffoldError)?.message ?? ""
      return message.contains("'\(raw)'") && message.contains(reason) && !message.contains("\n")
    }
  }
}
