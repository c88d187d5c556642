/// The push token the system gave this installation (APNs' `deviceToken`), as the app sends it
/// to the API: the bytes in lowercase hex, the form APNs providers expect.
public struct DeviceToken: Sendable, Hashable, CustomStringConvertible {
  /// Lowercase hex, two digits a byte.
  public let hex: String

  /// The token the system handed the app delegate (`Data` is a sequence of bytes).
  public init(bytes: some Sequence<UInt8>) {
    let digits = Array("0123456789abcdef")
    var hex = ""
    for byte in bytes {
      hex.append(digits[Int(byte >> 4)])
      hex.append(digits[Int(byte & 0x0F)])
    }
    self.hex = hex
  }

  /// A token as text (a path segment, a request body): nil unless it is non-empty, of even
  /// length, at most ``maximumHexLength`` and lowercase or uppercase hex (kept lowercase).
  public init?(hex text: String) {
    let lowered = text.lowercased()
    guard !lowered.isEmpty, lowered.count <= Self.maximumHexLength, lowered.count.isMultiple(of: 2),
      lowered.allSatisfy({ $0.isHexDigit && $0.isASCII })
    else { return nil }
    hex = lowered
  }

  /// APNs tokens are 32 bytes today; Apple documents them as variable length, so the app and
  /// the server accept up to 100 bytes.
  public static let maximumHexLength = 200

  /// Whether the system gave nothing usable (an empty token).
  public var isEmpty: Bool { hex.isEmpty }

  /// Only the start: enough to tell tokens apart in a log, not to address the device.
  public var description: String { hex.count > 8 ? "\(hex.prefix(8))…" : hex }
}
