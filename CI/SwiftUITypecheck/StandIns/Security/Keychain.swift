// Stand-in for the Keychain item API of Apple's Security framework. Only what Keel uses.
// Checked against the iOS 18.0 SDK (public repository xybp888/iOS-SDKs):
//   SecItem.h = iPhoneOS18.0.sdk/System/Library/Frameworks/Security.framework/Headers/SecItem.h
//   CFBase.h  = iPhoneOS18.0.sdk/System/Library/Frameworks/CoreFoundation.framework/Headers/CFBase.h
// as Swift imports them: `extern const CFStringRef kSecClass` is `let kSecClass: CFString`,
// `OSStatus SecItemAdd(CFDictionaryRef, CFTypeRef * __nullable)` is
// `func SecItemAdd(_: CFDictionary, _: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus`. SecBase.h
// (result codes) and MacTypes.h (`OSStatus`) are not in that repository; for them "doc:" names a
// page under https://developer.apple.com/documentation/security/. Constants carry Apple's
// underlying string values.
//
// CoreFoundation types stay distinct from Foundation's here, as the SDK keeps them: a `CFString`
// is not a `String` or an `NSString`, takes no string literal and has no NSString methods, so a
// query is written `[CFString: Any]` (Apple's `kSecClass as String` spelling needs CF toll-free
// bridging, which Linux's compiler cannot do). One gap is left: Linux bridges a Swift dictionary
// only to `NSDictionary`, so `CFDictionary` names that class; `query as CFDictionary` compiles as in
// Xcode and a dictionary passed without `as CFDictionary` fails as in Xcode, but an `NSDictionary`
// value would be accepted where Xcode wants `as CFDictionary`.
import Foundation

/// doc: osstatus (MacTypes.h: `typedef SInt32 OSStatus;`), imported as `Int32`.
public typealias OSStatus = Int32
/// CFBase.h: `typedef const CF_BRIDGED_TYPE(id) void * CFTypeRef;`, imported as `AnyObject`.
public typealias CFTypeRef = AnyObject

/// CFBase.h: `typedef const struct CF_BRIDGED_TYPE(NSString) __CFString * CFStringRef;`, imported as
/// the class `CFString`: Hashable (CoreFoundation's `_CFObject`), not a String. Not declared
/// Sendable: whether the importer makes it so was not checked, and the stricter form is the safe one.
public final class CFString: Hashable {
  let value: String
  init(_ value: String) { self.value = value }
  public static func == (lhs: CFString, rhs: CFString) -> Bool { lhs.value == rhs.value }
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// SecItem.h takes `CFDictionaryRef` (imported as `CFDictionary`). See the note above: Linux can
/// bridge a Swift dictionary only to `NSDictionary`.
public typealias CFDictionary = NSDictionary

// MARK: - Result codes (doc: errsecsuccess, errsecduplicateitem, errsecitemnotfound,
// errsecinteractionnotallowed;
// SecBase.h's `CF_ENUM(OSStatus)` constants, imported as read-only `OSStatus` properties)

public var errSecSuccess: OSStatus { 0 }
public var errSecDuplicateItem: OSStatus { -25299 }
public var errSecItemNotFound: OSStatus { -25300 }
public var errSecInteractionNotAllowed: OSStatus { -25308 }

// MARK: - Item class, attribute, return-type and search keys (SecItem.h: `extern const CFStringRef`)
// Imported C constants are readable from any isolation, hence `nonisolated(unsafe)`.

nonisolated(unsafe) public let kSecClass = CFString("class")
nonisolated(unsafe) public let kSecClassGenericPassword = CFString("genp")
nonisolated(unsafe) public let kSecAttrService = CFString("svce")
nonisolated(unsafe) public let kSecAttrAccount = CFString("acct")
nonisolated(unsafe) public let kSecAttrAccessible = CFString("pdmn")
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly = CFString("cku")
nonisolated(unsafe) public let kSecValueData = CFString("v_Data")
nonisolated(unsafe) public let kSecReturnData = CFString("r_Data")
nonisolated(unsafe) public let kSecMatchLimit = CFString("m_Limit")
nonisolated(unsafe) public let kSecMatchLimitOne = CFString("m_LimitOne")

// MARK: - Item functions (SecItem.h)

public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  errSecSuccess
}

public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  errSecItemNotFound
}

public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
  errSecItemNotFound
}

public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
  errSecSuccess
}
