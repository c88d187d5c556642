/// The newest breadcrumbs, oldest first, at most ``capacity`` of them: a ring buffer, so a long
/// session costs the same memory as a short one and adding is constant time.
public struct BreadcrumbTrail: Sendable {
  public let capacity: Int
  private var storage: [Breadcrumb] = []
  /// Where the next breadcrumb goes once the buffer is full (the oldest one's slot).
  private var next = 0

  /// A capacity below 1 keeps one breadcrumb: a trail that keeps nothing would hide every report's
  /// last step.
  public init(capacity: Int) {
    self.capacity = max(1, capacity)
    storage.reserveCapacity(self.capacity)
  }

  public mutating func append(_ breadcrumb: Breadcrumb) {
    if storage.count < capacity {
      storage.append(breadcrumb)
    } else {
      storage[next] = breadcrumb
      next = (next + 1) % capacity
    }
  }

  /// Oldest first.
  public var breadcrumbs: [Breadcrumb] {
    Array(storage[next...] + storage[..<next])
  }

  public var count: Int { storage.count }
}
