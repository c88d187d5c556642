// fixture-path: Examples/TemplateApp/Sources/AppData/ItemsRepository.swift
func load(model: [String]) {
  print("loading")  // expect: error no-print
  debugPrint(model)  // expect: error no-print
  Swift.print("loaded")  // expect: error no-print
  dump(model)  // expect: error no-print
  model.forEach(print)  // expect: error no-print
  let log = print  // expect: error no-print
  print(model, separator: ",", terminator: "\n")  // expect: error no-print
  print(to)  // expect: error no-print
  #if DEBUG
    print(model)  // expect: error no-print
  #endif
}
