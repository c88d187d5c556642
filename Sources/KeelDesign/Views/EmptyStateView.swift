#if canImport(SwiftUI)
  import SwiftUI

  /// Seed 001's `EmptyStateView`: a loaded screen with nothing to list says so, and how to add
  /// the first thing. It draws an ``EmptyStateContent`` with
  /// ``MessageScreenStyle/resolve(kind:theme:appearance:)``; it decides nothing itself.
  ///
  /// `EmptyStateView(text.emptyContent) { viewModel.create() }`
  public struct EmptyStateView: View {
    private let content: EmptyStateContent
    private let action: (@MainActor () -> Void)?
    @Environment(\.keelTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    /// An empty state; `action` runs when its button is tapped. The button is shown only when
    /// the content has an ``EmptyStateContent/actionLabel`` and an action is given.
    public init(_ content: EmptyStateContent, action: (@MainActor () -> Void)? = nil) {
      self.content = content
      self.action = action
    }

    public var body: some View {
      let style = MessageScreenStyle.resolve(kind: .empty, theme: theme, appearance: Appearance(colorScheme))
      MessageScreenLayout(
        symbol: content.symbol, title: content.title, message: content.message, style: style
      ) {
        if let actionLabel = content.actionLabel, let action {
          DSButton(actionLabel, variant: style.buttonVariant, action: action)
        }
      }
    }
  }
#endif
