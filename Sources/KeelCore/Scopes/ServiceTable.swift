/// The registrations of one ``ServiceScope``, filed by key: value type and name.
///
/// An open-addressing table rather than a `Dictionary`: looking up a built service is the hot
/// path of every `@Service` read, and a `Dictionary` key pays a full `Hasher` run (about 150
/// instructions) per lookup. Here a key's slot comes from its type's identity with one
/// multiplication, and names are compared only among keys that land on the same slot (short
/// names compare in a word or two).
@usableFromInline struct ServiceTable {
  @usableFromInline struct Entry {
    @usableFromInline let type: ObjectIdentifier
    @usableFromInline let name: String
    @usableFromInline var registration: AnyObject
  }

  /// A power of two in size, never more than half full, so probing always reaches an empty slot.
  @usableFromInline var slots: ContiguousArray<Entry?>
  private var count = 0

  init() {
    slots = ContiguousArray(repeating: nil, count: 8)
  }

  @inlinable @inline(__always)
  func registration(type: ObjectIdentifier, name: String) -> AnyObject? {
    // Through the buffer, entries are read in place rather than copied (and retained) whole.
    slots.withUnsafeBufferPointer { slots in
      let mask = slots.count &- 1
      var index = Self.home(of: type) & mask
      while let entryType = slots[index]?.type {
        if entryType == type && slots[index]?.name == name { return slots[index]?.registration }
        index = (index &+ 1) & mask
      }
      return nil
    }
  }

  /// Files `registration` under the key, replacing the registration of the same key.
  mutating func set(_ registration: AnyObject, type: ObjectIdentifier, name: String) {
    if (count + 1) * 2 > slots.count { grow() }
    let mask = slots.count - 1
    var index = Self.home(of: type) & mask
    while let entry = slots[index] {
      if entry.type == type && entry.name == name {
        slots[index]?.registration = registration
        return
      }
      index = (index + 1) & mask
    }
    slots[index] = Entry(type: type, name: name, registration: registration)
    count += 1
  }

  mutating func removeAll() {
    self = ServiceTable()
  }

  private mutating func grow() {
    let old = slots
    slots = ContiguousArray(repeating: nil, count: old.count * 2)
    count = 0
    for case let entry? in old { set(entry.registration, type: entry.type, name: entry.name) }
  }

  /// Type metadata addresses are aligned and clustered; Fibonacci hashing spreads their high
  /// bits over the table.
  @inlinable static func home(of type: ObjectIdentifier) -> Int {
    Int(truncatingIfNeeded: (UInt(bitPattern: type) &* 0x9E37_79B9_7F4A_7C15) >> 32)
  }
}
