import FuzzSupport
import KeelLocalization

// Any bytes: a String Catalog is JSON a translator's tool or a merge may have mangled.
runFuzzer { data in
  _ = try? XCStringsReader.read(data, file: "Localizable.xcstrings")
}
