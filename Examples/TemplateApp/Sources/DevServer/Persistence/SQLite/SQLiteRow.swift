import Foundation

/// A value as SQLite stores it.
enum SQLiteValue: Sendable, Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
}

/// One row of a query's result, its columns by name. Reading a column that is missing or holds
/// another type throws, naming the column and the statement: the file may have been edited by
/// hand, and the server answers an error rather than crashing.
struct SQLiteRow: Sendable {
  let sql: String
  let values: [String: SQLiteValue]

  func text(_ column: String) throws -> String {
    guard case .text(let text) = try value(column) else { throw mismatch(column, expected: "text") }
    return text
  }

  func integer(_ column: String) throws -> Int64 {
    guard case .integer(let integer) = try value(column) else { throw mismatch(column, expected: "an integer") }
    return integer
  }

  /// A REAL column; an integer stored there (SQLite keeps `1.0` as `1` in a column without a
  /// REAL affinity) reads as the same number.
  func real(_ column: String) throws -> Double {
    switch try value(column) {
    case .real(let real): return real
    case .integer(let integer): return Double(integer)
    default: throw mismatch(column, expected: "a number")
    }
  }

  func bool(_ column: String) throws -> Bool { try integer(column) != 0 }

  private func value(_ column: String) throws -> SQLiteValue {
    guard let value = values[column] else {
      throw SQLiteRowError(column: column, sql: sql, problem: "is not among the columns \(values.keys.sorted())")
    }
    return value
  }

  private func mismatch(_ column: String, expected: String) -> SQLiteRowError {
    SQLiteRowError(column: column, sql: sql, problem: "holds \(values[column] ?? .null), not \(expected)")
  }
}

/// A column a query's row does not have, or holds a value of another type.
struct SQLiteRowError: Error, CustomStringConvertible {
  let column: String
  let sql: String
  let problem: String

  var description: String { "column \"\(column)\" of `\(sql)` \(problem)" }
}
