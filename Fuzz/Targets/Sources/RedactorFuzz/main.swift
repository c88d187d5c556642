import Foundation
import FuzzSupport
import KeelCore

// Any body, URL or header names through the redactor that guards every log line. A body the
// redactor logs as JSON must, read back, hold the placeholder under every sensitive name at any
// depth: a value that slipped through would be a credential in a log.
let redactor = Redactor()

func leakedPath(in value: Any, at path: String) -> String? {
  if let object = value as? [String: Any] {
    for (key, inner) in object {
      if redactor.isSensitive(name: key) {
        if inner as? String != Redactor.placeholder { return "\(path).\(key)" }
      } else if let leak = leakedPath(in: inner, at: "\(path).\(key)") {
        return leak
      }
    }
  }
  if let array = value as? [Any] {
    for (index, inner) in array.enumerated() {
      if let leak = leakedPath(in: inner, at: "\(path)[\(index)]") { return leak }
    }
  }
  return nil
}

runFuzzer { data in
  let logged = redactor.redact(body: data)
  if let object = try? JSONSerialization.jsonObject(with: Data(logged.utf8), options: [.fragmentsAllowed]),
    let leak = leakedPath(in: object, at: "$")
  {
    fatalError("Redactor logged a sensitive value at \(leak): \(logged)")
  }
  let text = data.text
  if let url = URL(string: text) { _ = redactor.redact(url: url) }
  let lines = text.split(separator: "\n").map(String.init)
  let fields = redactor.redact(fields: Dictionary(lines.map { ($0, $0) }, uniquingKeysWith: { first, _ in first }))
  if let leak = fields.first(where: { redactor.isSensitive(name: $0.key) && $0.value != Redactor.placeholder }) {
    fatalError("Redactor kept the value of the sensitive field \(leak.key)")
  }
}
