import Foundation

/// Nothing in an app bundle is secret: `Info.plist` is a file anyone can read from the app they
/// downloaded, and a build setting it names (`$(API_PASSWORD)`) is written into it in clear. So an
/// Info.plist key, or a build setting its values are fed from, named like a secret (password,
/// secret, private key) is an error: a secret belongs on a server, and a value the app must carry
/// is a public identifier and should be named as one (`API_CLIENT_ID`). Apple's own keys (`NS…`,
/// `UI…`) are not checked.
extension CheckContext {
  static let secretWords = ["PASSWORD", "PASSWD", "SECRET", "PRIVATE_KEY", "PRIVATEKEY"]

  func checkBundleSecrets(_ spec: SpecNode) {
    var checked: Set<String> = []
    for (_, target) in spec["targets"]?.entries ?? [] {
      for settings in settingsBlocks(target["settings"]) {
        guard let node = settings["INFOPLIST_FILE"], let path = node.string, !path.contains("$"),
          checked.insert(path).inserted
        else { continue }
        // A missing or broken Info.plist is reported by the file check.
        guard let data = try? Data(contentsOf: url(path)),
          let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { continue }
        for (key, value) in plist.sorted(by: { $0.key < $1.key }) where !key.hasPrefix("NS") && !key.hasPrefix("UI") {
          if let what = Self.secretName(key) {
            report(.error, at: node, "\(path): key '\(key)' \(Self.publicNotice(what))")
          }
          for setting in Self.settingReferences(in: value as? String ?? "") where setting != key {
            if let what = Self.secretName(setting) {
              report(
                .error, at: node, "\(path): key '\(key)' is fed from '\(setting)', which \(Self.publicNotice(what))")
            }
          }
        }
      }
    }
  }

  private static func publicNotice(_ word: String) -> String {
    "is named like a \(word.lowercased().replacingOccurrences(of: "_", with: " ")), but everything in an app bundle "
      + "is public (anyone can read Info.plist from the downloaded app): keep secrets on a server, and name a value "
      + "the app must carry as the public identifier it is (a client id)"
  }

  /// The secret word a name contains, if any (case-insensitively; `apiPassword` too).
  static func secretName(_ name: String) -> String? {
    let upper = name.uppercased()
    return secretWords.first { upper.contains($0) }
  }

  /// The build settings a value names: `$(NAME)` and `${NAME}`.
  static func settingReferences(in value: String) -> [String] {
    var names: [String] = []
    var rest = Substring(value)
    while let start = rest.firstIndex(of: "$") {
      let afterDollar = rest.index(after: start)
      guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
        rest = rest[afterDollar...]
        continue
      }
      let closing: Character = rest[afterDollar] == "(" ? ")" : "}"
      let nameStart = rest.index(after: afterDollar)
      guard let end = rest[nameStart...].firstIndex(of: closing) else { break }
      // `$(NAME:modifier)`: the setting is the part before the colon.
      names.append(String(rest[nameStart..<end].split(separator: ":").first ?? ""))
      rest = rest[rest.index(after: end)...]
    }
    return names.filter { !$0.isEmpty }
  }
}
