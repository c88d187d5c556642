// Stand-in for the StoreKit 2 API StoreKitPurchasesManager uses, each declaration checked against
// iPhoneOS18.0.sdk/System/Library/Frameworks/StoreKit.framework/Modules/StoreKit.swiftmodule/
// arm64-apple-ios.swiftinterface in the public repository xybp888/iOS-SDKs ("StoreKit.swiftinterface"
// below). Availability there is iOS 15 and later for all of it (below Keel's iOS 17 floor), so it is
// not repeated. This module is built with library evolution, as Apple's is, so a `switch` over a
// non-frozen enum (`Product.PurchaseResult`, `StoreKitError`) needs `@unknown default` here too;
// `VerificationResult` is `@frozen` there and here. Bodies trap: the harness only type-checks.

import Foundation

// StoreKit.swiftinterface: `public struct Product : Swift.Identifiable` with `extension
// StoreKit.Product : Swift.Sendable`, `Equatable`, `Hashable`; `public typealias ID = Swift.String`.
public struct Product: Identifiable, Sendable, Hashable {
  public typealias ID = String

  // StoreKit.swiftinterface: `public struct ProductType : RawRepresentable, Equatable, Hashable`
  // (Sendable by extension).
  public struct ProductType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let consumable = ProductType(rawValue: "consumable")
    public static let nonConsumable = ProductType(rawValue: "nonConsumable")
    public static let nonRenewable = ProductType(rawValue: "nonRenewable")
    public static let autoRenewable = ProductType(rawValue: "autoRenewable")
  }

  public let id: String
  public let type: Product.ProductType
  public let displayName: String
  public let description: String
  public let price: Decimal
  public let displayPrice: String
  public let isFamilyShareable: Bool

  // Not in the SDK's public API (its products come only from the store); internal so no client
  // can make one.
  init(id: String) { fatalError("stand-in") }

  // StoreKit.swiftinterface: `public enum PurchaseResult { case success(VerificationResult<Transaction>)
  // case userCancelled case pending }` (not @frozen; Sendable by extension).
  public enum PurchaseResult: Sendable {
    case success(VerificationResult<Transaction>)
    case userCancelled
    case pending
  }

  // StoreKit.swiftinterface: `public enum PurchaseError : Swift.Error` (Equatable, Hashable,
  // LocalizedError by extension).
  public enum PurchaseError: Error, Hashable, LocalizedError {
    case invalidQuantity
    case productUnavailable
    case purchaseNotAllowed
    case ineligibleForOffer
    case invalidOfferIdentifier
    case invalidOfferPrice
    case invalidOfferSignature
    case missingOfferParameters
  }

  // StoreKit.swiftinterface: `public struct PurchaseOption : Equatable, Hashable` (Sendable by
  // extension); only the option the default argument needs to exist.
  public struct PurchaseOption: Hashable, Sendable {
    public static func appAccountToken(_ token: UUID) -> Product.PurchaseOption { fatalError("stand-in") }
  }

  // StoreKit.swiftinterface: `public func purchase(options: Swift.Set<StoreKit.Product.PurchaseOption> = [])
  // async throws -> StoreKit.Product.PurchaseResult` (nonisolated; unavailable on visionOS only).
  public func purchase(options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
    fatalError("stand-in")
  }

  // StoreKit.swiftinterface: `public static func products<Identifiers>(for identifiers: Identifiers) async
  // throws -> [StoreKit.Product] where Identifiers : Swift.Collection, Identifiers.Element == Swift.String`.
  public static func products<Identifiers>(for identifiers: Identifiers) async throws -> [Product]
  where Identifiers: Collection, Identifiers.Element == String {
    fatalError("stand-in")
  }
}

// StoreKit.swiftinterface: `@frozen public enum VerificationResult<SignedType> { case
// unverified(SignedType, VerificationResult<SignedType>.VerificationError) case verified(SignedType) }`,
// Sendable where SignedType is Sendable.
@frozen
public enum VerificationResult<SignedType> {
  case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
  case verified(SignedType)

  // StoreKit.swiftinterface: `public var payloadValue: SignedType { get throws }`, `public var
  // unsafePayloadValue: SignedType { get }`.
  public var payloadValue: SignedType {
    get throws { fatalError("stand-in") }
  }
  public var unsafePayloadValue: SignedType { fatalError("stand-in") }

  // StoreKit.swiftinterface: `public enum VerificationError : Swift.Error` (Equatable, Hashable,
  // LocalizedError by extension).
  public enum VerificationError: Error, Hashable, LocalizedError {
    case revokedCertificate
    case invalidCertificateChain
    case invalidDeviceVerification
    case invalidEncoding
    case invalidSignature
    case missingRequiredProperties
  }
}

extension VerificationResult: Sendable where SignedType: Sendable {}

// StoreKit.swiftinterface: `public struct Transaction : Swift.Identifiable` (Equatable, Hashable,
// Sendable by extension); only the properties the adapter reads.
public struct Transaction: Identifiable, Sendable, Hashable {
  public typealias ID = UInt64

  public let id: UInt64
  public let originalID: UInt64
  public let productID: String
  public let purchaseDate: Date
  public let expirationDate: Date?
  public let isUpgraded: Bool
  public let revocationDate: Date?
  public let productType: Product.ProductType

  init(id: UInt64) { fatalError("stand-in") }

  // StoreKit.swiftinterface: `public func finish() async`.
  public func finish() async {}

  // StoreKit.swiftinterface: `public struct Transactions : _Concurrency.AsyncSequence` whose Element is
  // `VerificationResult<Transaction>`, Sendable by extension; its AsyncIterator is not Sendable.
  public struct Transactions: AsyncSequence, Sendable {
    public typealias Element = VerificationResult<Transaction>

    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> VerificationResult<Transaction>? { fatalError("stand-in") }
    }

    public func makeAsyncIterator() -> Transaction.Transactions.AsyncIterator { fatalError("stand-in") }
  }

  // StoreKit.swiftinterface: `public static var updates`, `currentEntitlements`, `unfinished`, `all`:
  // `StoreKit.Transaction.Transactions { get }`.
  public static var updates: Transaction.Transactions { fatalError("stand-in") }
  public static var currentEntitlements: Transaction.Transactions { fatalError("stand-in") }
  public static var unfinished: Transaction.Transactions { fatalError("stand-in") }
  public static var all: Transaction.Transactions { fatalError("stand-in") }
}

@available(*, unavailable)
extension Transaction.Transactions.AsyncIterator: Sendable {}

// StoreKit.swiftinterface: `public enum AppStore` (Sendable by extension) with `public static var
// canMakePayments: Swift.Bool { get }` and `public static func sync() async throws`.
public enum AppStore: Sendable {
  public static var canMakePayments: Bool { fatalError("stand-in") }
  public static func sync() async throws {}
}

// StoreKit.swiftinterface: `public enum StoreKitError : Swift.Error` (not @frozen; Sendable and
// LocalizedError by extension).
public enum StoreKitError: Error, Sendable, LocalizedError {
  case unknown
  case userCancelled
  case networkError(URLError)
  case systemError(any Error)
  case notAvailableInStorefront
  case notEntitled
}
