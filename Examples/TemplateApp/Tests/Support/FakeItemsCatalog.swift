// keel:sample begin
import AppFixtures

/// The tests' name for the in-memory items catalog, which lives in AppFixtures so the Favorites
/// tab's previews can use it too (one implementation for both).
public typealias FakeItemsCatalog = FixtureItemsCatalog
// keel:sample end
