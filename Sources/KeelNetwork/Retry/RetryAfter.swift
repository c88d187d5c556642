import Foundation

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

  /// An HTTP-date in IMF-fixdate form, or either obsolete form servers still send.
  static func httpDate(_ text: String) -> Date? {
    // The grammar's alphabet only (RFC 9110 §5.6.7). Anything else cannot be a date, and
    // swift-corelibs-foundation's DateFormatter traps on some of it (a combining mark: "Incorrect
    // range"; found by scripts/fuzz), so it never reaches a formatter.
    guard text.unicodeScalars.allSatisfy(isHTTPDateScalar) else { return nil }
    for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = format
      if let date = formatter.date(from: text) { return date }
    }
    return nil
  }

  private static func isHTTPDateScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "A"..."Z", "a"..."z", "0"..."9", " ", ",", ":", "-": true
    default: false
    }
  }

  /// `date` as an IMF-fixdate, the form servers send.
  public static func httpDateString(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: date)
  }
}
