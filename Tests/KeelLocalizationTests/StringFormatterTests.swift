import KeelTesting
import Testing

@testable import KeelLocalization

@Suite struct StringFormatterTests {
  let formatter = StringFormatter()

  @Test func objectIntegerAndFloatingPointPlaceholders() {
    #expect(formatter.format("Hello, %@", ["Ada"]) == "Hello, Ada")
    #expect(formatter.format("%d items", [3]) == "3 items")
    #expect(formatter.format("%lld items", [Int64.max]) == "9223372036854775807 items")
    #expect(formatter.format("%f", [1.5]) == "1.500000")
    #expect(formatter.format("%.2f €", [2.345]) == "2.35 €")
    #expect(formatter.format("%.2f", [2.0 / 3.0]) == "0.67")
    #expect(formatter.format("%.0f%%", [99.5]) == "100%")
  }

  @Test func positionalArgumentsReorder() {
    #expect(formatter.format("%2$@, %1$@", ["world", "Hello"]) == "Hello, world")
    #expect(formatter.format("%1$@ and %1$@ again", ["echo"]) == "echo and echo again")
    #expect(formatter.format("%2$d of %1$d", [10, 3]) == "3 of 10")
  }

  @Test func flagsWidthAndOtherConversions() {
    #expect(formatter.format("[%5d]", [42]) == "[   42]")
    #expect(formatter.format("[%-5d]", [42]) == "[42   ]")
    #expect(formatter.format("[%05d]", [-42]) == "[-0042]")
    #expect(formatter.format("[%+d]", [7]) == "[+7]")
    #expect(formatter.format("%x %X %o", [255, 255, 8]) == "ff FF 10")
    #expect(formatter.format("%u", [UInt.max]) == "18446744073709551615")
    #expect(formatter.format("[%6@]", ["ab"]) == "[    ab]")
    #expect(formatter.format("[%-4@]", ["ü"]) == "[ü   ]")
    #expect(formatter.format("%e", [12345.678]) == "1.234568e+04")
    #expect(formatter.format("%c%c", [72, 105]) == "Hi")
    #expect(formatter.format("%s", ["text"]) == "text")
  }

  @Test func argumentsOfAnotherKindAreConverted() {
    #expect(formatter.format("%@ and %@", [3, 1.5]) == "3 and 1.5")
    #expect(formatter.format("%.1f", [2]) == "2.0")
    #expect(formatter.format("%d", ["12"]) == "12")
    #expect(formatter.format("%d", [2.9]) == "2")
  }

  @Test func missingExtraAndUnusableArgumentsAreLoggedNotUndefined() {
    let capture = LogCapture()
    let logging = StringFormatter(logger: capture.logger())
    #expect(logging.format("%@ and %2$@", ["one"]) == "one and %2$@")
    #expect(logging.format("%d", ["many"]) == "many")
    #expect(logging.format("none", ["extra"]) == "none")
    #expect(
      capture.lines == [
        "format \"%@ and %2$@\": no argument for %2$@ (1 given)",
        "format \"%d\": %d got the text \"many\"",
        "format \"none\": 1 argument(s) not used",
      ])
  }
}
