import Foundation

/// Where the paywall's legal links go (App Review requires both next to a subscription offer).
public struct PaywallLinks: Sendable, Hashable {
  public let terms: URL
  public let privacy: URL

  public init(terms: URL, privacy: URL) {
    self.terms = terms
    self.privacy = privacy
  }
}
