import Foundation

/// Turns a local wall-clock time into an instant, with an explicit rule for the two times a
/// DST change makes ambiguous, instead of leaving it to whatever `Calendar.date(from:)` does:
/// - a time inside a skipped hour (spring forward) moves forward by the length of the gap:
///   02:30 on a day that jumps from 02:00 to 03:00 fires at 03:30, so the slot still fires
///   that day and keeps its distance from the next slot;
/// - a time inside a repeated hour (fall back) fires once, at its first occurrence.
enum LocalTimeResolution {
  /// Gregorian calendar in UTC: civil-date arithmetic there has no DST.
  static let utcCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    return calendar
  }()

  struct CivilDate: Hashable {
    let year: Int
    let month: Int
    let day: Int
  }

  /// The civil date `days` after `date`.
  static func civilDate(_ date: CivilDate, adding days: Int) -> CivilDate {
    let midnight = utcMidnight(date)
    let shifted = midnight.addingTimeInterval(TimeInterval(days) * 86_400)
    let components = utcCalendar.dateComponents([.year, .month, .day], from: shifted)
    return CivilDate(year: components.year!, month: components.month!, day: components.day!)
  }

  static func utcMidnight(_ date: CivilDate) -> Date {
    utcCalendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day))!
  }

  /// The civil date of `instant` in `timeZone`.
  static func civilDate(of instant: Date, in timeZone: TimeZone) -> CivilDate {
    let local = instant.addingTimeInterval(TimeInterval(timeZone.secondsFromGMT(for: instant)))
    let components = utcCalendar.dateComponents([.year, .month, .day], from: local)
    return CivilDate(year: components.year!, month: components.month!, day: components.day!)
  }

  /// The instant at which the wall clock of `timeZone` shows `hour:minute` on `date`.
  static func instant(on date: CivilDate, hour: Int, minute: Int, in timeZone: TimeZone) -> Date {
    // The wall-clock time read as if it were UTC; the real instant is this minus the offset.
    let naive = utcMidnight(date).addingTimeInterval(TimeInterval(hour * 3_600 + minute * 60))
    let offsetBefore = timeZone.secondsFromGMT(for: naive.addingTimeInterval(-86_400))
    let offsetAfter = timeZone.secondsFromGMT(for: naive.addingTimeInterval(86_400))
    let candidates = Set([offsetBefore, offsetAfter]).compactMap { offset -> Date? in
      let instant = naive.addingTimeInterval(-TimeInterval(offset))
      return timeZone.secondsFromGMT(for: instant) == offset ? instant : nil
    }
    if let first = candidates.min() { return first }
    // No offset fits: the time was skipped. Reading it with the offset in force before the
    // change lands the same distance past the change as the time was past its start.
    return naive.addingTimeInterval(-TimeInterval(offsetBefore))
  }

  /// The wall-clock components of `instant` in `timeZone`, for a calendar trigger.
  static func wallClock(of instant: Date, in timeZone: TimeZone) -> DateComponents {
    let local = instant.addingTimeInterval(TimeInterval(timeZone.secondsFromGMT(for: instant)))
    let components = utcCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: local)
    return DateComponents(
      year: components.year, month: components.month, day: components.day, hour: components.hour,
      minute: components.minute)
  }
}
