import Foundation

// An independent way to read and write local wall-clock times in the zones the tests use: UTC
// offsets and transition instants written out from the 2026 tz database rules, and civil-date
// arithmetic (Howard Hinnant's days-from-civil), with no Calendar or TimeZone involved. The
// planner's results are checked against this, never against the planner's own code.

/// A zone's UTC offsets through 2026: `initial` until the first transition, then each
/// transition's offset from its instant on.
struct KnownOffsets {
  let identifier: String
  let initial: Int
  let transitions: [(at: Date, offset: Int)]

  var timeZone: TimeZone { TimeZone(identifier: identifier)! }

  func offset(at instant: Date) -> Int {
    transitions.last { $0.at <= instant }?.offset ?? initial
  }

  /// The wall clock shown at `instant`.
  func wallClock(at instant: Date) -> WallClock {
    let local = Int(instant.timeIntervalSince1970.rounded()) + offset(at: instant)
    let days = Int((Double(local) / 86_400).rounded(.down))
    let seconds = local - days * 86_400
    let (year, month, day) = civilFromDays(days)
    return WallClock(year: year, month: month, day: day, hour: seconds / 3_600, minute: seconds % 3_600 / 60)
  }

  /// Every instant at which the wall clock shows `wallClock` (none in a gap, two in an overlap).
  func instants(showing wallClock: WallClock) -> [Date] {
    let naive = wallClock.secondsAsIfUTC
    let offsets = Set([initial] + transitions.map(\.offset))
    return offsets.map { Date(timeIntervalSince1970: TimeInterval(naive - $0)) }
      .filter { self.wallClock(at: $0) == wallClock }
      .sorted()
  }

  static let berlin = KnownOffsets(
    identifier: "Europe/Berlin", initial: 3_600,
    transitions: [(utc(2026, 3, 29, 1, 0), 7_200), (utc(2026, 10, 25, 1, 0), 3_600)])
  static let newYork = KnownOffsets(
    identifier: "America/New_York", initial: -18_000,
    transitions: [(utc(2026, 3, 8, 7, 0), -14_400), (utc(2026, 11, 1, 6, 0), -18_000)])
  /// Lord Howe Island moves its clocks by 30 minutes: +11:00 in summer, +10:30 in winter.
  static let lordHowe = KnownOffsets(
    identifier: "Australia/Lord_Howe", initial: 39_600,
    transitions: [(utc(2026, 4, 4, 15, 0), 37_800), (utc(2026, 10, 3, 15, 30), 39_600)])
  static let tokyo = KnownOffsets(identifier: "Asia/Tokyo", initial: 32_400, transitions: [])
}

struct WallClock: Hashable, CustomStringConvertible {
  let year: Int
  let month: Int
  let day: Int
  let hour: Int
  let minute: Int

  var secondsAsIfUTC: Int {
    daysFromCivil(year, month, day) * 86_400 + hour * 3_600 + minute * 60
  }

  var description: String {
    String(format: "%04d-%02d-%02d %02d:%02d", year, month, day, hour, minute)
  }
}

/// The instant of a UTC date and time.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int = 0) -> Date {
  Date(
    timeIntervalSince1970: TimeInterval(daysFromCivil(year, month, day) * 86_400 + hour * 3_600 + minute * 60 + second))
}

/// Days since 1970-01-01 of a proleptic Gregorian date.
func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
  let shiftedYear = month <= 2 ? year - 1 : year
  let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
  let yearOfEra = shiftedYear - era * 400
  let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
  let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}

/// The proleptic Gregorian date `days` after 1970-01-01.
func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
  let shifted = days + 719_468
  let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
  let dayOfEra = shifted - era * 146_097
  let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
  let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
  let shiftedMonth = (5 * dayOfYear + 2) / 153
  let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
  let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
  return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
}
