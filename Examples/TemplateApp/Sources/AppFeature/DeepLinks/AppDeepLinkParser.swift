import KeelNavigation
import Logging

/// The app's deep-link rules on the kit's parser:
/// `keeltemplate://tab/<items|favorites|settings>`, `keeltemplate://item/<id>` and
/// `keeltemplate://profile`. Query items (marketing links' `?utm_…`) are ignored with a log line;
/// everything else the kit rejects (fragments, user info, ports, percent-encoding, dot segments,
/// ids outside `[A-Za-z0-9_-]{1,64}`) is rejected with the reason logged.
public enum AppDeepLinkParser {
  public static let scheme = "keeltemplate"

  public static func make(logger: Logger = Logger(label: "template.deeplinks")) -> DeepLinkParser<AppDeepLink> {
    DeepLinkParser(
      schemes: [scheme],
      rules: [
        .init("tab", argument: .name(Set(AppTab.allCases.map(\.rawValue)))) { name in
          // The rule admits only AppTab's raw values, so the fallback is never taken.
          .tab(AppTab(rawValue: name ?? "") ?? .first)
        },
        // keel:sample begin
        .init("item", argument: .identifier) { id in .item(id: id ?? "") },
        // keel:sample end
        .init("profile") { _ in .profile },
      ],
      queryItems: .ignore,
      logger: logger)
  }
}
