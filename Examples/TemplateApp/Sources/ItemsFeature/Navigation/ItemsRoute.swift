/// Where the Items tab can be: what deep links, restoration and tests speak (DESIGN: routes and
/// screens). The coordinator turns a route into an ``ItemsScreen`` through the factory.
public enum ItemsRoute: Hashable, Codable, Sendable {
  case list
  /// An item's detail, pushed onto the list.
  case detail(id: String)
  /// The editor for a new item, as a sheet.
  case create
  /// The editor for an existing item, as a sheet.
  case edit(id: String)
}
