#if canImport(SwiftUI)
  import SwiftUI

  /// Seed 001's `ErrorView`: a screen's content replaced by what went wrong and a retry button.
  /// It draws an ``ErrorViewContent`` (which a feature maps from its error in one place) with
  /// ``MessageScreenStyle/resolve(kind:theme:appearance:)``; it decides nothing itself.
  ///
  /// `ErrorView(text.errorContent(error)) { viewModel.retry() }`
  public struct ErrorView: View {
    private let content: ErrorViewContent
    private let retry: (@MainActor () -> Void)?
    @Environment(\.keelTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    /// An error screen; `retry` runs when the retry button is tapped. The button is shown only
    /// when the content has a ``ErrorViewContent/retryLabel`` and a `retry` is given.
    public init(_ content: ErrorViewContent, retry: (@MainActor () -> Void)? = nil) {
      self.content = content
      self.retry = retry
    }

    public var body: some View {
      let style = MessageScreenStyle.resolve(kind: .error, theme: theme, appearance: Appearance(colorScheme))
      MessageScreenLayout(
        symbol: content.symbol, title: content.title, message: content.message, style: style
      ) {
        if let retryLabel = content.retryLabel, let retry {
          DSButton(retryLabel, variant: style.buttonVariant, action: retry)
        }
      }
    }
  }

  /// The layout `ErrorView` and `EmptyStateView` share: a symbol, a title, a message and a
  /// button, centred, in the resolved style.
  struct MessageScreenLayout<Action: View>: View {
    let symbol: String
    let title: String
    let message: String
    let style: MessageScreenStyle
    @ViewBuilder let action: Action

    var body: some View {
      VStack(spacing: style.spacing) {
        Image(systemName: symbol)
          .typography(style.symbolTypography)
          .foregroundColor(Color(style.symbolColor))
        Text(verbatim: title)
          .typography(style.titleTypography)
          .foregroundColor(Color(style.title))
          .accessibilityAddTraits(.isHeader)
        Text(verbatim: message)
          .typography(style.messageTypography)
          .foregroundColor(Color(style.message))
        action
      }
      .padding(style.padding)
      .frame(maxWidth: .infinity)
    }
  }
#endif
