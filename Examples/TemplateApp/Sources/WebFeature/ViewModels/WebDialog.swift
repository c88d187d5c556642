import Foundation

/// A JavaScript `alert`, `confirm` or `prompt` the page asked for, shown as a native alert
/// (WebKit's `WKUIDelegate` hands them to the app; without one they do nothing). The page's
/// script waits until the person answers through ``WebViewModel/confirmDialog()`` or
/// ``WebViewModel/cancelDialog()``.
public struct WebDialog: Sendable, Hashable, Identifiable {
  public enum Kind: Sendable, Hashable {
    /// A message and OK.
    case alert
    /// A question with OK and Cancel.
    case confirm
    /// A question with a text field, OK and Cancel (``WebViewModel/promptText``).
    case prompt
  }

  public let id = UUID()
  public let kind: Kind
  public let message: String
  /// The host of the page that asked, shown as the title: Apple asks apps to make clear which
  /// website controls the panel's content (`WKUIDelegate`'s documentation). Nil without one.
  public let host: String?

  public init(kind: Kind, message: String, host: String?) {
    self.kind = kind
    self.message = message
    self.host = host.flatMap { $0.isEmpty ? nil : $0 }
  }
}
