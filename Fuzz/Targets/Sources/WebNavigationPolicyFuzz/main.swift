import Foundation
import FuzzSupport
import Logging
@testable import WebFeature

// Any text as a URL the web view is asked to open (seed 000's remote-controlled web view: the
// server's URL, then every link and redirect of the pages it loads), through the app's
// `WebNavigationPolicy`. Besides never crashing, its answers must keep the policy's promises:
// only an https page with a host loads; what goes to the system is the URL asked about, with a
// scheme the system handles; and the line logged for a blocked URL never carries what secrets
// travel in (the query, the fragment, a user's name or password).
let policy = WebNavigationPolicy(logger: Logger(label: "fuzz", factory: { _ in SwiftLogNoOpLogHandler() }))

func check(_ url: URL) {
  let scheme = url.scheme?.lowercased() ?? ""
  switch policy.decide(url) {
  case .allow:
    guard scheme == "https", let host = url.host, !host.isEmpty,
      !WebNavigationPolicy.appStoreHosts.contains(host.lowercased())
    else { fatalError("allowed \(url.absoluteString): not an https page with a host") }
  case .openExternally(let handed):
    let systemScheme =
      WebNavigationPolicy.systemSchemes.contains(scheme) || WebNavigationPolicy.appStoreSchemes.contains(scheme)
      || (scheme == "https" && WebNavigationPolicy.appStoreHosts.contains(url.host?.lowercased() ?? ""))
    guard handed == url, systemScheme else {
      fatalError("handed \(handed.absoluteString) to the system for \(url.absoluteString)")
    }
  case .block(let reason):
    guard !reason.isEmpty else { fatalError("blocked \(url.absoluteString) without a reason") }
  }
  // Read back as a URL (a cut-short line is a prefix, whose authority is the full line's), the
  // logged line has no user, password, query or fragment; a substring test would not do, since
  // a path may spell `name:password@` too.
  let logged = WebNavigationPolicy.loggable(url)
  guard logged != "unreadable" else { return }
  var shown = logged
  if shown.hasSuffix("…") {
    shown.removeLast()
    // The cut may split a percent escape.
    if let percent = shown.suffix(2).lastIndex(of: "%") { shown = String(shown[..<percent]) }
  }
  guard let read = URLComponents(string: shown) else {
    fatalError("the log line '\(logged)' for \(url.absoluteString) does not read back as a URL")
  }
  if read.user != nil || read.password != nil || read.query != nil || read.fragment != nil {
    fatalError("the log line '\(logged)' for \(url.absoluteString) carries a user, password, query or fragment")
  }
}

runFuzzer { data in
  let text = data.text
  if let url = URL(string: text) { check(url) }
  // The web view hands over URLs it resolved against the page it shows.
  if let base = URL(string: "https://app.example.org/web/index.html"), let url = URL(string: text, relativeTo: base) {
    check(url)
  }
}
