// fixture-path: Sources/KeelCore/Scopes/ServiceScope.swift
import AppDomain  // expect: error layers
import Foundation
import KeelNavigation  // expect: error layers
import Logging
import Swift
import Synchronization  // expect: error layers

#if canImport(os)
  import os
#endif
#if canImport(SwiftUI)
  import SwiftUI  // expect: error layers
#endif
