#if canImport(Security)
  import Foundation
  import Security

  /// The ``SecureStore`` on Apple platforms: generic-password items in the Keychain, one per key,
  /// under one service name, readable after the first unlock and never migrated to other devices.
  ///
  /// An adapter only: each method is one Keychain call (update-then-add for writes); the
  /// behaviour tests check is ``SecureStore``'s, exercised on Linux through ``FileSecureStore``.
  public struct KeychainSecureStore: SecureStore {
    public let service: String

    public init(service: String) {
      self.service = service
    }

    public func data(forKey key: String) throws(SecureStoreError) -> Data? {
      var query = baseQuery(key)
      query[kSecReturnData] = true
      query[kSecMatchLimit] = kSecMatchLimitOne
      var result: CFTypeRef?
      let status = SecItemCopyMatching(query as CFDictionary, &result)
      if status == errSecItemNotFound { return nil }
      guard status == errSecSuccess else { throw .keychain(operation: "read", status: status) }
      guard let data = result as? Data else {
        throw .corrupt(location: "Keychain item '\(key)'", detail: "the item holds no data")
      }
      return data
    }

    public func setData(_ data: Data, forKey key: String) throws(SecureStoreError) {
      let attributes: [CFString: Any] = [kSecValueData: data]
      let updateStatus = SecItemUpdate(baseQuery(key) as CFDictionary, attributes as CFDictionary)
      if updateStatus == errSecSuccess { return }
      guard updateStatus == errSecItemNotFound else { throw .keychain(operation: "update", status: updateStatus) }
      var item = baseQuery(key)
      item[kSecValueData] = data
      item[kSecAttrAccessible] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
      let addStatus = SecItemAdd(item as CFDictionary, nil)
      guard addStatus == errSecSuccess else { throw .keychain(operation: "add", status: addStatus) }
    }

    public func removeData(forKey key: String) throws(SecureStoreError) {
      let status = SecItemDelete(baseQuery(key) as CFDictionary)
      guard status == errSecSuccess || status == errSecItemNotFound else {
        throw .keychain(operation: "delete", status: status)
      }
    }

    /// Keyed by the Keychain's own `CFString` constants; `as CFDictionary` bridges it for each call.
    private func baseQuery(_ key: String) -> [CFString: Any] {
      [
        kSecClass: kSecClassGenericPassword,
        kSecAttrService: service,
        kSecAttrAccount: key,
      ]
    }
  }
#endif
