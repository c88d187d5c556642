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
      guard status == errSecSuccess else { throw Self.failure("read", status) }
      guard let data = result as? Data else {
        throw .corrupt(location: "Keychain item '\(key)'", detail: "the item holds no data")
      }
      return data
    }

    public func setData(_ data: Data, forKey key: String) throws(SecureStoreError) {
      let attributes: [CFString: Any] = [kSecValueData: data]
      let updateStatus = SecItemUpdate(baseQuery(key) as CFDictionary, attributes as CFDictionary)
      if updateStatus == errSecSuccess { return }
      guard updateStatus == errSecItemNotFound else { throw Self.failure("update", updateStatus) }
      var item = baseQuery(key)
      item[kSecValueData] = data
      item[kSecAttrAccessible] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
      let addStatus = SecItemAdd(item as CFDictionary, nil)
      guard addStatus == errSecSuccess else { throw Self.failure("add", addStatus) }
    }

    public func removeData(forKey key: String) throws(SecureStoreError) {
      let status = SecItemDelete(baseQuery(key) as CFDictionary)
      guard status == errSecSuccess || status == errSecItemNotFound else { throw Self.failure("delete", status) }
    }

    /// Every generic-password item under ``service``: one `SecItemDelete` without an account.
    public func removeAll() throws(SecureStoreError) {
      let query: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: service]
      let status = SecItemDelete(query as CFDictionary)
      guard status == errSecSuccess || status == errSecItemNotFound else { throw Self.failure("delete all", status) }
    }

    /// `errSecInteractionNotAllowed` is the Keychain before the first unlock since a restart (items
    /// stored `AfterFirstUnlock` "cannot be accessed after a restart until the device has been
    /// unlocked once by the user", doc: ksecattraccessibleafterfirstunlockthisdeviceonly,
    /// errsecinteractionnotallowed): the items are intact, so it is
    /// ``SecureStoreError/unavailable(operation:detail:)``, which callers wait out instead of
    /// treating the session as unreadable.
    private static func failure(_ operation: String, _ status: OSStatus) -> SecureStoreError {
      guard status == errSecInteractionNotAllowed else { return .keychain(operation: operation, status: status) }
      return .unavailable(
        operation: operation, detail: "the Keychain is locked until the device's first unlock (status \(status))")
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
