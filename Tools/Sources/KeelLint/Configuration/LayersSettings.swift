/// The `layers` rule's settings: which module may import which.
public struct LayersSettings: Sendable, Equatable {
  /// Module name (or a `*` pattern such as `*Benchmark`) → the modules it may import (names or
  /// patterns). An exact name wins over a pattern.
  public var modules: [String: [String]]
  /// What every test module may import besides its own module and that module's allow-list.
  public var testsMayImport: [String]
  /// Feature modules are named `<Name><featureSuffix>`.
  public var featureSuffix: String
  /// Modules with the feature suffix that are not features but the place features meet
  /// (`AppFeature`): they may import features.
  public var featureRoots: [String]
  /// The allow-list of a feature module that has no entry of its own in `modules`.
  public var featureMayImport: [String]
  /// Modules no feature may import whatever the allow-lists say (`AppData`).
  public var featureForbidden: [String]
  /// Severity for imports in a module that has no allow-list; nil ignores them.
  public var unknownModuleSeverity: Severity?

  public init(
    modules: [String: [String]] = [:], testsMayImport: [String] = ["Foundation", "Testing"],
    featureSuffix: String = "Feature", featureRoots: [String] = ["AppFeature"], featureMayImport: [String] = [],
    featureForbidden: [String] = ["AppData"], unknownModuleSeverity: Severity? = .warning
  ) {
    self.modules = modules
    self.testsMayImport = testsMayImport
    self.featureSuffix = featureSuffix
    self.featureRoots = featureRoots
    self.featureMayImport = featureMayImport
    self.featureForbidden = featureForbidden
    self.unknownModuleSeverity = unknownModuleSeverity
  }

  /// The allow-list entry for `module`: its own key, else the first matching pattern key (in
  /// sorted order, so the choice does not depend on the file's key order).
  func allowList(for module: String) -> [String]? {
    if let exact = modules[module] { return exact }
    let key = modules.keys.filter { $0.contains("*") || $0.contains("?") }.sorted().first {
      Wildcard.matches($0, module)
    }
    return key.flatMap { modules[$0] }
  }

  /// Whether `module` is a feature module (`ItemsFeature`, not the root `AppFeature`).
  func isFeature(_ module: String) -> Bool {
    module.hasSuffix(featureSuffix) && module.count > featureSuffix.count && !featureRoots.contains(module)
  }
}

/// Settings of the rules with options beyond severity and paths.
public struct OutputCaptureSettings: Sendable, Equatable {
  /// Severity of `[unowned self]` in an output closure (weak is safer; unowned traps if the
  /// owner is gone first). nil accepts it silently.
  public var unownedSeverity: Severity? = .warning
  public init(unownedSeverity: Severity? = .warning) { self.unownedSeverity = unownedSeverity }
}

public struct NoPrintSettings: Sendable, Equatable {
  /// The global functions that write to standard output.
  public var functions: [String] = ["print", "debugPrint", "dump"]
  public init(functions: [String] = ["print", "debugPrint", "dump"]) { self.functions = functions }
}

public struct UserDefaultsSettings: Sendable, Equatable {
  /// Modules (and their test modules) that may use `UserDefaults` directly.
  public var allowedModules: [String] = ["KeelStorage"]
  public init(allowedModules: [String] = ["KeelStorage"]) { self.allowedModules = allowedModules }
}

public struct CredentialSettings: Sendable, Equatable {
  /// Words that mark a name as holding a credential (matched case-insensitively, ignoring `_`).
  public var names: [String] = ["password", "passwd", "token", "secret", "apikey"]
  public init(names: [String] = ["password", "passwd", "token", "secret", "apikey"]) { self.names = names }
}

public struct AppleImportSettings: Sendable, Equatable {
  /// Frameworks that exist only on Apple platforms.
  public var frameworks: [String] = AppleImportSettings.knownFrameworks
  public init(frameworks: [String] = AppleImportSettings.knownFrameworks) { self.frameworks = frameworks }

  public static let knownFrameworks = [
    "SwiftUI", "UIKit", "AppKit", "WebKit", "UserNotifications", "StoreKit", "AuthenticationServices", "Security",
    "os", "OSLog", "Combine", "CoreData", "CoreGraphics", "CoreLocation", "MapKit", "AVFoundation", "AVKit", "Photos",
    "PhotosUI", "SafariServices", "LocalAuthentication", "CryptoKit", "Network", "CloudKit", "HealthKit", "GameKit",
    "ARKit", "Vision", "CoreML", "CoreImage", "QuartzCore", "UniformTypeIdentifiers", "MessageUI", "WidgetKit",
    "ActivityKit", "AppIntents", "SwiftData", "Charts", "TipKit", "BackgroundTasks", "Darwin",
  ]
}

public struct ParameterCountSettings: Sendable, Equatable {
  /// Like SwiftLint's default: parameters with a default value do not count.
  public var ignoresDefaultedParameters = true
  public init(ignoresDefaultedParameters: Bool = true) { self.ignoresDefaultedParameters = ignoresDefaultedParameters }
}
