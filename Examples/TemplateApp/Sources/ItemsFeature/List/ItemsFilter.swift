import AppDomain
import Foundation

/// The list's text filter, a pure function: an item matches when every word of the query is in
/// its title or its category, ignoring case and accents ("cafe" finds "Café"). Blank shows all.
public enum ItemsFilter {
  public static func apply(_ query: String, to items: [Item], locale: Locale = .current) -> [Item] {
    let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return items }
    return items.filter { item in
      words.allSatisfy { word in
        [item.title, item.category].contains {
          $0.range(of: word, options: [.caseInsensitive, .diacriticInsensitive], locale: locale) != nil
        }
      }
    }
  }
}
