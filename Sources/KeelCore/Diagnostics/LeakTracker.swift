/// Remembers objects weakly and reports the ones still alive (seed 004's retain-cycle worries,
/// made checkable).
///
/// Track the objects a flow creates; after tearing the flow down, ``survivors()`` should be
/// empty. Each tracker is its own instance, so parallel tests never see each other's objects.
public final class LeakTracker: Sendable {
  /// An object that was tracked and is still alive.
  public struct Survivor: Sendable, Equatable, CustomStringConvertible {
    /// The surviving object's type.
    public let typeName: String
    /// The label given when it was tracked, if any.
    public let label: String?
    /// The file where it was tracked.
    public let file: String
    /// The line where it was tracked.
    public let line: Int

    public var description: String {
      (label.map { "\(typeName) '\($0)'" } ?? typeName) + " tracked at \(file):\(line)"
    }
  }

  private final class Entry: @unchecked Sendable {
    // Only read and written under the tracker's lock.
    weak var object: AnyObject?
    let typeName: String
    let label: String?
    let file: String
    let line: Int

    init(object: AnyObject, label: String?, file: String, line: Int) {
      self.object = object
      self.typeName = String(describing: type(of: object))
      self.label = label
      self.file = file
      self.line = line
    }
  }

  private let entries = Locked<[Entry]>([])

  /// An empty tracker.
  public init() {}

  /// Tracks `object` weakly. The tracker never extends its lifetime.
  public func track(_ object: AnyObject, label: String? = nil, file: String = #fileID, line: Int = #line) {
    let entry = Entry(object: object, label: label, file: file, line: line)
    entries.withLock { $0.append(entry) }
  }

  /// The tracked objects still alive, in tracking order. Forgets the ones that were released.
  public func survivors() -> [Survivor] {
    entries.withLock { entries in
      entries.removeAll { $0.object == nil }
      return entries.map { Survivor(typeName: $0.typeName, label: $0.label, file: $0.file, line: $0.line) }
    }
  }

  /// The number of objects tracked so far that are still alive.
  public var survivorCount: Int { survivors().count }
}
