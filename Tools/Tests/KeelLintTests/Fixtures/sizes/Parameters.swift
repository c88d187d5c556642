// fixture-path: Sources/KeelNetwork/APIClient.swift
func six(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) {}
func seven(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int) {}  // expect: warning parameter-count
func nine(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) {}  // expect: error parameter-count
func defaulted(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int = 0, g: Int = 0, h: Int = 0) {}

struct Request {
  init(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int) {}  // expect: warning parameter-count
}
