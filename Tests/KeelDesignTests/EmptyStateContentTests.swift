import Testing

@testable import KeelDesign

@Suite struct EmptyStateContentTests {
  @Test func anActionLabelOffersAnAction() {
    let content = EmptyStateContent(title: "No Items Yet", message: "Add one.", actionLabel: "Add")
    #expect(content.offersAction)
    #expect(content.symbol == EmptyStateContent.defaultSymbol)
  }

  @Test func withoutALabelThereIsNoAction() {
    let content = EmptyStateContent(title: "No Favorites Yet", message: "Star an item.", symbol: "star")
    #expect(!content.offersAction)
    #expect(content.actionLabel == nil)
    #expect(content.symbol == "star")
  }
}
