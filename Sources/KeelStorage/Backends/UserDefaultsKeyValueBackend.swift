import Foundation
import KeelCore

/// A backend on a `UserDefaults` suite.
///
/// Every write is followed by `synchronize()`: on Linux, swift-corelibs-foundation only writes
/// the suite's property list to disk then, and a process that exits without it loses the write.
/// On Apple platforms the call is cheap and harmless.
///
/// The suite is named explicitly (an app group, or on Linux an absolute path, which
/// corelibs-foundation stores as `<path>.plist`); there is deliberately no `.standard` default,
/// so tests and processes never share a suite by accident.
public final class UserDefaultsKeyValueBackend: KeyValueBackend {
  // UserDefaults is documented thread-safe; the lock additionally makes a write and its
  // synchronize() one step, so two writers cannot interleave a stale synchronize.
  private let defaults: Locked<UserDefaults>
  /// The UserDefaults suite the values are kept in.
  public let suiteName: String

  /// Opens the suite `suiteName`, or returns `nil` when Foundation refuses the name (for example
  /// the app's own bundle identifier on Apple platforms).
  public init?(suiteName: String) {
    guard let defaults = UserDefaults(suiteName: suiteName) else { return nil }
    self.defaults = Locked(defaults)
    self.suiteName = suiteName
  }

  public func value(forKey key: String) -> StoredValue? {
    defaults.withLock { defaults in
      guard let object = defaults.object(forKey: key) else { return nil }
      return Self.storedValue(from: object)
    }
  }

  public func setValue(_ value: StoredValue?, forKey key: String) {
    defaults.withLock { defaults in
      switch value {
      case nil: defaults.removeObject(forKey: key)
      case .bool(let bool): defaults.set(bool, forKey: key)
      case .int(let int): defaults.set(int, forKey: key)
      case .double(let double): defaults.set(double, forKey: key)
      case .string(let string): defaults.set(string, forKey: key)
      case .data(let data): defaults.set(data, forKey: key)
      case .unsupported: return
      }
      defaults.synchronize()
    }
  }

  /// Maps a property-list object to a ``StoredValue``. Numbers are told apart by their
  /// Objective-C type code, because bridging would read a stored `1` as `true` on Apple
  /// platforms. Objects no ``StoredValue`` can hold (arrays, dates written by other code) come
  /// back as `.unsupported`, so the store reports them instead of misreading them.
  static func storedValue(from object: Any) -> StoredValue {
    switch object {
    case let string as String: return .string(string)
    case let data as Data: return .data(data)
    case let number as NSNumber:
      switch String(cString: number.objCType) {
      case "c", "B": return .bool(number.boolValue)
      case "f", "d": return .double(number.doubleValue)
      default: return .int(number.intValue)
      }
    default: return .unsupported(typeName: String(describing: type(of: object)))
    }
  }
}
