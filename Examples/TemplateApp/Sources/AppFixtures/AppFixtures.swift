import AppDomain
import Foundation

/// The reference app's fixture data, in one place: the mock configuration's items
/// (``FixtureItemsRepository``), the shared test fakes' sample (the first three items) and every
/// SwiftUI preview read it from here, so a preview shows what a mock build shows and what the
/// tests assert on.
///
/// A module of its own, importable by feature modules (whose previews need it), AppServices (the
/// mock configuration) and the test support: test fakes in `Tests/Support` cannot be imported by
/// sources, and feature modules cannot import AppServices.
public enum AppFixtures {
  /// Four items in three categories: drinks 6.00, pastries 2.15, shop 24.90.
  public static let items: [Item] = [
    Item(id: "espresso", title: "Espresso", category: "drinks", price: Decimal(string: "2.40")!),
    Item(id: "flat-white", title: "Flat white", category: "drinks", price: Decimal(string: "3.60")!),
    Item(id: "croissant", title: "Croissant", category: "pastries", price: Decimal(string: "2.15")!),
    Item(id: "beans-1kg", title: "Beans, 1 kg", category: "shop", price: Decimal(string: "24.90")!),
  ]

  /// The favorites a preview starts with: one drink.
  public static let favoriteIDs: Set<String> = ["flat-white"]

  /// A moment for previews that show the time (2026-03-10 09:00 UTC), so they look the same each
  /// time.
  public static let now = Date(timeIntervalSince1970: 1_773_133_200)

  /// The time zone previews show times in.
  public static let timeZone = TimeZone(identifier: "UTC") ?? .current

  /// A password as a person would type it into a preview's form: made at run time, never a
  /// credential written into the source.
  public static var typedPassword: String { String(UUID().uuidString.prefix(12)) }

  /// The page the previews' web screen shows (web mode's start page, as the status answers it).
  public static let webURL = URL(string: "https://example.org/app") ?? URL(fileURLWithPath: "/")

  /// The person the previews' sign-in signs in: the profile's.
  public static let signedInUser = SignedInUser(id: "fixture-user", email: profile.email)

  /// A signed-in person's profile, joined on 3 March 2024 (UTC), active, without a picture.
  public static let profile = UserProfile(
    email: "ana@example.com", displayName: "Ana", bio: "Coffee first.", pictureURL: nil,
    joinDate: Date(timeIntervalSince1970: 1_709_424_000), isActive: true)
}
