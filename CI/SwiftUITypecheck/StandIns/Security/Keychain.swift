// Stand-in for the Keychain item API of Apple's Security framework, declared from Apple's
// documentation (https://developer.apple.com/documentation/security/keychain-items). Only what
// Keel uses. Linux has no CoreFoundation types, so `CFString` and `CFDictionary` are declared as
// the Foundation classes they are toll-free bridged to on Apple platforms; that keeps Apple's
// `kSecClass as String` and `query as CFDictionary` spellings compiling here. Constants carry
// Apple's underlying string values.
import Foundation

public typealias OSStatus = Int32
public typealias CFTypeRef = AnyObject
public typealias CFString = NSString
public typealias CFDictionary = NSDictionary

// MARK: - Result codes (https://developer.apple.com/documentation/security/security-framework-result-codes)

public var errSecSuccess: OSStatus { 0 }
public var errSecDuplicateItem: OSStatus { -25299 }
public var errSecItemNotFound: OSStatus { -25300 }

// MARK: - Item class, attribute, return-type and search keys

public var kSecClass: CFString { "class" }
public var kSecClassGenericPassword: CFString { "genp" }
public var kSecAttrService: CFString { "svce" }
public var kSecAttrAccount: CFString { "acct" }
public var kSecAttrAccessible: CFString { "pdmn" }
public var kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString { "cku" }
public var kSecValueData: CFString { "v_Data" }
public var kSecReturnData: CFString { "r_Data" }
public var kSecMatchLimit: CFString { "m_Limit" }
public var kSecMatchLimitOne: CFString { "m_LimitOne" }

// MARK: - Item functions

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
