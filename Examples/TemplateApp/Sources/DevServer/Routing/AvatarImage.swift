import AppDomain
import Foundation

/// The profile picture every account gets in development: a 32 × 32 PNG (a white figure on
/// blue), served at `GET /avatars/{id}` so the app's `AsyncImage` has a real image to load.
enum AvatarImage {
  static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAXklEQVR42u3UMQ7AIAhAUQ/Vw3nyrr+JXaslBbQYfph9g0o56uk6JYEE2tDJBmCYFkDQjwHEJRAWiP9MZ/zkGbso/rp2vAPHf8CnpACK3gHULQUw6hnAtP0AHLpPvgAOu5kb0YSr6QAAAABJRU5ErkJggg==")!

  /// The picture's path for `email`: a stable id that does not show the address in URLs.
  static func path(for email: String) -> String {
    "/avatars/\(SHA256.hex(Array(email.utf8)).prefix(16)).png"
  }

  /// Whether `id` has the shape path(for:) gives (16 hex digits, then `.png`).
  static func isValid(id: String) -> Bool {
    guard id.hasSuffix(".png") else { return false }
    let digest = id.dropLast(4)
    return digest.count == 16 && digest.allSatisfy(\.isHexDigit)
  }
}
