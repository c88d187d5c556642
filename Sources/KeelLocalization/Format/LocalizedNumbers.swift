import Foundation
import KeelCore

/// How a locale writes the numbers of `%d`, `%u` and `%f`, read once from Foundation's
/// `NumberFormatter` (decimal style, the formatter `String(format:locale:)` itself uses) so that
/// formatting a number costs a few string operations rather than a Foundation round trip
/// (`String(format:locale:)` takes about 125 µs per call on Linux).
///
/// As Foundation does: integers and the integer part of `%f` are grouped by the locale
/// (`1.234.567` in German, `12,34,567` in Hindi, `1234` but `12.345` in Spanish), digits are the
/// locale's (`١٬٢٣٤` for `ar_EG`), and a double is rounded half-to-even from its shortest
/// round-trip decimal form (`%.2f` of `2.345` is `2.34`, where C's `printf` gives `2.35` from the
/// binary value).
struct LocalizedNumbers: Sendable {
  let digits: [String]
  let decimalSeparator: String
  let groupingSeparator: String
  let minusSign: String
  let plusSign: String
  let notANumber: String
  let infinity: String
  let groupingSize: Int
  let secondaryGroupingSize: Int
  /// 2 where a four-digit number is not grouped (`es`, `pl`).
  let minimumGroupingDigits: Int

  init(locale: Locale) {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 0
    formatter.usesGroupingSeparator = false
    digits = (0...9).map { formatter.string(from: NSNumber(value: $0)) ?? String($0) }
    formatter.usesGroupingSeparator = true
    decimalSeparator = formatter.decimalSeparator ?? "."
    groupingSeparator = formatter.groupingSeparator ?? ","
    minusSign = formatter.minusSign ?? "-"
    plusSign = formatter.plusSign ?? "+"
    notANumber = formatter.notANumberSymbol ?? "NaN"
    infinity = formatter.positiveInfinitySymbol.replacingOccurrences(of: plusSign, with: "")
    // The group sizes as `String(format:locale:)` writes them (`12,34,56,789` in Hindi): on Linux
    // `NumberFormatter` reports no secondary size and groups Hindi by threes, unlike the format.
    let written = String(format: "%d", locale: locale, arguments: [123_456_789])
      .components(separatedBy: groupingSeparator)
    let groups = written.count > 1 ? written.map(\.count) : [3]
    groupingSize = groups.last ?? 3
    secondaryGroupingSize = groups.count > 2 ? groups[groups.count - 2] : groupingSize
    let thousand = String(format: "%d", locale: locale, arguments: [1000])
    minimumGroupingDigits = groupingSeparator.isEmpty || thousand.contains(groupingSeparator) ? 1 : 2
  }

  /// An integer's digits (`"1234"`, no sign) grouped and in the locale's digits.
  func integer(_ asciiDigits: some StringProtocol) -> String {
    var output = ""
    let count = asciiDigits.utf8.count
    var groups: [Int] = []  // sizes of the groups, most significant first
    if count >= groupingSize + minimumGroupingDigits {
      var remaining = count - groupingSize
      var sizes = [groupingSize]
      while remaining > secondaryGroupingSize {
        sizes.append(secondaryGroupingSize)
        remaining -= secondaryGroupingSize
      }
      sizes.append(remaining)
      groups = sizes.reversed()
    } else {
      groups = [count]
    }
    var iterator = asciiDigits.utf8.makeIterator()
    for (index, size) in groups.enumerated() {
      if index > 0 { output += groupingSeparator }
      for _ in 0..<size {
        guard let byte = iterator.next() else { break }
        output += digits[Int(byte &- 48)]
      }
    }
    return output
  }

  /// `%f` with `precision` fraction digits; `nil` for what only Foundation writes (not finite).
  func fixed(_ value: Double, precision: Int) -> String? {
    guard value.isFinite else { return nil }
    var (digits, point) = Self.shortestDigits(value.magnitude)
    Self.roundHalfEven(&digits, point: &point, fractionDigits: precision)
    var integerPart = point <= 0 ? "0" : ""
    for index in 0..<max(point, 0) {
      integerPart.append(index < digits.count ? Character(Unicode.Scalar(digits[index] + 48)) : "0")
    }
    var fraction = ""
    for index in point..<(point + precision) {
      let digit = index >= 0 && index < digits.count ? digits[index] : 0
      fraction += self.digits[Int(digit)]
    }
    return precision > 0 ? integer(integerPart) + decimalSeparator + fraction : integer(integerPart)
  }

  /// The shortest decimal digits that read back as `value` (Swift's `description`, which is
  /// what ICU's double-conversion gives too) and where the decimal point falls among them:
  /// `1234.5` → ([1, 2, 3, 4, 5], 4); `0.00012` → ([1, 2], -3).
  static func shortestDigits(_ value: Double) -> (digits: [UInt8], point: Int) {
    guard value != 0 else { return ([], 1) }
    let text = value.description
    var mantissa = Substring(text)
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = text[..<e]
      exponent = Int(text[text.index(after: e)...]) ?? 0
    }
    var digits: [UInt8] = []
    var point = 0
    var seenPoint = false
    for byte in mantissa.utf8 {
      if byte == UInt8(ascii: ".") {
        seenPoint = true
        continue
      }
      let digit = byte &- 48
      if digits.isEmpty && digit == 0 {
        if seenPoint { point -= 1 }
        continue
      }
      digits.append(digit)
      if !seenPoint { point += 1 }
    }
    while digits.last == 0 { digits.removeLast() }
    return (digits, point + exponent)
  }

  /// Rounds `digits` (a value of `0.digits × 10^point`) to `fractionDigits` places, ties to even.
  static func roundHalfEven(_ digits: inout [UInt8], point: inout Int, fractionDigits: Int) {
    let keep = point + fractionDigits
    guard keep < digits.count else { return }
    guard keep >= 0 else {
      digits = []
      return
    }
    let first = digits[keep]
    let rest = digits[(keep + 1)...].contains { $0 != 0 }
    let lastKept = keep > 0 ? digits[keep - 1] : 0
    let up = first > 5 || (first == 5 && (rest || lastKept % 2 == 1))
    digits.removeSubrange(keep...)
    guard up else { return }
    var index = digits.count - 1
    while index >= 0 {
      if digits[index] == 9 {
        digits[index] = 0
        index -= 1
      } else {
        digits[index] += 1
        return
      }
    }
    digits.insert(1, at: 0)
    point += 1
  }
}

extension LocalizedNumbers {
  /// Every locale's numbers read so far. Reading them costs a `NumberFormatter` and two
  /// `String(format:locale:)` calls (about 1 ms on Linux), and a `StringFormatter` or `Localizer`
  /// is made per screen, per request, per test: `perf` put that reading at most of
  /// `LocalizerFuzz`'s time. The values are plain strings, so sharing them is safe.
  private static let cache = Locked<[Locale: LocalizedNumbers]>([:])
  /// Enough for every locale an app formats for; a caller making locales without end (from
  /// input) empties the cache now and then rather than growing it.
  static let cacheLimit = 64

  /// The numbers of `locale`, read from Foundation the first time a locale equal to it is seen.
  /// (Locales compare by identifier and preferences, so two locales that write numbers
  /// differently never share an entry.)
  static func of(_ locale: Locale) -> LocalizedNumbers {
    if let cached = cache.withLock({ $0[locale] }) { return cached }
    // Read outside the lock, so one slow locale does not hold up others; two threads reading
    // the same new locale at once both get equal values.
    let numbers = LocalizedNumbers(locale: locale)
    cache.withLock { entries in
      if entries.count >= cacheLimit { entries.removeAll() }
      entries[locale] = numbers
    }
    return numbers
  }

  /// How many locales' numbers are held (for tests).
  static var cachedLocaleCount: Int { cache.withLock { $0.count } }
}
