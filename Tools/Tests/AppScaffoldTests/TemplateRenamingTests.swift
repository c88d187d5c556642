import Testing

@testable import AppScaffold

@Suite struct TemplateRenamingTests {
  let renaming: TemplateRenaming

  init() throws {
    renaming = TemplateRenaming(
      identity: try AppIdentity(
        name: "AcmeShop", bundleID: "com.acme.shop", scheme: "acme", displayName: "Acme", reservedModules: [:]))
  }

  @Test(arguments: [
    ("name: \"TemplateApp\",", "name: \"AcmeShop\","),
    ("PRODUCT_BUNDLE_IDENTIFIER = com.keel.template", "PRODUCT_BUNDLE_IDENTIFIER = com.acme.shop"),
    ("\"com.keel.template.premium.monthly\"", "\"com.acme.shop.premium.monthly\""),
    ("<string>keeltemplate</string>", "<string>acme</string>"),
    ("(\"KEELTEMPLATE://tab/items\"", "(\"ACME://tab/items\""),
    ("swift run template-server", "swift run acme-shop-server"),
    ("TEMPLATE_API_BASE_URL = x", "ACME_SHOP_API_BASE_URL = x"),
    ("struct TemplateEndpoints {", "struct AcmeShopEndpoints {"),
    ("TemplateServerProcess.launch", "AcmeShopServerProcess.launch"),
    ("Logger(label: \"template\")", "Logger(label: \"acme-shop\")"),
    ("logs.logger(\"template.session\")", "logs.logger(\"acme-shop.session\")"),
    ("\"template-store-\\(id)\"", "\"acme-shop-store-\\(id)\""),
    ("https://example.org/keel-template/terms", "https://example.org/acme-shop/terms"),
    ("APP_DISPLAY_NAME = Keel Dev", "APP_DISPLAY_NAME = Acme Dev"),
    ("(Examples/TemplateApp/API.md)", "(API.md)"),
    ("`cd Examples/TemplateApp && xcodegen generate`", "`xcodegen generate`"),
    ("`swift run template-server` in Examples/TemplateApp)", "`swift run acme-shop-server` in this folder)"),
  ])
  func renamesEveryKindOfName(before: String, after: String) {
    #expect(renaming.apply(to: before) == after)
  }

  @Test(arguments: ["Templates are kept", "a template of the app", "PremiumCatalog.template", "Template."])
  func leavesWordsThatDoNotNameTheApp(text: String) {
    #expect(renaming.apply(to: text) == text)
  }

  @Test func renamesPathsComponentByComponent() {
    #expect(renaming.apply(toPath: "App/TemplateApp.entitlements") == "App/AcmeShop.entitlements")
    #expect(renaming.apply(toPath: "Sources/template-server/main.swift") == "Sources/acme-shop-server/main.swift")
    #expect(
      renaming.apply(toPath: "Tests/DevServerTests/TemplateServerTests.swift")
        == "Tests/DevServerTests/AcmeShopServerTests.swift")
    #expect(renaming.apply(toPath: "Sources/AppDomain/Item.swift") == "Sources/AppDomain/Item.swift")
  }
}
