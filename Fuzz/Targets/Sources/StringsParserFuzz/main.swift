import FuzzSupport
import KeelLocalization

// Any bytes: the parser reads UTF-8, UTF-16 with a byte-order mark, or reports an error.
runFuzzer { data in
  _ = try? StringsParser.read(data, file: "fuzz.strings")
}
