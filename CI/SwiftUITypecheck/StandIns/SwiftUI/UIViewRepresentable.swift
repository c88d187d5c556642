// Stand-in for SwiftUI's UIKit view bridge, available where UIKit is (not built for macOS, where the
// SDK declares it `@available(macOS, unavailable)`). Sources: see View.swift; checked against
// doc: uiviewrepresentable and SwiftUI.swiftinterface's `@MainActor @preconcurrency public protocol
// UIViewRepresentable : SwiftUI.View where Self.Body == Swift.Never` (requirements main-actor
// isolated; `Coordinator` defaults to Void with a default `makeCoordinator()`; `dismantleUIView` has a
// default; `Context` is `UIViewRepresentableContext<Self>`, a main-actor struct with `coordinator`).
import UIKit

@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>

  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
  public var body: Never { primitiveBody() }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

// doc: uiviewrepresentablecontext (`@MainActor @preconcurrency public struct
// UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable`).
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  // `public let coordinator` in the SDK; a get-only property is the same to clients.
  public var coordinator: Representable.Coordinator { coordinatorValue }
  public let environment: EnvironmentValues
  private let coordinatorValue: Representable.Coordinator

  /// The harness makes one when a hosting controller's view loads (UIHostingController.swift).
  init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
    coordinatorValue = coordinator
    self.environment = environment
  }
}
