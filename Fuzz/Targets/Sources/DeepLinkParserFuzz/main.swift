import FuzzSupport
import KeelNavigation
import Logging

// Any text as a deep link, against rules of the shape the template app declares.
enum Route: Sendable {
  case tab(String)
  case item(String)
  case profile
}

let parser = DeepLinkParser<Route>(
  schemes: ["keel", "keel-dev"],
  rules: [
    .init("tab", argument: .name(["home", "items", "profile"])) { .tab($0 ?? "") },
    .init("item", argument: .identifier) { .item($0 ?? "") },
    .init("profile") { _ in .profile },
  ],
  logger: .init(label: "fuzz", factory: { _ in SwiftLogNoOpLogHandler() })
)

runFuzzer { data in
  let text = data.text
  _ = parser.parse(text)
}
