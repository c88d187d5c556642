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
}

func printSummary() {}
