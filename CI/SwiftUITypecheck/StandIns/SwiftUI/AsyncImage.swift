// Stand-ins for SwiftUI's AsyncImage and AsyncImagePhase. Sources: see View.swift.
//
// Checked against Apple's documentation pages (doc: asyncimage, asyncimage/init(url:scale:),
// asyncimage/init(url:scale:transaction:content:), asyncimagephase: `case failure(any Error)`)
// and OpenSwiftUI's Sources/OpenSwiftUI/View/Image/AsyncImage.swift ("Audited for iOS 18.0":
// `public struct AsyncImage<Content>: View where Content : View`, `@available(*, unavailable)
// extension AsyncImage: Sendable {}`, `public enum AsyncImagePhase: Sendable`), with the
// isolation SwiftUI.swiftinterface (iOS 18.0) gives every view declared with its View
// conformance (`@_Concurrency.MainActor @preconcurrency public struct …`, initializers
// `nonisolated`, as its TextEditor and WindowGroup show). The declaration itself was not found
// in the 1.3 MB interface; where in doubt the stand-in is the stricter one: the `transaction:`
// parameter (a `Transaction = Transaction()` default there) is left out, so code passing one
// fails here rather than in Xcode.

import Foundation

// doc: asyncimage (iOS 15, macOS 12). A view whose content closure gets the load's phase.
@MainActor @preconcurrency
public struct AsyncImage<Content: View>: View {
  // doc: asyncimage/init(url:scale:transaction:content:) (the transaction left out, see above).
  nonisolated public init(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {}

  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

// OpenSwiftUI's iOS 18.0 audit: not Sendable (its content closure is not).
@available(*, unavailable)
extension AsyncImage: Sendable {}

// doc: asyncimagephase; OpenSwiftUI's iOS 18.0 audit: `Sendable`, not frozen (apps switch over
// it with `@unknown default`).
public enum AsyncImagePhase: Sendable {
  case empty
  case success(Image)
  case failure(any Error)

  public var image: Image? {
    if case .success(let image) = self { image } else { nil }
  }

  public var error: (any Error)? {
    if case .failure(let error) = self { error } else { nil }
  }
}
