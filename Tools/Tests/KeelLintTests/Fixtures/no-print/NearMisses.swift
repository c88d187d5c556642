// fixture-path: Examples/TemplateApp/Sources/AppData/ItemsRepository.swift
// print("commented out")
/* debugPrint(model) */
/// Never call `print(...)` here.
func load(logger: Logger, printer: Printer) {
  let text = "print(\"not a call\")"
  logger.info("\(text)")
  printer.print("someone else's method")
  printer.dump()
  printSummary()
  let help = """
    Run print("x") to see it.
    """
  logger.debug("\(help)")
}

func restore(from dump: Data) -> Int {
  dump.count + [dump].count
}

func printSummary() {}

// The `to:` overloads write into the stream they are given, not to standard output.
func render(model: [String]) -> String {
  var text = ""
  print("items:", model.count, to: &text)
  dump(model, to: &text)
  debugPrint(model, separator: ",", to: &text)
  Swift.print("done", terminator: "", to: &text)
  return text
}
