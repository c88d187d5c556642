// Stand-in for WebKit's WKUIDelegate and the types its methods name. The public repository
// xybp888/iOS-SDKs holds no WebKit headers for iPhoneOS18.0.sdk, so each declaration was checked
// against WebKit's own Source/WebKit/UIProcess/API/Cocoa/WKUIDelegate.h, WKFrameInfo.h and
// WKWindowFeatures.h as of the iOS 18 release, and Apple's documentation ("doc:" names a page under
// https://developer.apple.com/documentation/webkit/). WebKit's change "Annotate some main-thread-only
// classes and protocols in WebKit API" (WebKit pull request 28206, May 2024, shipped in iOS 18)
// made WKFrameInfo and WKWindowFeatures `WK_SWIFT_UI_ACTOR` classes and the JavaScript panels'
// completion handlers `WK_SWIFT_UI_ACTOR` blocks (imported as `@MainActor @Sendable`), but not the
// protocol: WKUIDelegate is main-actor isolated only from iOS 26's SDK on, like WKNavigationDelegate,
// so code that compiles against both marks its delegate methods `nonisolated` (WebViewBridge does).
// Its methods are `@optional`; Linux has no Objective-C, so defaults stand for that.

import Foundation

// doc: wkframeinfo (`@MainActor class WKFrameInfo : NSObject`); `isMainFrame: Bool`, `request:
// URLRequest` (the frame's current request, whose host names the site a panel speaks for).
@MainActor
open class WKFrameInfo: NSObject {
  open var isMainFrame: Bool { fatalError("stand-in") }
  open var request: URLRequest { fatalError("stand-in") }
}

// doc: wkwindowfeatures (`@MainActor class WKWindowFeatures : NSObject`); none of its properties
// is used here.
@MainActor
open class WKWindowFeatures: NSObject {}

// doc: wkuidelegate (`protocol WKUIDelegate : NSObjectProtocol`, every method optional).
public protocol WKUIDelegate: NSObjectProtocol {
  // doc: wkuidelegate/webview(_:createwebviewwith:for:windowfeatures:); WKUIDelegate.h:
  // `- (nullable WKWebView *)webView:createWebViewWithConfiguration:forNavigationAction:windowFeatures:`.
  func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
  ) -> WKWebView?
  // doc: wkuidelegate/webview(_:runjavascriptalertpanelwithmessage:initiatedbyframe:completionhandler:);
  // WKUIDelegate.h: `completionHandler:(WK_SWIFT_UI_ACTOR void (^)(void))`.
  func webView(
    _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable () -> Void)
  // doc: wkuidelegate/webview(_:runjavascriptconfirmpanelwithmessage:initiatedbyframe:completionhandler:);
  // WKUIDelegate.h: `completionHandler:(WK_SWIFT_UI_ACTOR void (^)(BOOL result))`.
  func webView(
    _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable (Bool) -> Void)
  // doc: wkuidelegate/webview(_:runjavascripttextinputpanelwithprompt:defaulttext:initiatedbyframe:completionhandler:);
  // WKUIDelegate.h: `defaultText:(nullable NSString *)`, `completionHandler:(WK_SWIFT_UI_ACTOR void
  // (^)(NSString * _Nullable result))`.
  func webView(
    _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
    initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void)
}

extension WKUIDelegate {
  public func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
  ) -> WKWebView? { nil }
  public func webView(
    _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable () -> Void
  ) {}
  public func webView(
    _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
  ) {}
  public func webView(
    _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
    initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void
  ) {}
}
