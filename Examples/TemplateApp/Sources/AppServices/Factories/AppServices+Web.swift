import Foundation
import WebFeature

extension AppServices {
  /// The web root's view model for the status URL (WebFeature has no factory protocol: one
  /// screen, one view model).
  public func makeWebViewModel(url: URL) -> WebViewModel {
    WebViewModel(url: url)
  }
}
