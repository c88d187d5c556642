import Foundation

/// A seeded source of random `.strings` files for the differential test: entries with random
/// quotes, escapes, unquoted strings, comments, white space and junk, in UTF-8 (with or
/// without BOM), UTF-16 with or without BOM (either byte order) or UTF-32 with BOM, sometimes
/// truncated or with a byte changed. The same seed always gives the same file, so a failure names its seed.
struct StringsInputGenerator {
  private var random: SeededGenerator

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  mutating func file() -> Data {
    var text = ""
    let braced = chance(0.08)
    if braced { text += "{" }
    for _ in 0..<int(in: 0...6) {
      text += trivia()
      text += entry()
    }
    text += trivia()
    if braced && chance(0.9) { text += "}" }
    if chance(0.15) { text += pick(junk) }
    if chance(0.1) { text += trivia() }
    var data = encode(text)
    if chance(0.15), !data.isEmpty { data = data.prefix(int(in: 0...(data.count - 1))) }
    if chance(0.05), !data.isEmpty {
      let index = int(in: 0...(data.count - 1))
      data[index] = UInt8(int(in: 0...255))
    }
    return data
  }

  // MARK: - Pieces

  private mutating func entry() -> String {
    let key = string()
    if chance(0.1) { return key + trivia() + ";" }
    var text = key + trivia() + (chance(0.97) ? "=" : pick([":", ""])) + trivia() + string() + trivia()
    if chance(0.96) { text += ";" }
    return text
  }

  private mutating func string() -> String {
    if chance(0.2) { return unquoted() }
    let quote = chance(0.8) ? "\"" : "'"
    var text = quote
    for _ in 0..<int(in: 0...8) { text += character(inside: quote) }
    if chance(0.97) { text += quote }
    return text
  }

  private mutating func unquoted() -> String {
    let alphabet = Array("abcXYZ019_$/:.-+")
    return String((0..<int(in: 1...6)).map { _ in pick(alphabet) })
  }

  private mutating func character(inside quote: String) -> String {
    switch int(in: 0...9) {
    case 0...3: return pick(["a", "Z", "7", " ", "%", "%@", "%d", "=", ";", "/", "*", "{", "}", "(", "<"])
    case 4: return pick(["é", "ה", "中", "😀", "\u{2028}", "\u{A0}", "\u{FEFF}", "\n", "\r\n", "\t"])
    case 5: return quote == "\"" ? "'" : "\""
    default: return escape()
    }
  }

  private mutating func escape() -> String {
    switch int(in: 0...7) {
    case 0: return "\\" + pick(["n", "t", "r", "a", "b", "f", "v", "\"", "'", "\\", "\n", "(", "ה", "q", "u", "N"])
    case 1, 2: return "\\U" + hex(count: int(in: 0...5))
    case 3: return "\\u" + hex(count: 4)
    case 4: return "\\" + String((0..<int(in: 1...4)).map { _ in pick(Array("01234567")) })
    case 5: return "\\U" + pick(["D83D", "d83d", "DE00", "D83D\\UDE00", "DE00\\UD83D"])
    case 6: return "\\" + pick(["😀", "\r", "8", "9"])
    default: return "\\"
    }
  }

  private mutating func hex(count: Int) -> String {
    String((0..<count).map { _ in pick(Array("0123456789abcdefABCDEFg")) })
  }

  private mutating func trivia() -> String {
    var text = ""
    for _ in 0..<int(in: 0...2) {
      switch int(in: 0...9) {
      case 0...4: text += pick([" ", "\n", "\t", "\r\n", "\r", "  \n  ", "\u{0B}", "\u{0C}", "\u{2029}"])
      case 5, 6: text += "/* " + pick(["c", "a * b", "// x", "\"q\""]) + (chance(0.95) ? " */" : "")
      case 7, 8: text += "// " + pick(["c", "\"a\" = \"b\";", "/*"]) + pick(["\n", "\r", "\u{2028}", ""])
      default: text += pick(["", "/", "\u{A0}", "\u{85}"])
      }
    }
    return text
  }

  private let junk = [";", "#", "= \"x\";", "\u{0}", "\"", "'", "}", "{", "(", "\u{FEFF}\"k\" = \"v\";", "%"]

  private mutating func encode(_ text: String) -> Data {
    switch int(in: 0...5) {
    case 0: return Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
    case 1: return Data([0xFF, 0xFE]) + littleEndianUTF16(text)
    case 2: return Data([0xFE, 0xFF]) + bigEndianUTF16(text)
    default:
      // Without a byte-order mark: mostly UTF-8; else UTF-16 (a NUL in its first two bytes, which
      // Apple's parser reads as UTF-16 after dropping them: a leading space or line break makes
      // that harmless) or UTF-32 with its mark.
      switch int(in: 0...7) {
      case 0: return littleEndianUTF16(pick([" ", "\n", "\t", ""]) + text)
      case 1: return bigEndianUTF16(pick([" ", "\n", ""]) + text)
      case 2:
        let scalars = text.unicodeScalars.map(\.value)
        return chance(0.5)
          ? Data([0xFF, 0xFE, 0, 0] + scalars.flatMap { value in (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } })
          : Data(
            [0, 0, 0xFE, 0xFF] + scalars.flatMap { value in (0..<4).reversed().map { UInt8(value >> (8 * $0) & 0xFF) } }
          )
      default: return Data(text.utf8)
      }
    }
  }

  private func littleEndianUTF16(_ text: String) -> Data {
    Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
  }

  private func bigEndianUTF16(_ text: String) -> Data {
    Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
  }

  // MARK: - Randomness

  private mutating func chance(_ probability: Double) -> Bool {
    Double(random.next() % 1_000_000) / 1_000_000 < probability
  }

  private mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(random.next() % UInt64(range.count))
  }

  private mutating func pick<T>(_ choices: [T]) -> T {
    choices[int(in: 0...(choices.count - 1))]
  }
}
