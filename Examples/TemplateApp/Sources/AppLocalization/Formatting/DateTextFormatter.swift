import Foundation

/// Writes dates and times for the person's locale (seed 003's shared date formatter): a day as
/// "March 4, 2025" in English, "4. März 2025" in German, "4 de marzo de 2025" in Spanish; a
/// time as "2:05 PM" or "14:05". Every screen that shows a date (the profile's join date, the
/// items list's last sync) writes it alike, so it lives with the app's strings, beside
/// ``PriceFormatter``.
public struct DateTextFormatter: Sendable {
  public let locale: Locale
  public let timeZone: TimeZone

  public init(locale: Locale = .current, timeZone: TimeZone = .current) {
    self.locale = locale
    self.timeZone = timeZone
  }

  /// The day, month written out: a join date.
  public func day(_ date: Date) -> String {
    date.formatted(style(date: .long, time: .omitted))
  }

  /// The time of day, hours and minutes.
  public func time(_ date: Date) -> String {
    date.formatted(style(date: .omitted, time: .shortened))
  }

  /// A recent moment: its time when it was today (as of `now`), else its day and time, so
  /// "last updated 14:05" never hides that it was last week.
  public func moment(_ date: Date, now: Date = Date()) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    if calendar.isDate(date, inSameDayAs: now) { return time(date) }
    return date.formatted(style(date: .abbreviated, time: .shortened))
  }

  private func style(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> Date.FormatStyle {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return Date.FormatStyle(date: date, time: time, locale: locale, calendar: calendar, timeZone: timeZone)
  }
}
