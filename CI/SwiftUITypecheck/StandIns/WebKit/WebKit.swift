// Stand-in for the WebKit API the web view's wrapper uses. The public repository xybp888/iOS-SDKs holds
// no WebKit headers for iPhoneOS18.0.sdk, so each declaration was checked against Apple's
// documentation ("doc:" names a page under https://developer.apple.com/documentation/webkit/) and
// WebKit's own headers of the iOS 18 release (Source/WebKit/UIProcess/API/Cocoa/*.h): WKWebView,
// WKWebViewConfiguration and WKNavigationAction are `WK_SWIFT_UI_ACTOR` (main-actor isolated);
// WKNavigationDelegate is not (iOS 26's SDK made it so; code that compiles against both marks its
// delegate methods `nonisolated`), but its decision handler's block is `WK_SWIFT_UI_ACTOR`, so it is
// `@MainActor`. Its methods are `@optional`; Linux has no Objective-C, so defaults stand for that.
// Only for iOS here (the macOS build has no UIKit, and the wrapper is UIKit's).

import Foundation
import UIKit

// Apple's Foundation declares URLRequest; on Linux it lives in FoundationNetworking, re-exported so
// a file that imports WebKit and Foundation sees it as it would on iOS.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

// doc: wknavigationactionpolicy (`enum WKNavigationActionPolicy : Int, @unchecked Sendable`).
public enum WKNavigationActionPolicy: Int, @unchecked Sendable {
  case cancel = 0
  case allow = 1
  case download = 2
}

// doc: wknavigation (`class WKNavigation : NSObject`).
open class WKNavigation: NSObject {}

// doc: wkwebviewconfiguration (`@MainActor class WKWebViewConfiguration : NSObject`); `init()`.
@MainActor
open class WKWebViewConfiguration: NSObject {
  override public init() { super.init() }
}

// doc: wknavigationaction (`@MainActor class WKNavigationAction : NSObject`), `request: URLRequest`.
@MainActor
open class WKNavigationAction: NSObject {
  open var request: URLRequest { fatalError("stand-in") }
}

// doc: wknavigationdelegate (`protocol WKNavigationDelegate : NSObjectProtocol`, every method optional).
public protocol WKNavigationDelegate: NSObjectProtocol {
  // doc: wknavigationdelegate/webview(_:decidepolicyfor:decisionhandler:)-2ni62.
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
  // doc: wknavigationdelegate/webview(_:didstartprovisionalnavigation:).
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  // doc: wknavigationdelegate/webview(_:didfinish:).
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  // doc: wknavigationdelegate/webview(_:didfailprovisionalnavigation:witherror:).
  func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
  // doc: wknavigationdelegate/webview(_:didfail:witherror:).
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}

extension WKNavigationDelegate {
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
  ) {}
  public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
  public func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
  ) {}
  public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}

// doc: wkwebview (`@MainActor class WKWebView : UIView`).
@MainActor
open class WKWebView: UIView {
  // doc: wkwebview/init(frame:configuration:).
  public init(frame: CGRect, configuration: WKWebViewConfiguration) { super.init(frame: frame) }
  // UIView's `required init?(coder:)` (see UIKit.swift).
  public required init?(coder: NSCoder) { return nil }

  // doc: wkwebview/navigationdelegate (`weak var navigationDelegate: (any WKNavigationDelegate)?`).
  weak open var navigationDelegate: (any WKNavigationDelegate)?
  // doc: wkwebview/uidelegate (`weak var uiDelegate: (any WKUIDelegate)?`); see WKUIDelegate.swift.
  weak open var uiDelegate: (any WKUIDelegate)?
  // doc: wkwebview/allowsbackforwardnavigationgestures.
  open var allowsBackForwardNavigationGestures: Bool = false
  // doc: wkwebview/url, isloading, estimatedprogress, cangoback, cangoforward (read-only).
  open var url: URL? { fatalError("stand-in") }
  open var isLoading: Bool { fatalError("stand-in") }
  open var estimatedProgress: Double { fatalError("stand-in") }
  open var canGoBack: Bool { fatalError("stand-in") }
  open var canGoForward: Bool { fatalError("stand-in") }

  // doc: wkwebview/load(_:)-(URLRequest), goback(), goforward(), reload(), stoploading(): the
  // navigations are `WKNavigation?`, imported from Objective-C as discardable.
  @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { fatalError("stand-in") }
  @discardableResult open func goBack() -> WKNavigation? { fatalError("stand-in") }
  @discardableResult open func goForward() -> WKNavigation? { fatalError("stand-in") }
  @discardableResult open func reload() -> WKNavigation? { fatalError("stand-in") }
  open func stopLoading() {}
}
