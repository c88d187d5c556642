import Foundation
import KeelStorage

// A separate process for the cross-process test of @KeyValue:
//   KeelStorageProbe write <suite-path> <text>   stores <text> under \.probeText and exits
//   KeelStorageProbe read <suite-path>           writes the stored text to standard output
// Exit status 2 on bad arguments.

extension StorageKeys {
  var probeText: StorageKey<String> { StorageKey("probe_text", default: "<default>") }
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let backend = UserDefaultsKeyValueBackend(suiteName: arguments[arguments.startIndex + 1])
else {
  FileHandle.standardError.write(Data("usage: KeelStorageProbe write|read <suite-path> [text]\n".utf8))
  exit(2)
}
/// One run of the probe; a function because property wrappers are not allowed in top-level code.
func run(_ command: String?, store: KeyValueStore, text: String?) -> Int32 {
  @KeyValue(\.probeText, store: store) var probeText: String
  switch (command, text) {
  case ("write", let text?):
    probeText = text
  case ("read", nil):
    FileHandle.standardOutput.write(Data(probeText.utf8))
  default:
    return 2
  }
  return 0
}

let text = arguments.count == 3 ? arguments[arguments.startIndex + 2] : nil
exit(run(arguments.first, store: KeyValueStore(backend: backend), text: text))
