/// Settings of the rules with options beyond severity, paths and limits (the layers rule's are in
/// LayersSettings).

/// The `output-capture` rule's options.
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

/// The `no-shared-singletons` rule's options.
public struct SharedSingletonSettings: Sendable, Equatable {
  /// Static members of other types that must not be used (`URLSession.shared`).
  public var forbidden: [String] = ["URLSession.shared"]
  /// `Type.member`s that may stay, each with the reason (shown in the configuration, where a
  /// reviewer reads it).
  public var allow: [String: String] = [:]
  public init(forbidden: [String] = ["URLSession.shared"], allow: [String: String] = [:]) {
    self.forbidden = forbidden
    self.allow = allow
  }
}

public struct CredentialSettings: Sendable, Equatable {
  /// Words that mark a name as holding a credential (matched case-insensitively, ignoring `_`).
  public var names: [String] = ["password", "passwd", "token", "secret", "apikey"]
  /// Whether literals given to credential names are checked in test files too. Off by default:
  /// an app's tests are full of fixture tokens; the checks of a literal's own shape (a bearer
  /// token, a URL with user:password, a known key format) run in tests either way.
  public var namesInTests = false
  public init(names: [String] = ["password", "passwd", "token", "secret", "apikey"], namesInTests: Bool = false) {
    self.names = names
    self.namesInTests = namesInTests
  }
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
