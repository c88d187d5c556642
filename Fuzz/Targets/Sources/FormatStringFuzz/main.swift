import Foundation
import FuzzSupport
import KeelLocalization

// A translated format string with arguments of every kind, formatted with and without a locale.
// The first byte picks the locale and the argument kinds, so one input covers each pairing.
let locales = [nil, Locale(identifier: "en_US"), Locale(identifier: "de_DE"), Locale(identifier: "ar_EG")]
let formatters = locales.map { StringFormatter(locale: $0) }
let argumentSets: [[FormatArgument]] = [
  [],
  [.signed(-1_234_567), .string("x"), .double(1234.5)],
  [.double(.nan), .double(-.infinity), .unsigned(.max), .signed(.min)],
  [.string("12"), .double(1e308), .signed(0), .string("€"), .unsigned(3)],
]

runFuzzer { data in
  guard let selector = data.first else { return }
  let text = data.dropFirst().text
  let format = FormatString(text)
  let formatter = formatters[Int(selector) % formatters.count]
  let arguments = argumentSets[Int(selector / 4) % argumentSets.count]
  _ = formatter.format(format, arguments, source: text)
}
