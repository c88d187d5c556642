import SwiftUI  // expect: error apple-imports
import UIKit  // expect: error apple-imports
// fixture-path: Sources/KeelDesign/Palette.swift
@preconcurrency import UserNotifications  // expect: error apple-imports

import struct WebKit.WKWebView  // expect: error apple-imports

#if os(iOS)
  import StoreKit  // expect: error apple-imports
#endif
#if !canImport(Security)
  import Security  // expect: error apple-imports
#endif
#if canImport(AppKit)
  import AppKit
#else
  import UIKit  // expect: error apple-imports
#endif
