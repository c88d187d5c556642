// fixture-path: Sources/KeelDesign/Palette.swift
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#endif
#if canImport(UIKit) && os(iOS)
  import UIKit
#endif
#if canImport(os)
  import os
  #if DEBUG
    import OSLog
  #endif
#endif
#if os(Linux)
#elseif canImport(WebKit)
  import WebKit
#endif
