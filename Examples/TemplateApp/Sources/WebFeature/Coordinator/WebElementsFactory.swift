import Foundation

/// Builds the web flow's view model with its dependencies (the navigation policy and its
/// logger). The composition root implements it; tests implement it with their own policy.
@MainActor
public protocol WebElementsFactory {
  func makeWebViewModel(url: URL) -> WebViewModel
}
