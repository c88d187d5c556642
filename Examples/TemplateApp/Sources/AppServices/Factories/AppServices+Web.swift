import Foundation
import WebFeature

extension AppServices: WebElementsFactory {
  /// The web root's view model for the status URL, with the policy's default logger.
  public func makeWebViewModel(url: URL) -> WebViewModel {
    WebViewModel(url: url)
  }
}
