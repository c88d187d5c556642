import AppDomain
import Foundation

/// The profile picture every account gets in development: a 128 × 128 PNG (a white figure
/// on blue; the app shows it at 64 points), served at `GET /avatars/{id}` so the app's
/// `AsyncImage` has a real image to load.
enum AvatarImage {
  static let png = Data(
    base64Encoded: [
      "iVBORw0KGgoAAAANSUhEUgAAAIAAAACACAIAAABMXPacAAABfUlEQVR42u3cwRXCMBBDQRVFcVTONbTAwUHrePJUwZ8TxE5e",
      "748VFwkAADAAAAwAAAMAwAAAMAAADAAAAwDAAAAwAAAMAAADAKC46+cHQKf7jhJ5avpdGPL4+sMN8vj0wxlyTv2ZBjmq/kCD",
      "nFZ/mkEOrD/KAACARv05Bjm2/hADAGcDXAMeAAAOrl83AAAAAIATAa5hDwAAAAAAAAAAAAAAAAD4JeyXMAAAAAB4I+aNGACn",
      "IpyKAOBknJNxzoYCAOB+gBsyT6rvjhgAtyTdEwbgprxvRQDwtRQDAMAAADAAAAwAAAOw5u8gAP6O9krSK0nnghzOdTh38PWY",
      "IkOk7zJE+i5D1O8aRPouQ9TvGkT6LkPU7xpE/a5B1O8aRP2uQdTvGkT9rkHU7xpE/a5B1O8aANgWQPclBlG/axD1uwYAdgNQ",
      "ea0BgK0A9F1uEPW7BgA2AdD0JgMAAACoXzQAMB5Ax1sNAAAAoH7RAAAAAACGAmj3BwMAAAAAKAJ8AXPyH9C9PDAnAAAAAElF",
      "TkSuQmCC",
    ].joined())!

  /// The picture's path for `email`: a stable id that does not show the address in URLs.
  static func path(for email: String) -> String {
    "/avatars/\(SHA256.hex(Array(email.utf8)).prefix(16)).png"
  }

  /// Whether `id` has the shape ``path(for:)`` gives (16 hex digits, then `.png`).
  static func isValid(id: String) -> Bool {
    guard id.hasSuffix(".png") else { return false }
    let digest = id.dropLast(4)
    return digest.count == 16 && digest.allSatisfy(\.isHexDigit)
  }
}
