// Stand-in for SwiftUI's OpenURLAction and its environment value. Sources: see View.swift; checked
// against doc: openurlaction (`@MainActor @preconcurrency struct OpenURLAction`, iOS 14; no Sendable
// conformance is listed, so it is marked unavailable as for the SDK's other main-actor structs),
// openurlaction/callasfunction(_:) (`@MainActor @preconcurrency func callAsFunction(_ url: URL)`) and
// environmentvalues/openurl (`var openURL: OpenURLAction { get set }`).

import Foundation

@MainActor @preconcurrency
public struct OpenURLAction {
  nonisolated init() {}

  @MainActor @preconcurrency public func callAsFunction(_ url: URL) {}
}

@available(*, unavailable)
extension OpenURLAction: Sendable {}

extension EnvironmentValues {
  /// The system's action unless an ancestor set one; the view tree evaluates bodies that read
  /// it (the web screen hands it to its WebKit bridge), so it must not trap. The stand-in's
  /// opens nothing.
  public var openURL: OpenURLAction {
    get { OpenURLAction() }
    set {}
  }
}
