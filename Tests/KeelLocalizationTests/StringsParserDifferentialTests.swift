import Foundation
import Testing

@testable import KeelLocalization

/// Holds ``StringsParser`` to Apple's own parser: swift-corelibs-foundation's
/// `PropertyListSerialization` parses the strings-file format with the open-source copy of
/// `CFOldStylePList.c`, the code iOS uses. For the repository's `.strings` files and thousands
/// of generated ones, both must give the same verdict and, when they accept, the same
/// key → value table (Keel's last definition of a key wins, as Apple's does).
///
/// Documented differences, left out of the comparison: a file with no characters (zero bytes,
/// a byte-order mark alone, or with one odd byte) is an empty table for Keel, an error for
/// `PropertyListSerialization` (a bundle simply has no strings then); a table whose values are not all strings (`(…)`, `{…}`, `<…>`) is a property
/// list but not a strings table, so Keel rejects it; invalid UTF-8 is an error for both, but
/// corelibs' decoder lets one byte through (a lone 0xA9 reads as U+FFFD), so invalid UTF-8 with
/// that byte is left out. BOM-less UTF-16 (a NUL among the first two bytes) is compared like
/// everything else.
@Suite struct StringsParserDifferentialTests {
  enum Verdict: Equatable, CustomStringConvertible {
    case table([String: String])
    case rejected

    var description: String {
      switch self {
      case .table(let table): "accepted \(table.sorted { $0.key < $1.key })"
      case .rejected: "rejected"
      }
    }
  }

  static func apple(_ data: Data) -> Verdict {
    guard let result = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
      let table = result as? [String: String]
    else { return .rejected }
    return .table(table)
  }

  static func keel(_ data: Data) -> Verdict {
    guard let entries = try? StringsParser.parse(data, file: "input.strings") else { return .rejected }
    return .table(Dictionary(entries.map { ($0.key, $0.value.representativeText) }) { _, last in last })
  }

  /// No characters: the one input class where Keel differs on purpose.
  static func isEmpty(_ data: Data) -> Bool {
    (try? StringsDecoding.units(of: data, file: "f").units.isEmpty) ?? false
  }

  /// Files starting with `<` or `bplist` are XML or binary property lists to Apple; the
  /// generator never writes them, and Keel rejects them as data.
  static func comparable(_ data: Data) -> Bool {
    // UTF-8 unless a byte-order mark or a NUL among the first two bytes says UTF-16 or UTF-32.
    let utf8 = !data.starts(with: [0xFF, 0xFE]) && !data.starts(with: [0xFE, 0xFF]) && !isBOMlessUTF16(data)
    let invalidUTF8WithA9 = utf8 && String(validating: data, as: UTF8.self) == nil && data.contains(0xA9)
    return !isEmpty(data) && !data.starts(with: Data("bplist".utf8)) && !invalidUTF8WithA9
  }

  @Test func generatedFilesGetApplesVerdictAndTable() {
    var disagreements: [String] = []
    var accepted = 0
    var acceptedWithoutBOM = 0
    for seed in UInt64(1)...20_000 {
      var generator = StringsInputGenerator(seed: seed)
      let data = generator.file()
      guard Self.comparable(data) else { continue }
      let expected = Self.apple(data)
      if case .table = expected {
        accepted += 1
        if Self.isBOMlessUTF16(data) { acceptedWithoutBOM += 1 }
      }
      let actual = Self.keel(data)
      if actual != expected, disagreements.count < 5 {
        disagreements.append(
          "seed \(seed): \(String(decoding: data, as: UTF8.self).debugDescription) \(data.map { String($0, radix: 16) })\n  Apple: \(expected)\n  Keel:  \(actual)"
        )
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    // The generator must exercise both verdicts, or the comparison proves little.
    #expect(accepted > 4_000)
    // BOM-less UTF-16, which CoreFoundation sniffs by a NUL, is compared too, not skipped.
    #expect(acceptedWithoutBOM > 200, "\(acceptedWithoutBOM)")
  }

  /// No byte-order mark, and a NUL among the first two bytes of three or more.
  static func isBOMlessUTF16(_ data: Data) -> Bool {
    !data.starts(with: [0xFF, 0xFE]) && !data.starts(with: [0xFE, 0xFF]) && data.count > 2
      && data.prefix(2).contains(0)
  }

  /// Every `.strings` file in the repository (fixtures, the reference app).
  @Test func repositoryFilesGetApplesVerdictAndTable() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    var checked = 0
    for folder in ["Examples", "Tools/Tests", "Tests"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        guard url.pathExtension == "strings", !url.path.contains("/.build/") else { continue }
        let data = try Data(contentsOf: url)
        guard Self.comparable(data) else { continue }
        #expect(Self.keel(data) == Self.apple(data), "\(url.path)")
        checked += 1
      }
    }
    #expect(checked >= 20)
  }

  /// Found by StringsDifferentialFuzz (23 Nov 2026): a key given twice, first with an array
  /// value. Apple's parser keeps the last definition, so its table holds only strings and it
  /// accepts the file; Keel refuses the array (a strings table holds strings) naming its line,
  /// the one deliberate difference this input shows. With a string in place of the array both
  /// agree, and Keel warns about the duplicate, naming both lines.
  @Test func aKeyGivenTwiceFirstWithAnArrayValue() throws {
    let found = try #require(
      Data(
        base64Encoded:
          "ImEiID0gKCJiIiwiYyIpOwoiYSIgPSJhIDhiXHRoMDBlOSBcbm5cVWFlYlx0aGVyZTpcVSovXG5cXCBcVTAwZTkgbm5cVWFlYlx0aGVyZTEiOwo="
      ))
    guard case .table(let table) = Self.apple(found) else {
      Issue.record("Apple's parser no longer accepts the input: \(Self.apple(found))")
      return
    }
    #expect(table.keys.sorted() == ["a"])
    do {
      let entries = try StringsParser.parse(found, file: "found.strings")
      Issue.record("an array value was accepted: \(entries)")
    } catch {
      #expect(error.location.line == 1)
      #expect(error.message.contains("array"), "\(error)")
    }

    let text = try #require(String(data: found, encoding: .utf8))
    let withString = Data(text.replacingOccurrences(of: "(\"b\",\"c\")", with: "\"b\"").utf8)
    #expect(Self.keel(withString) == Self.apple(withString))
    let read = try StringsParser.read(withString, file: "found.strings")
    #expect(read.entries.map(\.location.line) == [1, 2])
    let duplicate = read.warnings.filter { $0.message.contains("duplicate key") }
    #expect(duplicate.map(\.location.line) == [2])
    #expect(duplicate.first?.message.contains("line 1") == true, "\(read.warnings)")
  }

  @Test func emptyInputIsAnEmptyTable() throws {
    for data in [Data(), Data([0xEF, 0xBB, 0xBF]), Data([0xFF, 0xFE]), Data([0xFF, 0xFE, 0x22])] {
      #expect(try StringsParser.parse(data, file: "f").isEmpty)
    }
  }
}
