/// A screen of seed 000: an enum case carrying its view model, identified by that instance.
///
/// Two screens are the same screen when they carry the same view-model object, which is what
/// SwiftUI needs to keep a pushed view's identity while the path changes around it.
public protocol ScreenIdentifiable: Hashable {
  /// The identity of the screen's view model, which equality and hashing use.
  var screenID: ObjectIdentifier { get }
}

extension ScreenIdentifiable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.screenID == rhs.screenID }
  public func hash(into hasher: inout Hasher) { hasher.combine(screenID) }
}

/// Seed 000's per-feature navigation object, built on a ``Navigator`` of screens.
///
/// The feature's Apple-only view maps each `Screen` to a view (see `NavigationStorableView`).
/// Screens hold view models, so they are never persisted; save routes instead.
@MainActor
public protocol NavigationStorable: AnyObject {
  /// The screens this coordinator shows.
  associatedtype Screen: ScreenIdentifiable
  /// The navigator that holds the screens.
  var navigator: Navigator<Screen> { get }
}

extension NavigationStorable {
  /// The pushed screens, root first.
  public var path: [Screen] { navigator.path }
  /// Pushes `screen`.
  public func push(_ screen: Screen) { navigator.push(screen) }
  /// Pops the top screen, if any.
  public func pop() { navigator.pop() }
  /// Pops every pushed screen.
  public func popToRoot() { navigator.popToRoot() }
  /// Presents `screen` as a sheet, replacing what was presented (one modal per navigator).
  public func present(_ screen: Screen) { navigator.presentSheet(screen) }
  /// Presents `screen` as a full-screen cover (a sheet on macOS), replacing what was presented.
  public func presentFullScreen(_ screen: Screen) { navigator.presentCover(screen) }
  /// Dismisses what is presented, if anything.
  public func dismiss() { navigator.dismiss() }
}
