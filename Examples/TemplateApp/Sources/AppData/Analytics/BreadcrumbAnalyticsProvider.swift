import AppDomain
import Foundation

/// Hands every tracked event to the crash reporter as a breadcrumb: a report then shows the
/// screens and actions that led to it, with no second set of calls in the features.
public struct BreadcrumbAnalyticsProvider: AnalyticsProvider {
  public let name = "breadcrumbs"
  private let reporter: any CrashReporting
  private let now: @Sendable () -> Date

  public init(reporter: any CrashReporting, now: @escaping @Sendable () -> Date = { Date() }) {
    self.reporter = reporter
    self.now = now
  }

  public func record(_ event: AnalyticsEvent) {
    reporter.addBreadcrumb(Breadcrumb(event.name, properties: event.properties, date: now()))
  }
}
