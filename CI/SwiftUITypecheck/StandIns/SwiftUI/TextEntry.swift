// Stand-ins for SwiftUI's text entry beyond TextInput.swift: the StringProtocol and `axis:` text
// field initializers, the text editor, and the submit and autocorrection modifiers. Sources: see
// View.swift. The UIKit-only keyboard type is in TextEntryUIKit.swift.

// SwiftUI.swiftinterface (iOS 18.0): `@_disfavoredOverload nonisolated public init<S>(_ title: S,
// text: Binding<String>) where S : StringProtocol` (TextField, where Label == Text), so a `String`
// title is shown as it is; SecureField's per doc securefield/init(_:text:)-(StringProtocol,_).
extension TextField where Label == Text {
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = Text(title)
    self.text = text
  }

  // SwiftUI.swiftinterface (iOS 18.0): `nonisolated public init(_ titleKey: LocalizedStringKey,
  // text:, axis: Axis)` and its `@_disfavoredOverload` StringProtocol form (iOS 16, macOS 13).
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text)
  }
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
  }
}

extension SecureField where Label == Text {
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = Text(title)
    self.text = text
  }
}

// SwiftUI.swiftinterface (iOS 18.0): `@available(iOS 14.0, macOS 11.0, *) @available(tvOS,
// unavailable) @available(watchOS, unavailable) @MainActor @preconcurrency public struct TextEditor
// : View`, `nonisolated public init(text: Binding<String>)`, unavailable Sendable.
@MainActor @preconcurrency
public struct TextEditor: View {
  nonisolated public init(text: Binding<String>) { self.text = text }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  let text: Binding<String>
}

extension TextEditor: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    [TextEntryNode.node("TextEditor", title: nil, text: text, shown: text.wrappedValue, in: environment)]
  }
}

@available(*, unavailable)
extension TextEditor: Sendable {}

// SwiftUI.swiftinterface (iOS 18.0): `public struct SubmitLabel : Sendable` (iOS 15, macOS 12),
// its labels `public static var … { get }`.
public struct SubmitLabel: Sendable {
  let id: Int
  public static var done: SubmitLabel { SubmitLabel(id: 0) }
  public static var go: SubmitLabel { SubmitLabel(id: 1) }
  public static var send: SubmitLabel { SubmitLabel(id: 2) }
  public static var join: SubmitLabel { SubmitLabel(id: 3) }
  public static var route: SubmitLabel { SubmitLabel(id: 4) }
  public static var search: SubmitLabel { SubmitLabel(id: 5) }
  public static var `return`: SubmitLabel { SubmitLabel(id: 6) }
  public static var next: SubmitLabel { SubmitLabel(id: 7) }
  public static var `continue`: SubmitLabel { SubmitLabel(id: 8) }
}

// SwiftUI.swiftinterface (iOS 18.0): `public struct SubmitTriggers : OptionSet, Sendable` with
// `RawValue = Int`, `public static let text` and `public static let search`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
  // doc: view/autocorrectiondisabled(_:) (iOS 13, macOS 10.15, watchOS 8).
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { _standInModified(disable) }

  // SwiftUI.swiftinterface (iOS 18.0): `nonisolated public func submitLabel(_:)` (iOS 15, macOS 12).
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { _standInModified(submitLabel) }

  // SwiftUI.swiftinterface (iOS 18.0): `nonisolated public func onSubmit(of triggers: SubmitTriggers
  // = .text, _ action: @escaping (() -> Void)) -> some View` (iOS 15, macOS 12).
  nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    _standInModified { $0.action = action }
  }
}

// SwiftUI.swiftinterface (iOS 18.0): `@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
// @available(macOS, unavailable) public struct TextInputAutocapitalization : Sendable` (static vars
// never, words, sentences, characters) and `nonisolated public func textInputAutocapitalization(_:
// TextInputAutocapitalization?)` with the same availability.
#if KEEL_HARNESS_MACOS
  @available(*, unavailable, message: "not on macOS: the SDK declares it @available(macOS, unavailable)")
  public struct TextInputAutocapitalization: Sendable {
    let behavior: TextInputAutocapitalizationBehavior
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(behavior: .never) }
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(behavior: .words) }
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(behavior: .sentences) }
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(behavior: .characters) }
  }

  extension View {
    @available(*, unavailable, message: "not on macOS: the SDK declares it @available(macOS, unavailable)")
    nonisolated public func textInputAutocapitalization(
      _ autocapitalization: TextInputAutocapitalization?
    )
      -> some View
    {
      _standInModified()
    }
  }
#else
  @available(macOS, unavailable)
  public struct TextInputAutocapitalization: Sendable {
    let behavior: TextInputAutocapitalizationBehavior
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(behavior: .never) }
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(behavior: .words) }
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(behavior: .sentences) }
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(behavior: .characters) }
  }

  @available(macOS, unavailable)
  extension View {
    nonisolated public func textInputAutocapitalization(
      _ autocapitalization: TextInputAutocapitalization?
    )
      -> some View
    {
      _standInModified(autocapitalization?.behavior)
    }
  }
#endif

/// What a `TextInputAutocapitalization` does, so the tree writes it by name
/// (`.textInputAutocapitalization(never)`). Internal: Apple's type has no such member.
enum TextInputAutocapitalizationBehavior {
  case never, words, sentences, characters
}
