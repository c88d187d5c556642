import AppDomain
import Foundation
import Testing

@Suite struct BreadcrumbTrailTests {
  static func crumb(_ number: Int) -> Breadcrumb {
    Breadcrumb("event-\(number)", date: Date(timeIntervalSince1970: Double(number)))
  }

  @Test func keepsEveryBreadcrumbInOrderUpToItsCapacity() {
    var trail = BreadcrumbTrail(capacity: 3)
    #expect(trail.breadcrumbs.isEmpty)
    trail.append(Self.crumb(1))
    trail.append(Self.crumb(2))
    #expect(trail.breadcrumbs.map(\.message) == ["event-1", "event-2"])
  }

  @Test(arguments: [3, 4, 7, 100])
  func pastItsCapacityTheOldestGoAndTheOrderHolds(_ appended: Int) {
    var trail = BreadcrumbTrail(capacity: 3)
    for number in 1...appended { trail.append(Self.crumb(number)) }
    #expect(trail.count == 3)
    #expect(trail.breadcrumbs.map(\.message) == (appended - 2...appended).map { "event-\($0)" })
  }

  @Test func aCapacityBelowOneStillKeepsTheLastStep() {
    var trail = BreadcrumbTrail(capacity: 0)
    trail.append(Self.crumb(1))
    trail.append(Self.crumb(2))
    #expect(trail.capacity == 1)
    #expect(trail.breadcrumbs.map(\.message) == ["event-2"])
  }
}
