import Foundation

/// Turns the bytes of a `.strings` file into UTF-16 code units, choosing the encoding as Apple's
/// parser does (`encodingForXMLData` in CoreFoundation's `CFPropertyList.c`, which hands the
/// characters to `CFOldStylePList.c`), in its order:
/// 1. a UTF-32 byte-order mark (`FF FE 00 00`, `00 00 FE FF`) before at least one more byte:
///    UTF-32 (a code point that is not a Unicode scalar is an error, as Apple cannot convert it);
/// 2. a UTF-16 byte-order mark: UTF-16 in that byte order;
/// 3. no mark, at least three bytes and a NUL among the first two: UTF-16 without a mark. CF
///    then skips the first two bytes as if they were a mark and reads the rest in the host's
///    byte order, little-endian on every device Apple ships: a file that starts with a space or
///    a line break reads as meant, one that starts with its first quote loses it (and fails).
///    Keel reads it the same way (with a space where CF drops a character that is not white
///    space, so lines and columns stay) and warns;
/// 4. else UTF-8, with or without a mark.
/// Like Apple's parser it keeps an unpaired surrogate of a UTF-16 file (it becomes U+FFFD in the
/// value) and ignores a last incomplete code unit, reporting both as warnings; invalid UTF-8 is
/// an error at the line and column where it occurs, as Apple's parser rejects it too.
enum StringsDecoding {
  struct Decoded {
    var units: [UInt16]
    var warnings: [LocalizationDiagnostic]
  }

  static func units(of data: Data, file: String) throws(LocalizationDiagnostic) -> Decoded {
    let bytes = [UInt8](data)
    if bytes.count > 4, bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
      return try utf32(bytes.dropFirst(4), littleEndian: true, file: file)
    }
    if bytes.count > 4, bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
      return try utf32(bytes.dropFirst(4), littleEndian: false, file: file)
    }
    if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), littleEndian: true, file: file) }
    if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), littleEndian: false, file: file) }
    if bytes.count > 2, bytes[0] == 0 || bytes[1] == 0 {
      // CF drops the first two bytes; white space in their place parses the same (it is skipped
      // wherever a file can start) and keeps lines and columns where an editor shows them.
      var decoded = utf16(bytes[...], littleEndian: true, file: file)
      if bytes.count < 4 {
        decoded.units = []
      } else if !isSpace(decoded.units[0]) {
        decoded.units[0] = 0x20
      }
      decoded.warnings.insert(
        LocalizationDiagnostic(
          "UTF-16 without a byte-order mark: read as Apple's parser reads it, little-endian after dropping "
            + "the first two bytes (its first character); save it as UTF-8 or as UTF-16 with a byte-order mark",
          at: SourceLocation(file: file, line: 1)),
        at: 0)
      return decoded
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    return Decoded(units: try utf8(body, file: file), warnings: [])
  }

  /// What Apple's parser skips as white space: tab to carriage return, space, U+2028, U+2029.
  private static func isSpace(_ unit: UInt16) -> Bool {
    (0x09...0x0D).contains(unit) || unit == 0x20 || unit == 0x2028 || unit == 0x2029
  }

  private static func utf32(
    _ bytes: ArraySlice<UInt8>, littleEndian: Bool, file: String
  ) throws(LocalizationDiagnostic) -> Decoded {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 3 < bytes.endIndex {
      let word = (0..<4).reduce(UInt32(0)) { value, offset in
        value | UInt32(bytes[index + (littleEndian ? offset : 3 - offset)]) << (8 * offset)
      }
      guard let scalar = Unicode.Scalar(word) else {
        throw LocalizationDiagnostic(
          "invalid UTF-32 (U+\(String(word, radix: 16, uppercase: true)) is not a Unicode scalar); "
            + "Apple's parser rejects the file", at: location(after: units, file: file))
      }
      units.append(contentsOf: UTF16.encode(scalar)!)
      index += 4
    }
    var warnings: [LocalizationDiagnostic] = []
    if bytes.count % 4 != 0 {
      warnings.append(
        LocalizationDiagnostic(
          "UTF-32 data ends with part of a code unit; the last \(bytes.count % 4) byte(s) are ignored",
          at: location(after: units, file: file)))
    }
    return Decoded(units: units, warnings: warnings)
  }

  private static func utf8(_ bytes: ArraySlice<UInt8>, file: String) throws(LocalizationDiagnostic) -> [UInt16] {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count)
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): units.append(contentsOf: UTF16.encode(scalar)!)
      case .emptyInput: return units
      case .error:
        throw LocalizationDiagnostic(
          "invalid UTF-8 (a .strings file must be UTF-8, or UTF-16 with a byte-order mark)",
          at: location(after: units, file: file))
      }
    }
  }

  private static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool, file: String) -> Decoded {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(littleEndian ? first | second << 8 : first << 8 | second)
      index += 2
    }
    var warnings: [LocalizationDiagnostic] = []
    var offset = 0
    while offset < units.count {
      let unit = units[offset]
      if UTF16.isLeadSurrogate(unit), offset + 1 < units.count, UTF16.isTrailSurrogate(units[offset + 1]) {
        offset += 2
        continue
      }
      if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) {
        warnings.append(
          LocalizationDiagnostic(
            "invalid UTF-16 (an unpaired surrogate); it reads as U+FFFD, as in Apple's parser",
            at: location(after: units[..<offset], file: file)))
      }
      offset += 1
    }
    if bytes.count % 2 != 0 {
      warnings.append(
        LocalizationDiagnostic(
          "UTF-16 data ends with half a code unit (an odd number of bytes); the last byte is ignored",
          at: location(after: units[...], file: file)))
    }
    return Decoded(units: units, warnings: warnings)
  }

  /// The location just after `units`, where decoding stopped.
  private static func location(after units: some Collection<UInt16>, file: String) -> SourceLocation {
    var line = 1
    var column = 1
    for unit in units {
      if unit == 0x0A {
        line += 1
        column = 1
      } else if !UTF16.isTrailSurrogate(unit) {
        column += 1
      }
    }
    return SourceLocation(file: file, line: line, column: column)
  }
}
