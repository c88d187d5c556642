// fixture-path: Examples/TemplateApp/Sources/AppFeature/AppCoordinator.swift
// The root feature is where features meet: it may import them.
import AppDomain
import Foundation
import ItemsFeature
import KeelNavigation
import Observation
import SettingsFeature

#if canImport(SwiftUI)
  import SwiftUI
#endif
