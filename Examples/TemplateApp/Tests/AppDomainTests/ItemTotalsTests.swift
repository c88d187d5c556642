import AppDomain
import Foundation
import Testing

@Suite struct ItemTotalsTests {
  private func item(_ category: String, _ price: String) -> Item {
    Item(id: UUID().uuidString, title: "t", category: category, price: Decimal(string: price)!)
  }

  @Test func sumsPerCategoryAndOverall() {
    let totals = ItemTotals(items: [item("books", "10.10"), item("books", "0.20"), item("food", "3.00")])
    #expect(totals.perCategory == ["books": Decimal(string: "10.30")!, "food": Decimal(string: "3.00")!])
    #expect(totals.overall == Decimal(string: "13.30")!)
  }

  @Test func exactDecimalSumsAvoidBinaryFloatingPointError() {
    let totals = ItemTotals(items: Array(repeating: item("a", "0.10"), count: 3))
    #expect(totals.overall == Decimal(string: "0.30")!)
  }

  @Test(arguments: [
    ("0.125", "0.12"), ("0.135", "0.14"), ("2.675", "2.68"), ("-0.125", "-0.12"), ("1.005", "1.00"),
  ])
  func roundsHalfEvenToCents(input: String, expected: String) {
    #expect(ItemTotals.roundedToCents(Decimal(string: input)!) == Decimal(string: expected)!)
  }

  @Test func overallRoundsTheExactSumNotTheRoundedParts() {
    // Each category rounds 0.005 half-even down to 0.00; the exact sum 0.010 is 0.01.
    let totals = ItemTotals(items: [item("a", "0.005"), item("b", "0.005")])
    #expect(totals.perCategory["a"] == Decimal(string: "0.00")!)
    #expect(totals.overall == Decimal(string: "0.01")!)
  }

  @Test func noItemsIsZero() {
    let totals = ItemTotals(items: [])
    #expect(totals.perCategory.isEmpty)
    #expect(totals.overall == .zero)
  }
}
