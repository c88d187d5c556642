// Stand-ins for SwiftUI's accessibility modifiers. Sources: see View.swift.

// SwiftUI.swiftinterface (iOS 18.0): `accessibilityLabel(_:)` for `Text`, `LocalizedStringKey`
// and (`@_disfavoredOverload`) `S : StringProtocol`, each `nonisolated` and returning
// `ModifiedContent<Self, AccessibilityAttachmentModifier>`.
extension View {
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier("accessibilityLabel", label))
  }

  nonisolated public func accessibilityLabel(
    _ labelKey: LocalizedStringKey
  ) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier("accessibilityLabel", labelKey))
  }

  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(
    _ label: S
  ) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier("accessibilityLabel", String(label)))
  }

  // doc: view/accessibilityaddtraits(_:) (`nonisolated`, the same return type as above).
  nonisolated public func accessibilityAddTraits(
    _ traits: AccessibilityTraits
  ) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier("accessibilityAddTraits", traits))
  }
}

// doc: accessibilityattachmentmodifier (`@frozen public struct AccessibilityAttachmentModifier :
// ViewModifier`); made only by the modifiers above.
public struct AccessibilityAttachmentModifier: ViewModifier {
  nonisolated init(_ name: String, _ argument: Any) {
    record = _RecordedModifier(function: name, arguments: [ArgumentDescription.describe(argument)])
  }
  public func body(content: Content) -> Content { content }
  /// The view tree's record of what was attached.
  nonisolated(unsafe) let record: _RecordedModifier
}

extension AccessibilityAttachmentModifier: _ModifierRecording {}

@available(*, unavailable)
extension AccessibilityAttachmentModifier: Sendable {}

// SwiftUICore.swiftinterface (iOS 18.0): `public struct AccessibilityTraits : SetAlgebra, Sendable`
// with `public init()`, the SetAlgebra members and `public static let` traits (isButton, isHeader,
// isSelected, isLink, isSearchField, isImage, isStaticText, updatesFrequently among them); no public
// raw value.
public struct AccessibilityTraits: SetAlgebra, Sendable {
  private var bits: UInt32

  private init(bits: UInt32) { self.bits = bits }
  public init() { bits = 0 }

  public static let isButton = AccessibilityTraits(bits: 1 << 0)
  public static let isHeader = AccessibilityTraits(bits: 1 << 1)
  public static let isSelected = AccessibilityTraits(bits: 1 << 2)
  public static let isLink = AccessibilityTraits(bits: 1 << 3)
  public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
  public static let isImage = AccessibilityTraits(bits: 1 << 5)
  public static let isStaticText = AccessibilityTraits(bits: 1 << 6)
  public static let updatesFrequently = AccessibilityTraits(bits: 1 << 7)

  public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits | other.bits)
  }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits & other.bits)
  }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits ^ other.bits)
  }
  @discardableResult
  public mutating func insert(
    _ newMember: AccessibilityTraits
  ) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    bits &= ~member.bits
    return member
  }
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let old = contains(newMember) ? newMember : nil
    bits |= newMember.bits
    return old
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
  public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}
