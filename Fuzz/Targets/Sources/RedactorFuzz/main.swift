import Foundation
import FuzzSupport
import KeelCore

// Any body, URL or header names through the redactor that guards every log line.
let redactor = Redactor()

runFuzzer { data in
  _ = redactor.redact(body: data)
  let text = data.text
  if let url = URL(string: text) { _ = redactor.redact(url: url) }
  let lines = text.split(separator: "\n").map(String.init)
  _ = redactor.redact(fields: Dictionary(lines.map { ($0, $0) }, uniquingKeysWith: { first, _ in first }))
}
