// fixture-path: Examples/TemplateApp/Sources/ItemsFeature/ItemsCoordinator.swift
import AppData  // expect: error layers
import AppDomain
import Foundation
import KeelNavigation
import KeelTesting  // expect: error layers
import SettingsFeature  // expect: error layers

#if canImport(SwiftUI)
  import SwiftUI
#endif
