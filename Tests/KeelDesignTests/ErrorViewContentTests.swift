import Testing

@testable import KeelDesign

@Suite struct ErrorViewContentTests {
  @Test func aRetryLabelOffersARetry() {
    let content = ErrorViewContent(title: "Something Went Wrong", message: "Try again later.", retryLabel: "Try Again")
    #expect(content.offersRetry)
    #expect(content.retryLabel == "Try Again")
    #expect(content.symbol == ErrorViewContent.defaultSymbol)
  }

  @Test func noRetryLabelOffersNone() {
    let content = ErrorViewContent(
      title: "Not found", message: "It was deleted.", symbol: "questionmark", retryLabel: nil)
    #expect(!content.offersRetry)
    #expect(content.symbol == "questionmark")
  }

  @Test func theConnectionSymbolDiffersFromTheDefault() {
    #expect(ErrorViewContent.connectionSymbol != ErrorViewContent.defaultSymbol)
  }

  @Test func contentsWithDifferentMessagesDiffer() {
    let first = ErrorViewContent(title: "T", message: "A", retryLabel: "R")
    let second = ErrorViewContent(title: "T", message: "B", retryLabel: "R")
    #expect(first != second)
    #expect(first == ErrorViewContent(title: "T", message: "A", retryLabel: "R"))
  }
}
