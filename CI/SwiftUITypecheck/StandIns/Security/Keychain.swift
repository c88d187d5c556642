// Stand-in for the Keychain item API of Apple's Security framework. Only what Keel uses.
// Checked against the iOS 18.0 SDK's headers (public repository xybp888/iOS-SDKs,
// iPhoneOS18.0.sdk/System/Library/Frameworks/Security.framework/Headers/SecItem.h and SecBase.h,
// .../CoreFoundation.framework/Headers/CFBase.h, .../usr/include/MacTypes.h) as Swift imports them:
// `extern const CFStringRef kSecClass` is `let kSecClass: CFString`, the result codes are an
// `OSStatus` enum, `SecItemAdd(CFDictionaryRef, CFTypeRef *)` takes a `CFDictionary` and an
// `UnsafeMutablePointer<CFTypeRef?>?`. Constants carry Apple's underlying string values.
//
// CoreFoundation types stay distinct from Foundation's here, as the SDK keeps them: a `CFString`
// is not a `String` or an `NSString`, takes no string literal and has no NSString methods, so a
// query is written `[CFString: Any]` (Apple's `kSecClass as String` spelling needs CF toll-free
// bridging, which Linux's compiler cannot do). One gap is left: Linux bridges a Swift dictionary
// only to `NSDictionary`, so `CFDictionary` names that class; `query as CFDictionary` compiles as in
// Xcode and a dictionary passed without `as CFDictionary` fails as in Xcode, but an `NSDictionary`
// value would be accepted where Xcode wants `as CFDictionary`.
import Foundation

/// MacTypes.h: `typedef SInt32 OSStatus;`.
public typealias OSStatus = Int32
/// CFBase.h: `typedef const CF_BRIDGED_TYPE(id) void * CFTypeRef;`, imported as `AnyObject`.
public typealias CFTypeRef = AnyObject

/// CFBase.h: `typedef const struct CF_BRIDGED_TYPE(NSString) __CFString * CFStringRef;`, imported as
/// the class `CFString`: Hashable (CoreFoundation's `_CFObject`), immutable, not a String.
public final class CFString: Hashable, @unchecked Sendable {
  let value: String
  init(_ value: String) { self.value = value }
  public static func == (lhs: CFString, rhs: CFString) -> Bool { lhs.value == rhs.value }
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// CFDictionary.h: `CFDictionaryRef`. See the note above: Linux can bridge a Swift dictionary
/// only to `NSDictionary`.
public typealias CFDictionary = NSDictionary

// MARK: - Result codes (SecBase.h: `CF_ENUM(OSStatus) { errSecSuccess = 0, ... }`)

public var errSecSuccess: OSStatus { 0 }
public var errSecDuplicateItem: OSStatus { -25299 }
public var errSecItemNotFound: OSStatus { -25300 }

// MARK: - Item class, attribute, return-type and search keys (SecItem.h: `extern const CFStringRef`)

public let kSecClass = CFString("class")
public let kSecClassGenericPassword = CFString("genp")
public let kSecAttrService = CFString("svce")
public let kSecAttrAccount = CFString("acct")
public let kSecAttrAccessible = CFString("pdmn")
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly = CFString("cku")
public let kSecValueData = CFString("v_Data")
public let kSecReturnData = CFString("r_Data")
public let kSecMatchLimit = CFString("m_Limit")
public let kSecMatchLimitOne = CFString("m_LimitOne")

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
