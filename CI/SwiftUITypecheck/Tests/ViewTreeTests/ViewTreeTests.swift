import Observation
@_spi(ViewTree) import SwiftUI
import Testing

/// The stand-in SwiftUI's evaluation itself, on small views written here: what the tree records,
/// and that interactions go through the views' own bindings and actions.
@MainActor @Suite struct ViewTreeTests {
  @MainActor @Observable final class Counter {
    var count = 0
    var name = ""
    var isOn = false
    var flavour = "vanilla"
  }

  struct CounterView: View {
    @Bindable var counter: Counter
    @State private var taps = 0
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
      VStack(spacing: 8) {
        if counter.count == 0 {
          Text("Nothing yet")
        } else {
          Text(verbatim: "\(counter.count) taps")
        }
        Button("Add") {
          counter.count += 1
          taps += 1
        }
        Text(verbatim: "state \(taps), enabled \(isEnabled)")
        Toggle("Sprinkles", isOn: $counter.isOn)
        TextField("Name", text: $counter.name)
        Picker("Flavour", selection: $counter.flavour) {
          ForEach(["vanilla", "mint"], id: \.self) { Text(verbatim: $0).tag($0) }
        }
        Button("Reset", role: .destructive) { counter.count = 0 }.disabled(counter.count == 0)
      }
      .navigationTitle("Counter")
    }
  }

  @Test func rendersPrimitivesModifiersAndConditionals() {
    let text = ViewTree.render(CounterView(counter: Counter()))
    #expect(
      text == """
        CounterView
          VStack (spacing: 8.0)
            .navigationTitle("Counter")
            Text "Nothing yet"
            Button "Add"
              Text "Add"
            Text "state 0, enabled true"
            Toggle "Sprinkles" (isOn: false)
            TextField "Name" (text: "")
            Picker "Flavour" (selection: "vanilla")
              Text "vanilla"
                .tag("vanilla")
              Text "mint"
                .tag("mint")
            Button "Reset" (role: destructive, disabled)
              .disabled(true)
              Text "Reset" (disabled)

        """)
  }

  @Test func interactionsGoThroughTheViewsBindingsAndActions() throws {
    let counter = Counter()
    let tree = ViewTree(CounterView(counter: counter))

    try tree.button("Add").tap()
    try tree.control("Toggle", "Sprinkles").setToggle(true)
    try tree.control("TextField", "Name").type("Ana")
    try tree.control("Picker", "Flavour").select("mint")
    tree.reload()

    #expect(counter.count == 1 && counter.isOn && counter.name == "Ana" && counter.flavour == "mint")
    #expect(tree.contains(text: "1 taps"))
    #expect(tree.contains(text: "state 1, enabled true"), "the root view's @State lives on across reloads")
    #expect(try tree.button("Reset").isEnabled)
  }

  @Test func aDisabledButtonRefusesTheTapAndAPickerRefusesAnUnknownRow() throws {
    let counter = Counter()
    let tree = ViewTree(CounterView(counter: counter))

    #expect(throws: ViewTreeError.self) { try tree.button("Reset").tap() }
    #expect(throws: ViewTreeError.self) { try tree.control("Picker", "Flavour").select("liquorice") }
    #expect(counter.flavour == "vanilla")
  }

  @Test func aMissingOrAmbiguousLookUpNamesTheQueryAndShowsTheTree() {
    let tree = ViewTree(CounterView(counter: Counter()))
    #expect {
      try tree.button("Save")
    } throws: { error in
      let description = String(describing: error)
      return description.contains("Button \"Save\"") && description.contains("Toggle \"Sprinkles\"")
    }
    #expect(throws: ViewTreeError.self) { try tree.find("any text") { $0.kind == "Text" } }
  }

  struct StyledButton: View {
    var body: some View {
      Button("Go") {}
        .buttonStyle(Framed())
        .environment(\.colorScheme, .dark)
    }

    struct Framed: ButtonStyle {
      @Environment(\.colorScheme) private var colorScheme

      func makeBody(configuration: Configuration) -> some View {
        HStack {
          configuration.label
          Text(verbatim: colorScheme == .dark ? "dark" : "light")
        }
      }
    }
  }

  @Test func buttonStylesDrawTheLabelWithTheEnvironmentTheirAncestorsSet() throws {
    let tree = ViewTree(StyledButton())
    let button = try tree.button("Go")
    #expect(button.text == "Go dark")
    #expect(button.modifier("buttonStyle")?.arguments == ["Framed"])
  }
}
