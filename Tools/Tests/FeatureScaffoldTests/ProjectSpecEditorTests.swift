import Testing
import Yams

@testable import FeatureScaffold

@Suite struct ProjectSpecEditorTests {
  @Test func theReferenceAppLinksTheModuleBeforeAppFeatureAndTestsIt() throws {
    let source = try ScaffoldFixtures.read("Examples/TemplateApp/project.yml")
    let edited = try ProjectSpecEditor(path: "project.yml", source: source)
      .adding(product: "ReportsFeature", tests: "ReportsFeatureTests")
    #expect(edited.contains("          - WebFeature\n          - ReportsFeature\n          - AppFeature\n"))
    #expect(edited.contains("        - package: TemplateApp/ReportsFeatureTests\n"))
    #expect(PackageManifestEditorTests.onlyInserts(of: source, in: edited))
    let root = try #require(try Yams.load(yaml: edited) as? [String: Any])
    let targets = try #require(root["targets"] as? [String: Any])
    let app = try #require(targets["TemplateApp"] as? [String: Any])
    let dependency = try #require((app["dependencies"] as? [[String: Any]])?.first)
    #expect((dependency["products"] as? [String])?.contains("ReportsFeature") == true)
  }

  @Test func aGeneratedAppsPackageNameIsReadFromTheSpec() throws {
    let source = """
      name: Shop
      packages:
        Shop:
          path: .
      targets:
        Shop:
          type: application
          dependencies:
            - package: Shop
              products:
                - AppDomain
                - AppServices
      """
    let edited = try ProjectSpecEditor(path: "project.yml", source: source)
      .adding(product: "ReportsFeature", tests: "ReportsFeatureTests")
    #expect(edited.hasSuffix("          - AppServices\n          - ReportsFeature"))
  }

  @Test func aLinkedProductAndASpecWithoutProductsAreRefused() throws {
    let source = try ScaffoldFixtures.read("Examples/TemplateApp/project.yml")
    #expect(throws: ScaffoldError("project.yml already links ItemsFeature")) {
      _ = try ProjectSpecEditor(path: "project.yml", source: source).adding(product: "ItemsFeature", tests: "X")
    }
    #expect(
      throws: ScaffoldError(
        "cannot update project.yml: no `products:` list under `- package: A` in a target's dependencies")
    ) {
      _ = try ProjectSpecEditor(path: "project.yml", source: "packages:\n  A:\n    path: .\n").adding(
        product: "R", tests: "RT")
    }
    #expect(throws: ScaffoldError("cannot parse project.yml: it is not valid YAML")) {
      _ = try ProjectSpecEditor(path: "project.yml", source: "a: [\n").adding(product: "R", tests: "RT")
    }
  }
}
