import Foundation

/// Turns the bytes of a `.strings` file into Unicode scalars: UTF-8 (with or without BOM) or
/// UTF-16 with a byte-order mark, as Xcode writes them. Bytes that are not valid in the
/// encoding are reported at the line and column where they occur.
enum StringsDecoding {
  static func scalars(of data: Data, file: String) throws(LocalizationDiagnostic) -> [Unicode.Scalar] {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), littleEndian: true, file: file) }
    if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), littleEndian: false, file: file) }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    return try utf8(body, file: file)
  }

  private static func utf8(_ bytes: ArraySlice<UInt8>, file: String) throws(LocalizationDiagnostic) -> [Unicode.Scalar]
  {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(bytes.count)
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: return scalars
      case .error:
        throw LocalizationDiagnostic(
          "invalid UTF-8 (a .strings file must be UTF-8, or UTF-16 with a byte-order mark)",
          at: location(after: scalars, file: file))
      }
    }
  }

  private static func utf16(
    _ bytes: ArraySlice<UInt8>, littleEndian: Bool, file: String
  ) throws(LocalizationDiagnostic)
    -> [Unicode.Scalar]
  {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(littleEndian ? first | second << 8 : first << 8 | second)
      index += 2
    }
    var scalars: [Unicode.Scalar] = []
    var iterator = units.makeIterator()
    var decoder = UTF16()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: break decoding
      case .error:
        throw LocalizationDiagnostic("invalid UTF-16 (an unpaired surrogate)", at: location(after: scalars, file: file))
      }
    }
    if bytes.count % 2 != 0 {
      throw LocalizationDiagnostic(
        "UTF-16 data ends with half a code unit (an odd number of bytes)", at: location(after: scalars, file: file))
    }
    return scalars
  }

  /// The location just after `scalars`, where decoding stopped.
  private static func location(after scalars: [Unicode.Scalar], file: String) -> SourceLocation {
    var line = 1
    var column = 1
    for scalar in scalars {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return SourceLocation(file: file, line: line, column: column)
  }
}
