import Foundation
import KeelCore
import KeelTesting
import Logging
import Testing
import WebFeature

/// Records the commands the view model sends to the web view.
@MainActor
final class RecordingWebView: WebViewControlling {
  enum Command: Equatable {
    case load(URL), goBack, goForward, reload
  }

  var commands: [Command] = []

  func load(_ url: URL) { commands.append(.load(url)) }
  func goBack() { commands.append(.goBack) }
  func goForward() { commands.append(.goForward) }
  func reload() { commands.append(.reload) }
}

@MainActor
@Suite("WebViewModel")
struct WebViewModelTests {
  static let start = URL(string: "https://example.org/start")!

  static func makeViewModel(_ tracker: LeakTracker) -> (WebViewModel, LogCapture) {
    let capture = LogCapture()
    let viewModel = WebViewModel(url: start, policy: WebNavigationPolicy(logger: capture.logger("keel.web")))
    tracker.track(viewModel)
    return (viewModel, capture)
  }

  @Test func attachingLoadsTheStatusURLAndProgressRunsToLoaded() async throws {
    let tracker = LeakTracker()
    let web = RecordingWebView()
    do {
      let (viewModel, _) = Self.makeViewModel(tracker)
      viewModel.attach(web)
      #expect(web.commands == [.load(Self.start)] && viewModel.isLoading)
      viewModel.navigationStarted()
      viewModel.progressChanged(0.4)
      #expect(viewModel.state == .loading(progress: 0.4))
      viewModel.progressChanged(1.7)
      #expect(viewModel.state == .loading(progress: 1))
      viewModel.navigationFinished()
      #expect(viewModel.state == .loaded)
      viewModel.progressChanged(0.2)
      #expect(viewModel.state == .loaded, "late progress does not reopen a finished load")
    }
    try await assertNoLeaks(tracker)
  }

  @Test func backAndForwardFollowTheHistoryAndReloadReloads() async throws {
    let tracker = LeakTracker()
    let web = RecordingWebView()
    do {
      let (viewModel, _) = Self.makeViewModel(tracker)
      viewModel.attach(web)
      viewModel.goBack()
      viewModel.goForward()
      #expect(web.commands == [.load(Self.start)], "nothing to go back or forward to yet")
      viewModel.historyChanged(canGoBack: true, canGoForward: false)
      viewModel.goBack()
      viewModel.historyChanged(canGoBack: false, canGoForward: true)
      viewModel.goForward()
      viewModel.reload()
      #expect(web.commands == [.load(Self.start), .goBack, .goForward, .reload])
      #expect(viewModel.isLoading)
    }
    try await assertNoLeaks(tracker)
  }

  @Test func aFailureOffersARetryOfThePageThatFailed() async throws {
    let tracker = LeakTracker()
    let web = RecordingWebView()
    do {
      let (viewModel, _) = Self.makeViewModel(tracker)
      viewModel.attach(web)
      let next = try #require(URL(string: "https://example.org/next"))
      #expect(viewModel.decide(next) == .allow)
      let offline = WebLoadFailure(domain: WebLoadFailure.urlErrorDomain, code: -1009, description: "offline")
      viewModel.navigationFailed(offline)
      #expect(viewModel.state == .failed(offline) && offline.isOffline)
      viewModel.retry()
      #expect(web.commands == [.load(Self.start), .load(next)] && viewModel.isLoading)
      viewModel.retry()
      #expect(web.commands.count == 2, "a retry only follows a failure")
    }
    try await assertNoLeaks(tracker)
  }

  @Test(arguments: [
    WebLoadFailure(domain: WebLoadFailure.urlErrorDomain, code: -999, description: "cancelled"),
    WebLoadFailure(domain: WebLoadFailure.webKitErrorDomain, code: 102, description: "interrupted by policy"),
  ])
  func anInterruptedNavigationIsNotAFailure(_ failure: WebLoadFailure) async throws {
    let tracker = LeakTracker()
    do {
      let (viewModel, _) = Self.makeViewModel(tracker)
      viewModel.navigationFinished()
      viewModel.navigationFailed(failure)
      #expect(viewModel.state == .loaded)
    }
    try await assertNoLeaks(tracker)
  }

  @Test func blockedAndExternalNavigationsAreDecidedAndLoggedNotRequested() async throws {
    let tracker = LeakTracker()
    let web = RecordingWebView()
    do {
      let (viewModel, capture) = Self.makeViewModel(tracker)
      viewModel.attach(web)
      #expect(
        viewModel.decide(URL(string: "http://example.org")) == .block(reason: "insecure http; only https is loaded"))
      let phone = try #require(URL(string: "tel:+441234567890"))
      #expect(viewModel.decide(phone) == .openExternally(phone))
      #expect(capture.records.count == 1)
      viewModel.navigationFailed(WebLoadFailure(domain: "NSURLErrorDomain", code: -1001, description: "timed out"))
      viewModel.retry()
      #expect(web.commands == [.load(Self.start), .load(Self.start)], "a blocked URL is never retried")
    }
    try await assertNoLeaks(tracker)
  }
}

// MARK: - New windows and JavaScript dialogs (WKUIDelegate)

@MainActor
@Suite("WebViewModel: new windows and dialogs")
struct WebViewModelUITests {
  static let start = URL(string: "https://example.org/start")!

  static func attached(_ tracker: LeakTracker) -> (WebViewModel, RecordingWebView) {
    let web = RecordingWebView()
    let viewModel = WebViewModel(url: start, policy: WebNavigationPolicy(logger: LogCapture().logger("keel.web")))
    tracker.track(viewModel)
    viewModel.attach(web)
    return (viewModel, web)
  }

  @Test func aLinkForANewWindowLoadsInTheSameWebView() async throws {
    let tracker = LeakTracker()
    do {
      let (viewModel, web) = Self.attached(tracker)
      let other = try #require(URL(string: "https://example.org/terms"))
      #expect(viewModel.openNewWindow(other) == .allow)
      #expect(web.commands == [.load(Self.start), .load(other)], "target=_blank opens in place, not nowhere")
    }
    try await assertNoLeaks(tracker)
  }

  @Test func aNewWindowTheSystemHandlesOpensOutsideTheApp() async throws {
    let tracker = LeakTracker()
    do {
      let (viewModel, web) = Self.attached(tracker)
      let store = try #require(URL(string: "https://apps.apple.com/app/id1"))
      #expect(viewModel.openNewWindow(store) == .openExternally(store))
      #expect(web.commands == [.load(Self.start)])
    }
    try await assertNoLeaks(tracker)
  }

  @Test(arguments: ["javascript:alert(1)", "http://example.org/insecure"])
  func aNewWindowThePolicyBlocksIsNotLoaded(_ text: String) async throws {
    let tracker = LeakTracker()
    do {
      let (viewModel, web) = Self.attached(tracker)
      guard case .block = viewModel.openNewWindow(URL(string: text)) else {
        Issue.record("\(text) was not blocked")
        return
      }
      #expect(web.commands == [.load(Self.start)])
    }
    try await assertNoLeaks(tracker)
  }

  @Test func anAlertShowsItsMessageAndOKCompletesTheHandler() async throws {
    let tracker = LeakTracker()
    do {
      let (viewModel, _) = Self.attached(tracker)
      var completed = 0
      viewModel.showAlert("Saved", host: "example.org") { completed += 1 }
      let dialog = try #require(viewModel.dialog)
      #expect(dialog.kind == .alert)
      #expect(dialog.message == "Saved")
      #expect(dialog.host == "example.org", "the site that speaks is named")
      #expect(completed == 0, "the page waits until the person answers")

      viewModel.confirmDialog()
      #expect(completed == 1)
      #expect(viewModel.dialog == nil)
      viewModel.cancelDialog()
      #expect(completed == 1, "a handler is completed exactly once")
    }
    try await assertNoLeaks(tracker)
  }

  @Test(arguments: [true, false])
  func aConfirmAnswersWhatThePersonChose(_ ok: Bool) async throws {
    let tracker = LeakTracker()
    do {
      let (viewModel, _) = Self.attached(tracker)
      var answers: [Bool] = []
      viewModel.showConfirm("Leave?", host: "example.org") { answers.append($0) }
      #expect(viewModel.dialog?.kind == .confirm)
      ok ? viewModel.confirmDialog() : viewModel.cancelDialog()
      #expect(answers == [ok])
      #expect(viewModel.dialog == nil)
    }
    try await assertNoLeaks(tracker)
  }

  @Test func aPromptStartsFromItsDefaultAndAnswersTheTypedTextOrNil() async throws {
    let tracker = LeakTracker()
    do {
      let (viewModel, _) = Self.attached(tracker)
      var answers: [String?] = []
      viewModel.showPrompt("Your name?", defaultText: "Ada", host: nil) { answers.append($0) }
      #expect(viewModel.dialog?.kind == .prompt)
      #expect(viewModel.promptText == "Ada")
      viewModel.promptText = "Grace"
      viewModel.confirmDialog()
      viewModel.showPrompt("Again?", defaultText: nil, host: nil) { answers.append($0) }
      #expect(viewModel.promptText == "")
      viewModel.cancelDialog()
      #expect(answers == ["Grace", nil])
    }
    try await assertNoLeaks(tracker)
  }

  /// WebKit requires every handler to be called; one left waiting when the screen goes, or
  /// when a second dialog arrives, would hang the page's script (or trap in WebKit).
  @Test func aPendingDialogIsAnsweredWhenAnotherArrivesOrTheViewGoes() async throws {
    let tracker = LeakTracker()
    do {
      let (viewModel, _) = Self.attached(tracker)
      var answers: [String] = []
      viewModel.showConfirm("First?", host: nil) { answers.append("first \($0)") }
      viewModel.showAlert("Second", host: nil) { answers.append("second") }
      #expect(answers == ["first false"])
      #expect(viewModel.dialog?.message == "Second")
      viewModel.detach()
      #expect(answers == ["first false", "second"])
      #expect(viewModel.dialog == nil)
    }
    try await assertNoLeaks(tracker)
  }
}
