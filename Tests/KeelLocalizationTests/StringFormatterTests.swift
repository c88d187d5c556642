import Foundation
import KeelTesting
import Testing

@testable import KeelLocalization

@Suite struct StringFormatterTests {
  let formatter = StringFormatter()

  @Test func objectIntegerAndFloatingPointPlaceholders() {
    #expect(formatter.format("Hello, %@", ["Ada"]) == "Hello, Ada")
    #expect(formatter.format("%d items", [3]) == "3 items")
    #expect(formatter.format("%lld items", [Int64.max]) == "9223372036854775807 items")
    #expect(formatter.format("%f", [1.5]) == "1.500000")
    #expect(formatter.format("%.2f €", [2.345]) == "2.35 €")
    #expect(formatter.format("%.2f", [2.0 / 3.0]) == "0.67")
    #expect(formatter.format("%.0f%%", [99.5]) == "100%")
  }

  @Test func positionalArgumentsReorder() {
    #expect(formatter.format("%2$@, %1$@", ["world", "Hello"]) == "Hello, world")
    #expect(formatter.format("%1$@ and %1$@ again", ["echo"]) == "echo and echo again")
    #expect(formatter.format("%2$d of %1$d", [10, 3]) == "3 of 10")
  }

  @Test func flagsWidthAndOtherConversions() {
    #expect(formatter.format("[%5d]", [42]) == "[   42]")
    #expect(formatter.format("[%-5d]", [42]) == "[42   ]")
    #expect(formatter.format("[%05d]", [-42]) == "[-0042]")
    #expect(formatter.format("[%+d]", [7]) == "[+7]")
    #expect(formatter.format("%x %X %o", [255, 255, 8]) == "ff FF 10")
    #expect(formatter.format("%lu", [UInt.max]) == "18446744073709551615")
    #expect(formatter.format("%u", [UInt.max]) == "4294967295")  // %u reads 32 bits, as in C
    #expect(formatter.format("[%6@]", ["ab"]) == "[    ab]")
    #expect(formatter.format("[%-4@]", ["ü"]) == "[ü   ]")
    #expect(formatter.format("%e", [12345.678]) == "1.234568e+04")
    #expect(formatter.format("%c%c", [72, 105]) == "Hi")
    #expect(formatter.format("%s", ["text"]) == "text")
  }

  @Test func argumentsOfAnotherKindAreConverted() {
    #expect(formatter.format("%@ and %@", [3, 1.5]) == "3 and 1.5")
    #expect(formatter.format("%.1f", [2]) == "2.0")
    #expect(formatter.format("%d", ["12"]) == "12")
    #expect(formatter.format("%d", [2.9]) == "2")
  }

  @Test func missingExtraAndUnusableArgumentsAreLoggedNotUndefined() {
    let capture = LogCapture()
    let logging = StringFormatter(logger: capture.logger())
    #expect(logging.format("%@ and %2$@", ["one"]) == "one and %2$@")
    #expect(logging.format("%d", ["many"]) == "many")
    #expect(logging.format("none", ["extra"]) == "none")
    #expect(
      capture.lines == [
        "format \"%@ and %2$@\": no argument for %2$@ (1 given)",
        "format \"%d\": %d got the text \"many\"",
        "format \"none\": 1 argument(s) not used",
      ])
  }

  /// Issue 21, item 15: numbers were not localized (`1234.50` in German).
  @Test func numbersAreLocalizedForTheFormattersLocale() {
    let german = StringFormatter(locale: Locale(identifier: "de_DE"))
    #expect(german.format("%.2f", [1234.5]) == "1.234,50")
    #expect(german.format("%d Einträge", [1234]) == "1.234 Einträge")
    #expect(german.format("%2$@: %1$.2f", [1234.5, "Summe"]) == "Summe: 1.234,50")
    #expect(german.format("[%10.1f]", [-1234.25]) == "[  -1.234,2]")  // half-to-even from 1234.25
    #expect(StringFormatter(locale: Locale(identifier: "ar_EG")).format("%d", [1234]) == "١٬٢٣٤")
    #expect(StringFormatter(locale: Locale(identifier: "es_ES")).format("%d %d", [1234, 12345]) == "1234 12.345")
  }

  /// A locale's numbers are read once and shared: formatters of different locales made one
  /// after another must each still write their own locale's numbers.
  @Test func formattersOfDifferentLocalesInARowEachWriteTheirOwn() {
    let identifiers = ["de_DE", "en_US", "de_DE", "ar_EG", "en_US", "es_ES"]
    let written = identifiers.map { StringFormatter(locale: Locale(identifier: $0)).format("%.2f", [1234.5]) }
    #expect(written == ["1.234,50", "1,234.50", "1.234,50", "١٬٢٣٤٫٥٠", "1,234.50", "1234,50"])
  }

  @Test func lengthModifiersCutIntegersAsCDoes() {
    #expect(formatter.format("%hhd %hd %d", [300, 70000, 5_000_000_000]) == "44 4464 705032704")
    #expect(formatter.format("%X", [-1]) == "FFFFFFFF")
    #expect(formatter.format("%lld", [-1]) == "-1")
  }

  @Test func aNonFiniteDoubleForAnIntegerIsShownNotACrash() {
    let capture = LogCapture()
    let logging = StringFormatter(logger: capture.logger())
    #expect(logging.format("%d|%c|", [Double.nan, Double.infinity]) == "nan||")
    #expect(capture.lines == ["format \"%d|%c|\": %d got nan, not an integer"])
  }
}

/// `StringFormatter` against swift-corelibs-foundation's `String(format:locale:arguments:)`,
/// conversion by conversion, over a table and seeded random values.
@Suite struct StringFormatterFoundationTests {
  static let locales = [
    "en_US", "de_DE", "es_ES", "fr_FR", "ar", "ar_EG", "ar_SA", "fa_IR", "hi_IN", "en_IN", "de_CH", "pl_PL",
    "ru_RU", "ja_JP", "pt_BR", "it_IT", "sv_SE", "nl_NL", "my_MM", "ne_NP",
  ]
  static let integerSpecs = [
    "%d", "%i", "%ld", "%lld", "%qd", "%zd", "%hd", "%hhd", "%8d", "%-8ld|", "%+d", "%+5lld", "%x", "%lx", "%X",
    "%#x", "%o", "%.3d", "%5.3d", "%010d", "%-010ld|", "%05lld", "%D",
  ]
  static let doubleSpecs = [
    "%f", "%.2f", "%.0f", "%.1f", "%.3f", "%.10f", "%12.2f", "%-12.3f|", "%+.2f", "%+f", "%F", "%lf", "%e",
    "%.3e", "%E", "%g", "%G", "%.10g", "%.2g", "%010.2f", "%#.0f", "%a",
  ]
  static let integers: [Int64] = [
    0, 1, -1, 7, 42, -42, 999, 1000, -1000, 1234, 12345, 123_456, 1_234_567, -1_234_567, 2_147_483_647, -2_147_483_648,
    4_294_967_295, 5_000_000_000, .max, .min,
  ]
  static let doubles: [Double] = [
    0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.05, 2.345, 1234.5, -1234.5, 1234.25, 0.125, 999.995, 1e-7, 1e20, 1.5e-300,
    123_456_789.987_654_32, 9_007_199_254_740_992, 1e15 + 0.3, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
  ]

  /// Mismatches between Keel and Foundation, as readable lines.
  static func mismatches(
    locale identifier: String, specs: [String], values: [any LocalizationArgument & CVarArg]
  ) -> [String] {
    let locale = Locale(identifier: identifier)
    let formatter = StringFormatter(locale: locale)
    var lines: [String] = []
    for spec in specs {
      for value in values {
        let ours = formatter.format(spec, [value])
        let foundation = String(format: spec, locale: locale, arguments: [value])
        if ours != foundation, !foundationDefect(spec, value) {
          lines.append("\(identifier) \(spec) \(value): keel \(ours) foundation \(foundation)")
        }
      }
    }
    return lines
  }

  /// Foundation on Linux writes `%+f` of -0.0 as `-+0.000000`; Keel writes `-0.000000` (see
  /// `negativeZeroWithAPlusFlag` below).
  static func foundationDefect(_ spec: String, _ value: any CVarArg) -> Bool {
    spec.contains("+") && (value as? Double).map { $0 == 0 && $0.sign == .minus } == true
  }

  @Test(arguments: locales)
  func integersMatchFoundationOverATable(locale: String) {
    let lines = Self.mismatches(locale: locale, specs: Self.integerSpecs, values: Self.integers)
    #expect(lines.isEmpty, "\(lines.count) mismatches:\n\(lines.prefix(20).joined(separator: "\n"))")
  }

  @Test(arguments: locales)
  func doublesMatchFoundationOverATable(locale: String) {
    let lines = Self.mismatches(locale: locale, specs: Self.doubleSpecs, values: Self.doubles)
    #expect(lines.isEmpty, "\(lines.count) mismatches:\n\(lines.prefix(20).joined(separator: "\n"))")
  }

  @Test(arguments: locales)
  func randomValuesMatchFoundation(locale: String) {
    var random = SeededGenerator(seed: 21_15)
    let integers = (0..<40).map { _ -> Int64 in
      let bits = Int.random(in: 0...63, using: &random)
      let magnitude = Int64.random(in: 0...(Int64.max >> (63 - bits)), using: &random)
      return Bool.random(using: &random) ? -magnitude : magnitude
    }
    let doubles = (0..<40).map { _ -> Double in
      let mantissa = Double.random(in: 1..<10, using: &random)
      let scale = Double.random(in: -12...22, using: &random).rounded()
      let value = mantissa * pow(10, scale)
      return Bool.random(using: &random) ? -value : value
    }
    let unsignedValues = (0..<20).map { _ in UInt64.random(in: 0...UInt64(Int32.max), using: &random) }
    var lines = Self.mismatches(locale: locale, specs: Self.integerSpecs, values: integers)
    lines += Self.mismatches(locale: locale, specs: Self.doubleSpecs, values: doubles)
    lines += Self.mismatches(locale: locale, specs: ["%u", "%5u", "%lu", "%llu"], values: unsignedValues)
    #expect(lines.isEmpty, "\(lines.count) mismatches:\n\(lines.prefix(20).joined(separator: "\n"))")
  }

  @Test func positionalArgumentsTextAndPercentMatchFoundation() {
    for identifier in ["en_US", "de_DE", "fr_FR", "ar_EG"] {
      let locale = Locale(identifier: identifier)
      let formatter = StringFormatter(locale: locale)
      let format = "%2$@ kostet %1$.2f € (%3$lld%%, %3$5ld)"
      let ours = formatter.format(format, [1234.5, "Brot", 12345])
      let foundation = String(format: format, locale: locale, arguments: [1234.5, "Brot", Int64(12345)])
      #expect(ours == foundation)
    }
  }

  /// Where Foundation on Linux is wrong, Keel writes the value C's reading gives; recorded here
  /// so a Foundation that changes shows up.
  @Test func whereFoundationOnLinuxIsWrongKeelWritesTheValue() {
    let german = Locale(identifier: "de_DE")
    #expect(String(format: "%u", locale: german, arguments: [UInt64(4_294_967_295)]) == "-1")
    #expect(StringFormatter(locale: german).format("%u", [UInt64(4_294_967_295)]) == "4.294.967.295")
    #expect(String(format: "%lu", locale: german, arguments: [UInt64.max]) == "-1")
    #expect(StringFormatter(locale: german).format("%lu", [UInt64.max]) == "18.446.744.073.709.551.615")
    #expect(String(format: "%+.1f", locale: german, arguments: [-0.0]) == "-+0,0")
    #expect(StringFormatter(locale: german).format("%+.1f", [-0.0]) == "-0,0")
    // Foundation does not read the `'` flag at all.
    #expect(String(format: "%'d", locale: german, arguments: [1234]) == "'d")
    #expect(StringFormatter(locale: german).format("%'d", [1234]) == "1.234")
  }
}
