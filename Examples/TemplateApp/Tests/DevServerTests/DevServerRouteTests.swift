import DevServer
import Foundation
import Testing

/// API.md is the contract: every `METHOD /path` line in its table is a route the server
/// serves with the documented auth, and every route is documented.
@Suite struct DevServerRouteTests {
  struct Documented: Hashable {
    let method: String
    let path: String
    let auth: String
  }

  static func documentedEndpoints() throws -> [Documented] {
    let apiMD = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("API.md")
    let text = try String(contentsOf: apiMD, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line -> Documented? in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 2, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { return nil }
      let parts = cells[0].dropFirst().dropLast().split(separator: " ")
      guard parts.count == 2, ["GET", "POST", "PUT", "DELETE", "PATCH"].contains(String(parts[0])) else { return nil }
      let path = parts[1].split(separator: "?").first.map(String.init) ?? ""
      return Documented(method: String(parts[0]), path: path, auth: cells[1])
    }
  }

  static func authName(_ authentication: DevServerRoute.Authentication) -> String {
    switch authentication {
    case .none: "none"
    case .basic: "basic"
    case .bearer: "bearer"
    }
  }

  @Test func apiMDListsExactlyTheServedRoutes() throws {
    let documented = try Self.documentedEndpoints()
    #expect(documented.count == DevServerRoute.allCases.count)
    let served = DevServerRoute.allCases.map {
      Documented(method: $0.method, path: $0.pathPattern, auth: Self.authName($0.authentication))
    }
    #expect(Set(documented) == Set(served))
  }

  @Test func pathsMatchWithTheirParameterAndMethod() {
    #expect(DevServerRoute.matching(method: "GET", path: "/items/espresso") == .item)
    #expect(DevServerRoute.matching(method: "GET", path: "/items/") == .items)
    #expect(DevServerRoute.matching(method: "get", path: "/profile") == .profile)
    #expect(DevServerRoute.matching(method: "PUT", path: "/profile") == .updateProfile)
    #expect(DevServerRoute.matching(method: "DELETE", path: "/profile") == nil)
    #expect(DevServerRoute.matching(method: "POST", path: "/items") == .createItem)
    #expect(DevServerRoute.matching(method: "PUT", path: "/items/espresso") == .updateItem)
    #expect(DevServerRoute.matching(method: "DELETE", path: "/items/espresso") == .deleteItem)
    #expect(DevServerRoute.matching(method: "DELETE", path: "/items") == nil)
    #expect(DevServerRoute.matching(method: "GET", path: "/items/a/b") == nil)
    #expect(DevServerRoute.matching(method: "GET", path: "/") == nil)
  }

  /// The path is split once for all routes (it was split once per route): a trailing slash, an
  /// empty `{id}` and a path far longer than any route still match as before.
  @Test func trailingSlashesEmptyParametersAndLongPaths() {
    #expect(DevServerRoute.matching(method: "GET", path: "/items/espresso/") == .item)
    #expect(DevServerRoute.matching(method: "GET", path: "/items//") == nil)
    #expect(DevServerRoute.matching(method: "Put", path: "/profile/") == .updateProfile)
    #expect(DevServerRoute.matching(method: "GET", path: "/items/" + String(repeating: "a/", count: 10_000)) == nil)
    #expect(DevServerRoute.matching(method: "GET", path: "/items/" + String(repeating: "a", count: 10_000)) == .item)
  }
}
