import Foundation
import KeelCore

/// Parses the `Retry-After` header (RFC 9110 §10.2.3): either delay-seconds or an HTTP-date.
public enum RetryAfter {
  /// The wait the header asks for, measured from `now` for dates; `nil` when absent or unreadable.
  /// A date in the past means "now" (zero).
  public static func delay(headerValue: String?, now: Date) -> Duration? {
    guard let raw = headerValue?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
    if let seconds = Int(raw) {
      return seconds >= 0 ? .seconds(seconds) : nil
    }
    guard let date = httpDate(raw) else { return nil }
    let interval = date.timeIntervalSince(now)
    return interval > 0 ? .milliseconds(Int64((interval * 1000).rounded())) : .zero
  }

  /// The formatters of the three HTTP-date forms, made once: making a `DateFormatter` (and its
  /// locale and time zone) cost more than parsing with it, three times per header (`perf`, on
  /// `RetryAfterFuzz`). A `DateFormatter` is not safe to use from two threads at once on every
  /// platform, so they are only used under the lock; a `Retry-After` header is rare enough
  /// that no caller waits long for it.
  private static let readers = Locked<[DateFormatter]>(
    ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"].map(gmtFormatter))
  private static let writer = Locked<DateFormatter>(gmtFormatter("EEE, dd MMM yyyy HH:mm:ss 'GMT'"))

  private static func gmtFormatter(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = format
    return formatter
  }

  /// An HTTP-date in IMF-fixdate form, or either obsolete form servers still send.
  static func httpDate(_ text: String) -> Date? {
    // The grammar's alphabet only (RFC 9110 §5.6.7). Anything else cannot be a date, and
    // swift-corelibs-foundation's DateFormatter traps on some of it (a combining mark: "Incorrect
    // range"; found by scripts/fuzz), so it never reaches a formatter.
    guard text.unicodeScalars.allSatisfy(isHTTPDateScalar) else { return nil }
    return readers.withLock { formatters in
      for formatter in formatters {
        if let date = formatter.date(from: text) { return date }
      }
      return nil
    }
  }

  private static func isHTTPDateScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "A"..."Z", "a"..."z", "0"..."9", " ", ",", ":", "-": true
    default: false
    }
  }

  /// `date` as an IMF-fixdate, the form servers send.
  public static func httpDateString(_ date: Date) -> String {
    writer.withLock { $0.string(from: date) }
  }
}
