import Testing

@testable import DevServer

@Suite struct SQLiteRowTests {
  let row = SQLiteRow(
    sql: "SELECT name, n, x, flag, empty FROM t",
    values: ["name": .text("A"), "n": .integer(3), "x": .real(0.5), "flag": .integer(0), "empty": .null])

  @Test func eachColumnReadsAsItsType() throws {
    #expect(try row.text("name") == "A")
    #expect(try row.integer("n") == 3)
    #expect(try row.real("x") == 0.5)
    #expect(try row.bool("flag") == false)
  }

  /// SQLite answers an expression such as `SELECT 3` or a column without REAL affinity with an
  /// integer: as a number it is the same value.
  @Test func anIntegerReadsAsARealNumber() throws {
    #expect(try row.real("n") == 3)
  }

  @Test func anotherTypeThrowsNamingTheColumnTheValueAndTheStatement() {
    let error = #expect(throws: SQLiteRowError.self) { try row.integer("name") }
    #expect(
      error?.description == #"column "name" of `SELECT name, n, x, flag, empty FROM t` holds text("A"), not an integer"#
    )
    #expect(throws: SQLiteRowError.self) { try row.text("n") }
    #expect(throws: SQLiteRowError.self) { try row.integer("x") }
    // NULL is no value of any type: a hand-edited file cannot crash the server with it.
    #expect(throws: SQLiteRowError.self) { try row.text("empty") }
    #expect(throws: SQLiteRowError.self) { try row.real("empty") }
  }

  @Test func aMissingColumnThrowsListingTheColumnsThereAre() {
    let error = #expect(throws: SQLiteRowError.self) { try row.text("other") }
    #expect(error?.description.hasSuffix(#"is not among the columns ["empty", "flag", "n", "name", "x"]"#) == true)
  }
}
