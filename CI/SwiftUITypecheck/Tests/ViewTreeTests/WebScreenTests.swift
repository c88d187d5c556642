// The web screen wraps UIKit's WKWebView: it exists in the iOS build of the harness only.
#if canImport(UIKit)
  import AppLocalization
  import Foundation
  @_spi(ViewTree) import SwiftUI
  import Testing

  @testable import WebFeature

  extension ViewSnapshots {
    /// The web screen loading, loaded with history, and failed (offline and otherwise), in two
    /// languages; its toolbar and Retry through the tree. The page itself is WebKit's and shows
    /// as the `WebKitView` leaf.
    @MainActor @Suite struct WebScreenTests {
      static let url = URL(string: "https://web.example.org/start")!

      static func viewModel(_ screens: Screens) -> WebViewModel { screens.tracked(WebViewModel(url: url)) }

      @Test(arguments: SnapshotLanguage.allCases)
      func loading(_ language: SnapshotLanguage) throws {
        language.select()
        let viewModel = Self.viewModel(try Screens())
        viewModel.navigationStarted()
        viewModel.progressChanged(0.4)
        assertViewSnapshot(of: WebScreen(viewModel: viewModel), named: language.rawValue)
      }

      @Test(arguments: SnapshotLanguage.allCases)
      func loaded(_ language: SnapshotLanguage) throws {
        language.select()
        let viewModel = Self.viewModel(try Screens())
        viewModel.navigationFinished()
        viewModel.historyChanged(canGoBack: true, canGoForward: false)
        assertViewSnapshot(of: WebScreen(viewModel: viewModel), named: language.rawValue)
      }

      @Test(arguments: SnapshotLanguage.allCases)
      func offline(_ language: SnapshotLanguage) throws {
        language.select()
        let viewModel = Self.viewModel(try Screens())
        viewModel.navigationFailed(
          WebLoadFailure(domain: WebLoadFailure.urlErrorDomain, code: -1009, description: "offline"))
        assertViewSnapshot(of: WebScreen(viewModel: viewModel), named: language.rawValue)
      }

      @Test(arguments: SnapshotLanguage.allCases)
      func error(_ language: SnapshotLanguage) throws {
        language.select()
        let viewModel = Self.viewModel(try Screens())
        viewModel.navigationFailed(
          WebLoadFailure(domain: WebLoadFailure.urlErrorDomain, code: -1001, description: "timed out"))
        assertViewSnapshot(of: WebScreen(viewModel: viewModel), named: language.rawValue)
      }

      /// A JavaScript `confirm` as a native alert titled with the page's site (issue 34 item 18).
      @Test(arguments: SnapshotLanguage.allCases)
      func javaScriptConfirm(_ language: SnapshotLanguage) throws {
        language.select()
        let viewModel = Self.viewModel(try Screens())
        viewModel.navigationFinished()
        viewModel.showConfirm("Leave this page?", host: "web.example.org") { _ in }
        assertViewSnapshot(of: WebScreen(viewModel: viewModel), named: language.rawValue)
        viewModel.cancelDialog()
      }

      /// A JavaScript `prompt`: its field starts from the page's default text.
      @Test(arguments: SnapshotLanguage.allCases)
      func javaScriptPrompt(_ language: SnapshotLanguage) throws {
        language.select()
        let viewModel = Self.viewModel(try Screens())
        viewModel.navigationFinished()
        viewModel.showPrompt("Your name?", defaultText: "Ada", host: nil) { _ in }
        assertViewSnapshot(of: WebScreen(viewModel: viewModel), named: language.rawValue)
        viewModel.cancelDialog()
      }

      /// Without a `WKUIDelegate` the page's `alert` did nothing; now it shows, and its OK
      /// completes the page's handler, once.
      @Test func aJavaScriptAlertShowsAndItsOKAnswersThePage() throws {
        SnapshotLanguage.en.select()
        let viewModel = Self.viewModel(try Screens())
        var answered = 0
        viewModel.showAlert("Saved.", host: "web.example.org") { answered += 1 }
        let tree = ViewTree(WebScreen(viewModel: viewModel))
        let alert = try tree.modifier("alert")
        #expect(alert.arguments.contains("isPresented: true"))
        #expect(alert.arguments.first == "\"web.example.org\"", "titled with the site that speaks")
        #expect(tree.contains(text: "Saved."))
        #expect(
          !alert.content.contains { $0.kind == "Button" && $0.value == L10n.common.cancel }, "an alert has OK only")
        try #require(alert.content.first { $0.kind == "Button" && $0.value == L10n.common.ok }).tap()
        tree.reload()

        #expect(answered == 1)
        #expect(viewModel.dialog == nil)
        #expect(try tree.modifier("alert").arguments.contains("isPresented: false"))
      }

      @Test func retryLoadsAgainAndBackWaitsForHistory() throws {
        SnapshotLanguage.en.select()
        let viewModel = Self.viewModel(try Screens())
        viewModel.navigationFailed(
          WebLoadFailure(domain: WebLoadFailure.urlErrorDomain, code: -1009, description: "offline"))
        let tree = ViewTree(WebScreen(viewModel: viewModel))
        let back = try tree.find("the Back button") {
          $0.kind == "Button" && $0.modifier("accessibilityLabel")?.arguments == ["\"\(L10n.web.back)\""]
        }
        #expect(!back.isEnabled, "no history yet")

        try tree.button(L10n.common.retry).tap()
        tree.reload()

        #expect(viewModel.state == .loading(progress: 0))
        #expect(!tree.contains(text: L10n.web.error.offline))
      }
    }
  }
#endif
