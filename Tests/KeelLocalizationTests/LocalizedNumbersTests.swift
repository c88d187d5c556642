import Foundation
import Testing

@testable import KeelLocalization

/// The per-locale cache of ``LocalizedNumbers`` (read once from Foundation, then shared).
@Suite struct LocalizedNumbersTests {
  /// The cached numbers are the ones a fresh read gives, locale by locale, whichever was
  /// asked for last.
  @Test func eachLocaleGetsItsOwnNumbersInAnyOrder() {
    for identifier in ["de_DE", "en_US", "de_DE", "ar_EG", "hi_IN", "en_US", "es_ES", "ar_EG"] {
      let locale = Locale(identifier: identifier)
      let cached = LocalizedNumbers.of(locale)
      let fresh = LocalizedNumbers(locale: locale)
      #expect(cached.digits == fresh.digits, "\(identifier)")
      #expect(cached.decimalSeparator == fresh.decimalSeparator, "\(identifier)")
      #expect(cached.groupingSeparator == fresh.groupingSeparator, "\(identifier)")
      #expect(cached.minusSign == fresh.minusSign, "\(identifier)")
      #expect(cached.groupingSize == fresh.groupingSize, "\(identifier)")
      #expect(cached.secondaryGroupingSize == fresh.secondaryGroupingSize, "\(identifier)")
      #expect(cached.minimumGroupingDigits == fresh.minimumGroupingDigits, "\(identifier)")
      #expect(cached.integer("1234567") == fresh.integer("1234567"), "\(identifier)")
    }
  }

  /// Locales made from input (a fuzzer, a server's language list) must not grow the cache
  /// without end; past the limit it starts again and still answers rightly.
  @Test func theCacheStaysWithinItsLimit() {
    for index in 0..<(LocalizedNumbers.cacheLimit + 10) {
      _ = LocalizedNumbers.of(Locale(identifier: "en_\(index)"))
      #expect(LocalizedNumbers.cachedLocaleCount <= LocalizedNumbers.cacheLimit)
    }
    #expect(LocalizedNumbers.of(Locale(identifier: "de_DE")).integer("1234") == "1.234")
  }

  /// Many threads asking for the same and different locales at once each get that locale's
  /// numbers (the cache is behind a lock).
  @Test func concurrentCallersGetTheirLocalesNumbers() async {
    let identifiers = ["de_DE", "en_US", "ar_EG", "fr_FR"]
    let results = await withTaskGroup(of: (String, String).self) { group in
      for round in 0..<200 {
        let identifier = identifiers[round % identifiers.count]
        group.addTask { (identifier, LocalizedNumbers.of(Locale(identifier: identifier)).integer("1234567")) }
      }
      return await group.reduce(into: [(String, String)]()) { $0.append($1) }
    }
    #expect(results.count == 200)
    for (identifier, written) in results {
      #expect(written == LocalizedNumbers(locale: Locale(identifier: identifier)).integer("1234567"), "\(identifier)")
    }
    #expect(results.first { $0.0 == "de_DE" }?.1 == "1.234.567")
    #expect(results.first { $0.0 == "en_US" }?.1 == "1,234,567")
  }
}
