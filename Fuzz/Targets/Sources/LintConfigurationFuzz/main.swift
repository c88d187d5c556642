import Foundation
import FuzzSupport
import KeelLint

// Any bytes as a `.keel-lint.json`: `keel lint` reads the file a developer or a merge left in the
// repository, so it must answer with a ConfigurationError naming the key, never trap. The globs
// it accepts are then matched against paths of the repository's shapes, since a pattern such as
// `**/**/**/*` from the file decides how much backtracking each path costs.
let paths = [
  "Sources/KeelCore/Redactor.swift", "Examples/TemplateApp/Sources/AppData/DTOs/DTOs.swift",
  "Tools/.build/debug/x.swift", "a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p.swift", "", "Generated",
]

runFuzzer { data in
  guard let configuration = try? LintConfiguration.parse(data, origin: ".keel-lint.json") else { return }
  let patterns = configuration.exclude + configuration.rules.values.flatMap(\.exclude)
  for pattern in patterns {
    for path in paths {
      _ = pattern.matches(path)
      _ = pattern.matchesEverythingBelow(folder: path)
    }
  }
}
