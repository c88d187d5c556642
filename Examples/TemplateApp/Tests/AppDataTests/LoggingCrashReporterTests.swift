import AppData
import AppDomain
import Foundation
import KeelTesting
import Testing

@Suite struct LoggingCrashReporterTests {
  @Test func aNonFatalIsLoggedWithItsContextBreadcrumbsAndAPseudonymousUser() throws {
    let log = LogCapture()
    let reporter = LoggingCrashReporter(capacity: 2, logger: log.logger())
    reporter.setUserID("ada@example.org")
    for name in ["Items_Appear", "Item_Opened", "Item_Saved"] {
      reporter.addBreadcrumb(Breadcrumb(name, date: Date()))
    }
    let token = UUID().uuidString
    reporter.recordNonFatal(
      RepositoryError.invalidResponse("items: missing price"), context: ["where": "items.list", "refreshToken": token])

    let record = try #require(log.records.last)
    #expect(record.level == .error)
    #expect(record.message.contains("Unreadable response: items: missing price"))
    #expect(record.metadata["where"] == "items.list")
    #expect(record.metadata["refreshToken"] == "<redacted>", "a secret in the context is never written")
    #expect(!"\(record.message) \(record.metadata)".contains(token))
    #expect(record.metadata["error.type"] == "RepositoryError")
    #expect(record.metadata["breadcrumbs"] == #"["Item_Opened", "Item_Saved"]"#, "the newest, oldest first")
    let pseudonym = LoggingCrashReporter.pseudonym(of: "ada@example.org")
    #expect(record.metadata["user"] == pseudonym)
    #expect(pseudonym.hasPrefix("user-") && pseudonym.count == 21)
    #expect(!log.lines.joined().contains("ada@example.org"), "the email itself is never logged")
  }

  @Test func theUserIDIsCarriedUntilItIsCleared() throws {
    let log = LogCapture()
    let reporter = LoggingCrashReporter(logger: log.logger())
    #expect(reporter.userID == nil)
    reporter.setUserID("ada@example.org")
    #expect(reporter.userID == "ada@example.org")
    reporter.setUserID(nil)
    #expect(reporter.userID == nil)
    reporter.recordNonFatal(PurchaseFailure.store("offline"), context: [:])
    #expect(try #require(log.records.last).metadata["user"] == "none")
  }

  @Test func breadcrumbsAreBoundedAndOrdered() {
    let reporter = LoggingCrashReporter(capacity: 50, logger: LogCapture().logger())
    for number in 1...120 { reporter.addBreadcrumb(Breadcrumb("event-\(number)", date: Date())) }
    #expect(reporter.breadcrumbs.map(\.message) == (71...120).map { "event-\($0)" })
  }
}
