import AppFeature
import FuzzSupport
import Logging

// Any text as a deep link, against the template app's own parser (AppDeepLinkParser): its
// scheme and rules, with query items ignored as the app does (marketing links' `?utm_…`), so the
// fuzzed options are the shipped ones and cannot drift from them.
let parser = AppDeepLinkParser.make(logger: Logger(label: "fuzz", factory: { _ in SwiftLogNoOpLogHandler() }))

// The option this target exists to cover: a link with query items is accepted, not rejected.
guard parser.route(for: "keeltemplate://item/42?utm_source=mail") == .item(id: "42") else {
  fatalError("DeepLinkParserFuzz: the app's parser no longer ignores query items; fuzzing the wrong options")
}

runFuzzer { data in
  _ = parser.parse(data.text)
}
