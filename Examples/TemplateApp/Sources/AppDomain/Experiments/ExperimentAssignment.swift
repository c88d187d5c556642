/// Which variant of an experiment a user gets: a pure function of the user id and the
/// experiment id, so it is the same on every launch, device and app version, and needs no
/// server or storage.
///
/// The hash is 64-bit FNV-1a over the UTF-8 bytes of `"<experiment id>:<user id>"`, followed by
/// MurmurHash3's 64-bit finaliser (`fmix64`) so that ids differing only in their last character
/// spread over all buckets. Swift's `hashValue` is not used: it is seeded per process, so it
/// would give a person a new variant on every launch. Hashing the experiment id in makes
/// assignments to different experiments independent of each other. The hash picks a point in
/// `0..<total weight` (the modulo bias is below 2⁻⁴⁴, totals being at most
/// ``Experiment/maximumTotalWeight``), and the variant whose
/// cumulative weight range holds the point wins.
///
/// Changing any of this reassigns everyone: ExperimentAssignmentTests pins published FNV-1a
/// vectors and a few assignments.
public enum ExperimentAssignment {
  /// The variant `userID` gets in `experiment`, or nil when the experiment is malformed
  /// (``Experiment/problem``).
  public static func variant(for userID: String, in experiment: Experiment) -> Experiment.Variant? {
    guard experiment.problem == nil else { return nil }
    let total = experiment.variants.reduce(UInt64(0)) { $0 + UInt64($1.weight) }
    var point = bucket(userID: userID, experimentID: experiment.id) % total
    for variant in experiment.variants {
      let weight = UInt64(variant.weight)
      if point < weight { return variant }
      point -= weight
    }
    return nil
  }

  /// The user's position for `experimentID`, uniform over `UInt64`.
  public static func bucket(userID: String, experimentID: String) -> UInt64 {
    finalize(fnv1a64(Array("\(experimentID):\(userID)".utf8)))
  }

  /// 64-bit FNV-1a (offset basis 0xcbf29ce484222325, prime 0x100000001b3).
  public static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// MurmurHash3's `fmix64`: every input bit affects every output bit.
  static func finalize(_ value: UInt64) -> UInt64 {
    var hash = value
    hash ^= hash >> 33
    hash = hash &* 0xff51_afd7_ed55_8ccd
    hash ^= hash >> 33
    hash = hash &* 0xc4ce_b9fe_1a85_ec53
    hash ^= hash >> 33
    return hash
  }
}
