import Foundation

/// Chooses among an app's localizations the way Apple's
/// `Bundle.preferredLocalizations(from:forPreferences:)` does on iOS and macOS (CoreFoundation
/// hands the choice to ICU's `ualoc_localizationsToUse`), so a person sees the same language
/// under Keel as under Apple's own lookup. swift-corelibs-foundation on Linux implements a
/// different match (given `en, de, zh-Hans, es-419, …` it answers `en` for `zh-Hans-CN`, `es-MX`,
/// even `de-AT`), so this is written out here rather than borrowed.
///
/// The algorithm:
/// 1. Every identifier is canonicalized (`zh_hans-cn` → `zh_Hans_CN`), then normalized with
///    legacy names and aliases: `English` → `en`, `zh_CN` → `zh_Hans_CN`, `zh_TW` → `zh_Hant_TW`,
///    `zh_HK` → `zh_Hant_HK`, `no_NO` → `nb_NO`, `iw` → `he`, `in` → `id`, `sh` → `sr_Latn`.
///    `Base` is never a candidate (it holds storyboards, not a language).
/// 2. Each identifier has a parent chain: Apple's own parents first (`en_AU` → `en_GB` →
///    `en_001`, `es_MX` → `es_419`, `zh_Hant_HK` → `zh_HK` → `zh_Hant` → `zh_TW`), then CLDR's
///    parent locales (`es_AR` → `es_419`, `pt_AO` → `pt_PT`, `nb` → `no`; a script that is not the
///    language's default, such as `sr_Latn` or `zh_Hant`, ends at the root instead of falling back
///    to `sr` or `zh`), then dropping the last subtag (`zh_Hans_CN` → `zh_Hans` → `zh`).
///    A localization that names a region other than its language's default (`it_CH`, `en_GB`)
///    counts one step further away, so `it` prefers `it_IT` over `it_CH`.
/// 3. The preferences are tried in order; the first that matches any localization decides. An
///    identical or equally normalized localization wins outright; otherwise the localization
///    sharing an ancestor at the fewest combined steps wins (ties: the earlier localization), with
///    one more step when the languages differ (`nb` ~ `no`). `pt_PT` reaches `pt_BR` only when
///    no preference matches anything else.
/// 4. If that match names a region and is not exact, a later preference of the same language
///    that matches a localization exactly wins instead (`fr-CH, fr-CA` with `fr-FR, fr-CA` → `fr-CA`).
/// 5. No match: the development language (``Localizer`` uses the base language).
public enum LanguageMatcher {
  /// The localizations to use, best first, then the other localizations on its parent chain
  /// (`zh-Hant-HK` with `zh-HK`, `zh-Hant` → `["zh-HK", "zh-Hant"]`); empty when nothing
  /// matches, where Apple falls back to the development language.
  public static func preferredLocalizations(
    from available: [String], forPreferences preferences: [String]
  )
    -> [String]
  {
    let candidates = available.map(Identifier.init).filter { $0.base != "base" && !$0.base.isEmpty }
    let wanted = preferences.map(Identifier.init).filter { !$0.base.isEmpty }
    guard let best = bestMatch(for: wanted, among: candidates) else { return [] }
    var localizations = [best.original]
    var previous: String?
    for ancestor in best.chain(penalizingNonDefaultRegion: true) where ancestor != previous {
      previous = ancestor
      for candidate in candidates
      where candidate.original != best.original && !localizations.contains(candidate.original) {
        if candidate.normalized == ancestor || (ancestor == "zh_Hant_HK" && candidate.normalized == "zh_Hant_TW") {
          localizations.append(candidate.original)
        }
      }
    }
    return localizations
  }

  /// Steps 3 and 4 of the algorithm: the localization that matches the first preference it can.
  private static func bestMatch(for wanted: [Identifier], among candidates: [Identifier]) -> Identifier? {
    var result: (match: Identifier, score: Int)?
    var portuguese: Identifier?
    for preference in wanted where result == nil {
      for candidate in candidates {
        let score = self.score(preference, candidate, toBeat: result?.score ?? .max, portuguese: &portuguese)
        if let score, score < result?.score ?? .max { result = (candidate, score) }
      }
    }
    // An inexact regional match yields to a later preference of that language matched exactly
    // (Apple leaves Chinese out of this step).
    guard var (found, score) = result else { return portuguese }
    if score > 0, found.region != nil, found.language != "zh" {
      for preference in wanted where preference.language == found.language {
        if let exact = candidates.first(where: {
          $0.base == preference.base || $0.normalized == preference.normalized
        }) {
          (found, score) = (exact, 0)
        }
      }
    }
    return found
  }

  /// How far `candidate` is from `preference` (lower is nearer; `nil`: no match, or no better
  /// than `best`). A `pt_PT` preference meeting `pt_BR` is kept aside in `portuguese` instead.
  private static func score(
    _ preference: Identifier, _ candidate: Identifier, toBeat best: Int, portuguese: inout Identifier?
  ) -> Int? {
    if best > -1, preference.base == candidate.base { return -1 }
    guard best > 0 else { return nil }
    if preference.normalized == candidate.normalized { return 0 }
    guard preference.languageGroup == candidate.languageGroup else { return nil }
    let candidateChain = candidate.chain(penalizingNonDefaultRegion: true)
    var nearest: Int?
    for (preferenceIndex, ancestor) in preference.chain(penalizingNonDefaultRegion: false).enumerated() {
      for (candidateIndex, other) in candidateChain.enumerated() where ancestor == other {
        if preference.normalized == "pt_PT" && candidate.normalized == "pt_BR" {
          portuguese = candidate
          continue
        }
        let score = preferenceIndex + candidateIndex + (preference.language == candidate.language ? 0 : 1)
        nearest = min(nearest ?? .max, score)
      }
    }
    return nearest
  }

  /// The locale identifier (`zh_Hant_TW`) a localization name stands for: `English` → `en`,
  /// `zh_CN` → `zh_Hans_CN`, `pt-br` → `pt_BR`.
  public static func normalizedIdentifier(_ localization: String) -> String {
    Identifier(localization).normalized
  }

  // MARK: - Identifiers

  struct Identifier {
    let original: String
    /// Canonical case and `_` separators, as ICU's `uloc_getBaseName`.
    let base: String
    /// `base` with legacy names and aliases replaced.
    let normalized: String
    let language: String
    let region: String?
    /// Languages whose chains can meet although their codes differ.
    var languageGroup: String { Tables.languageGroups[language] ?? language }

    init(_ original: String) {
      self.original = original
      base = Self.canonical(original)
      normalized = Self.normalize(base)
      let subtags = normalized.split(separator: "_").map(String.init)
      language = subtags.first ?? ""
      region = subtags.dropFirst().first(where: Self.isRegion)
    }

    /// The identifier itself, then its parents up to (not including) the root.
    func chain(penalizingNonDefaultRegion: Bool) -> [String] {
      var chain = [normalized]
      if penalizingNonDefaultRegion, region != nil, normalized != "es_MX", normalized != "zh_Hant_TW",
        !Self.hasDefaultRegion(normalized)
      {
        chain.append(normalized)
      }
      var current = normalized
      while chain.count < 10, let parent = Self.parent(of: current) {
        chain.append(parent)
        current = parent
      }
      return chain
    }

    static func parent(of identifier: String) -> String? {
      if let parent = Tables.appleParents[identifier] ?? Tables.cldrParents[identifier] {
        return parent == "root" ? nil : parent
      }
      guard let separator = identifier.lastIndex(of: "_") else { return nil }
      return String(identifier[..<separator])
    }

    /// Whether the region is the one a language's likely subtags give it (`de_DE`, `zh_Hans_CN`),
    /// which ICU's `uloc_minimizeSubtags` would drop.
    static func hasDefaultRegion(_ identifier: String) -> Bool {
      let subtags = identifier.split(separator: "_").map(String.init)
      guard subtags.count > 1, let region = subtags.last, isRegion(region), let language = subtags.first else {
        return false
      }
      let script = subtags.count == 3 ? subtags[1] : nil
      let key = script.map { "\(language)_\($0)" } ?? language
      if let likely = Tables.likelyRegions[key] { return likely == region }
      if let script, Tables.likelyRegions[language] != nil, Tables.defaultScripts[language] == script {
        return Tables.likelyRegions[language] == region
      }
      return false
    }

    static func isRegion(_ subtag: String) -> Bool {
      (subtag.count == 2 && subtag.allSatisfy(\.isLetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
    }

    /// `zh-hans-cn` → `zh_Hans_CN`; `English` → `english`; variants are upper-cased and kept.
    static func canonical(_ text: String) -> String {
      let subtags = text.trimmingCharacters(in: .whitespaces).split(whereSeparator: { $0 == "-" || $0 == "_" })
      guard let first = subtags.first else { return "" }
      var parts = [first.lowercased()]
      for subtag in subtags.dropFirst() {
        if subtag.count == 4, subtag.allSatisfy(\.isLetter), parts.count == 1 {
          parts.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
        } else {
          parts.append(subtag.uppercased())
        }
      }
      return parts.joined(separator: "_")
    }

    static func normalize(_ base: String) -> String {
      if let alias = Tables.aliases[base] { return alias }
      let subtags = base.split(separator: "_", maxSplits: 1).map(String.init)
      guard let language = subtags.first, let alias = Tables.languageAliases[language] else { return base }
      guard subtags.count == 2 else { return alias }
      // A language alias that brings its own script (`sh` → `sr_Latn`) keeps only the region.
      if alias.contains("_") {
        let rest = subtags[1].split(separator: "_").map(String.init)
        return rest.last.map { isRegion($0) ? "\(alias)_\($0)" : alias } ?? alias
      }
      return "\(alias)_\(subtags[1])"
    }
  }
}
