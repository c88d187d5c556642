import AppData
import AppDomain
import AppTestSupport
import Foundation
import Testing

@Suite struct ReportingItemsRepositoryTests {
  @Test func aFailureADeveloperMustFixIsReportedWithTheOperationAndRethrown() async throws {
    let base = FakeItemsRepository()
    let reporter = RecordingCrashReporter()
    reporter.setUserID("ada@example.org")
    reporter.addBreadcrumb(Breadcrumb("Item_Opened", date: Date()))
    let repository = ReportingItemsRepository(base, reporter: reporter)
    base.fail(.item, with: .invalidResponse("price is not a decimal"))

    await #expect(throws: RepositoryError.invalidResponse("price is not a decimal")) {
      try await repository.item(id: "espresso")
    }
    let report = try #require(reporter.reports.first)
    #expect(reporter.reports.count == 1)
    #expect(report.context == ["where": "items.detail", "id": "espresso"])
    #expect(report.userID == "ada@example.org")
    #expect(report.breadcrumbs == ["Item_Opened"])
  }

  @Test(arguments: [
    RepositoryError.unavailable("offline"), .unauthorized, .rateLimited(retryAfter: nil),
  ])
  func everydayFailuresAreRethrownButNotReported(_ error: RepositoryError) async throws {
    let base = FakeItemsRepository()
    let reporter = RecordingCrashReporter()
    base.fail(.list, with: error)
    await #expect(throws: error) { try await ReportingItemsRepository(base, reporter: reporter).items() }
    #expect(reporter.reports.isEmpty)
  }

  @Test func successesPassThroughUnreported() async throws {
    let base = FakeItemsRepository()
    let reporter = RecordingCrashReporter()
    let items = try await ReportingItemsRepository(base, reporter: reporter).items()
    #expect(items == FakeItemsRepository.sample)
    #expect(reporter.reports.isEmpty)
  }
}
