import Foundation

/// Turns the bytes of a `.strings` file into UTF-16 code units, as Apple's parser
/// (`CFOldStylePList.c`) sees them: UTF-16 with a byte-order mark, else UTF-8 (with or without
/// BOM). Like Apple's parser it keeps an unpaired surrogate of a UTF-16 file (it becomes U+FFFD
/// in the value) and ignores a last odd byte, reporting both as warnings; invalid UTF-8 is an
/// error at the line and column where it occurs, as Apple's parser rejects it too.
enum StringsDecoding {
  struct Decoded {
    var units: [UInt16]
    var warnings: [LocalizationDiagnostic]
  }

  static func units(of data: Data, file: String) throws(LocalizationDiagnostic) -> Decoded {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), littleEndian: true, file: file) }
    if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), littleEndian: false, file: file) }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    return Decoded(units: try utf8(body, file: file), warnings: [])
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
