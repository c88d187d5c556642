// Stand-in for a navigation stack that keeps its own path (a sheet's stack, whose toolbar needs
// a navigation bar but which pushes nothing the app tracks). Sources: see View.swift.

// doc: navigationpath (`struct NavigationPath`, a type-erased list of pushed values). Only the
// type is declared: the root-only stack below names it as its `Data`; our code never builds one.
public struct NavigationPath {}

// doc: navigationstack/init(root:) (`@MainActor @preconcurrency init(@ViewBuilder root: () ->
// Root) where Data == NavigationPath`): main-actor isolated as the page declares it, stricter
// than the `nonisolated` path initializer beside it in Navigation.swift.
extension NavigationStack where Data == NavigationPath {
  public init(@ViewBuilder root: () -> Root) { self.init(root: root()) }
}
