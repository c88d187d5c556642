// Stand-ins for SwiftUI's app shell: App, Scene, SceneBuilder, WindowGroup, ScenePhase and the
// scene-phase environment value, onOpenURL, Scene.onChange, and (where UIKit is) the app-delegate
// adaptor. Sources: see View.swift; "doc:" pages were read as the Averyy/apple-dev-docs copy of
// Apple's documentation where the iPhoneOS18.0 SwiftUI.swiftinterface (1.37 MB) was not searched.

import Foundation

#if canImport(UIKit)
  import UIKit
#endif

// doc: app (`@MainActor @preconcurrency protocol App`), app/body-swift.property (`@SceneBuilder
// @MainActor @preconcurrency var body: Self.Body { get }`), app/init (`@MainActor
// @preconcurrency init()`), app/main (`@MainActor @preconcurrency static func main()`, a default
// implementation). iOS 14, macOS 11.
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @MainActor @preconcurrency init()
}

extension App {
  @MainActor @preconcurrency public static func main() { fatalError("stand-in: the harness never launches an app") }
}

// doc: scene (`@MainActor @preconcurrency protocol Scene`), scene/body-swift.property.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// doc: scenebuilder (`@resultBuilder struct SceneBuilder`), scenebuilder/buildblock(_:) and
// buildexpression(_:) (`static func …<Content>(_ content: Content) -> Content where Content :
// Scene`). One scene per builder is all the app declares.
@resultBuilder
public struct SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

// SwiftUI.swiftinterface (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct
// WindowGroup<Content> : SwiftUI.Scene where Content : SwiftUICore.View`, `nonisolated public
// init(@SwiftUICore.ViewBuilder content: () -> Content)` (deprecated from iOS 18 in favour of
// `init(makeContent:)`, so current for an iOS 17 target), `@_Concurrency.MainActor @preconcurrency
// public var body: some SwiftUI.Scene`, and `@available(*, unavailable) extension
// SwiftUI.WindowGroup : Swift.Sendable`.
public struct WindowGroup<Content: View>: Scene {
  @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)")
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: some Scene { StandInScene() }
}

@available(*, unavailable)
extension WindowGroup: Sendable {}

// doc: scenephase (`enum ScenePhase`: Comparable, Equatable, Hashable, Sendable; cases in the
// order background, inactive, active, as SwiftUI compares them).
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background
  case inactive
  case active
}

extension EnvironmentValues {
  // doc: environmentvalues/scenephase (`var scenePhase: ScenePhase { get set }`).
  public var scenePhase: ScenePhase {
    get { .active }
    set {}
  }
}

extension View {
  // doc: view/onopenurl(perform:) (`nonisolated func onOpenURL(perform action: @escaping (URL) ->
  // ()) -> some View`; iOS 14, macOS 11).
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { _standInModified() }
}

extension Scene {
  // doc: scene/onchange(of:initial:_:) (`nonisolated func onChange<V>(of value: V, initial: Bool =
  // false, _ action: @escaping () -> Void) -> some Scene where V : Equatable`, and the form whose
  // action takes the old and the new value; iOS 17, macOS 14).
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some Scene { StandInScene() }

  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene { StandInScene() }
}

/// What the stand-in scenes and scene modifiers return: type-checks as `some Scene`, shows
/// nothing. Internal, so no client can name a scene Apple's SwiftUI does not have.
struct StandInScene: Scene {
  nonisolated init() {}
  var body: StandInScene { self }
}

#if canImport(UIKit)
  // doc: uiapplicationdelegateadaptor (`@MainActor @preconcurrency @propertyWrapper struct
  // UIApplicationDelegateAdaptor<DelegateType> where DelegateType : NSObject, DelegateType :
  // UIApplicationDelegate`; iOS 14, tvOS 14, visionOS; not on macOS, where it is absent here with
  // UIKit), uiapplicationdelegateadaptor/init(_:) (`@MainActor @preconcurrency init(_ delegateType:
  // DelegateType.Type = DelegateType.self)`), uiapplicationdelegateadaptor/wrappedvalue
  // (`@MainActor @preconcurrency var wrappedValue: DelegateType { get }`). Sendable, as the
  // page's relationships list it (a main-actor struct is).
  @available(macOS, unavailable)
  @MainActor @preconcurrency @propertyWrapper
  public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    @MainActor @preconcurrency public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    @MainActor @preconcurrency public var wrappedValue: DelegateType { fatalError("stand-in") }
  }
#endif
