import Foundation

/// A 64-bit FNV-1a hash of bytes: fast, stable across runs and machines (Swift's `Hasher` is
/// seeded per process), and plenty to tell a changed file from the same one.
enum ContentHash {
  static func hex(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    data.withUnsafeBytes { bytes in
      for byte in bytes {
        hash ^= UInt64(byte)
        hash &*= 0x100_0000_01b3
      }
    }
    let text = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - text.count) + text + "-\(data.count)"
  }
}
