// Names one symbol from each mirrored module's Apple-only files. If a `#if canImport(...)`
// guard stopped matching (a typo, a framework with no stand-in), the file would compile to
// nothing and this reference would fail the build.
import KeelCore
import KeelStorage

let appleOnlySymbols: [Any.Type] = [
  OSLogHandler.self,
  KeychainSecureStore.self,
]
