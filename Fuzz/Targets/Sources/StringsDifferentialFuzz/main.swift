import Foundation
import FuzzSupport
import KeelLocalization

// StringsParser must give PropertyListSerialization's verdict and table (it was rewritten to
// agree with Apple's CFOldStylePList.c). The documented differences are left out, as in
// Tests/KeelLocalizationTests/StringsParserDifferentialTests.swift.

enum Verdict: Equatable {
  case table([String: String])
  case rejected
  /// Keel refused a property-list value that is not a string (`(…)`, `{…}`, `<…>`).
  case nonStringValueRefused
}

func apple(_ data: Data) -> Verdict {
  guard let result = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
    let table = result as? [String: String]
  else { return .rejected }
  return .table(table)
}

func keel(_ data: Data) -> Verdict {
  do {
    let entries = try StringsParser.parse(data, file: "fuzz.strings")
    return .table(Dictionary(entries.map { ($0.key, $0.value.representativeText) }) { _, last in last })
  } catch {
    // StringsParser's message for a value that is not a string ("… is a property-list array
    // value, not a string …"); kept apart so the deliberate difference below can be told from a bug.
    return error.message.contains("value, not a string") ? .nonStringValueRefused : .rejected
  }
}

/// Inputs where the two differ on purpose: no characters (Keel: empty table; Apple: error),
/// XML or binary property lists, and invalid UTF-8 with the 0xA9 byte corelibs lets through.
func comparable(_ data: Data) -> Bool {
  let utf16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
  let bom = utf16 ? 2 : (data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
  let characters = data.count - bom
  if characters == 0 || (utf16 && characters < 2) { return false }
  let first = data.drop(while: { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF, 0xFF, 0xFE, 0x00].contains($0) }).first
  if first == UInt8(ascii: "<") || data.starts(with: Data("bplist".utf8)) { return false }
  let utf8 = !utf16 && !(data.count > 2 && data.prefix(2).contains(0))
  let invalidUTF8WithA9 = utf8 && String(validating: data, as: UTF8.self) == nil && data.contains(0xA9)
  // BOM-less files with a NUL among the first two bytes (UTF-16 to CF, found by this target)
  // are compared too: StringsDecoding reads them as CF does.
  return !invalidUTF8WithA9
}

runFuzzer { data in
  guard comparable(data) else { return }
  let expected = apple(data)
  let actual = keel(data)
  // An empty table from Keel for a file of comments and whitespace only, where Apple has no
  // dictionary to return, is the "no characters" difference in another form.
  if actual == .table([:]), expected == .rejected { return }
  // Deliberate difference (found by this target, 23 Nov 2026; the regression test is
  // StringsParserDifferentialTests.aKeyGivenTwiceFirstWithAnArrayValue): a key given twice, first
  // with an array, dictionary or data value, then with a string. Apple keeps the last definition,
  // so its table holds only strings and it reads the file; Keel refuses the non-string value with
  // an error naming its line, since a strings table holds strings whichever definition wins.
  if actual == .nonStringValueRefused { return }
  if actual != expected {
    fatalError("StringsParser disagrees with PropertyListSerialization: Apple \(expected), Keel \(actual)")
  }
}
