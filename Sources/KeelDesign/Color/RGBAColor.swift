import Foundation

/// A colour as sRGB components in 0...1, the one colour value every part of KeelDesign speaks:
/// tokens, themes, contrast checks, the style-guide page, and (through adapters) SwiftUI and UIKit.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0...1 (sRGB).
  public let red: Double
  /// The green component, 0...1 (sRGB).
  public let green: Double
  /// The blue component, 0...1 (sRGB).
  public let blue: Double
  /// The opacity, 0...1.
  public let alpha: Double

  /// Components outside 0...1 are clamped, as colour math (mixing, compositing) expects.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamped(red)
    self.green = Self.clamped(green)
    self.blue = Self.clamped(blue)
    self.alpha = Self.clamped(alpha)
  }

  /// `RGBAColor(rgb: 0x1F52D4)`: the form the palette table is written in.
  public init(rgb: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255, alpha: alpha)
  }

  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional), as designers hand them over.
  public init(hex: String) throws(HexError) {
    let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
    guard !digits.isEmpty else { throw HexError(input: hex, problem: .empty) }
    if let bad = digits.first(where: { !$0.isHexDigit }) {
      throw HexError(input: hex, problem: .notHexDigit(bad))
    }
    let expanded: Substring
    switch digits.count {
    case 3: expanded = Substring(digits.flatMap { [$0, $0] })
    case 6, 8: expanded = digits
    default: throw HexError(input: hex, problem: .wrongLength(digits.count))
    }
    let value = UInt64(expanded, radix: 16) ?? 0
    if expanded.count == 8 {
      self.init(rgb: UInt32(value >> 8), alpha: Double(value & 0xFF) / 255)
    } else {
      self.init(rgb: UInt32(value))
    }
  }

  /// Why a hex string is not a colour, with the string itself.
  public struct HexError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with a hex colour string.
    public enum Problem: Equatable, Sendable {
      /// The string is empty.
      case empty
      /// This character is not a hexadecimal digit.
      case notHexDigit(Character)
      /// The string has this many digits, where 3, 6 or 8 are expected.
      case wrongLength(Int)
    }
    /// The text that was given.
    public let input: String
    /// What is wrong with it.
    public let problem: Problem

    public var description: String {
      switch problem {
      case .empty: "invalid hex colour \"\(input)\": no digits"
      case .notHexDigit(let character): "invalid hex colour \"\(input)\": '\(character)' is not a hexadecimal digit"
      case .wrongLength(let count):
        "invalid hex colour \"\(input)\": \(count) digits, expected 3 (#RGB), 6 (#RRGGBB) or 8 (#RRGGBBAA)"
      }
    }
  }

  // MARK: - Representations

  /// `#1F52D4`, or `#1F52D480` when translucent.
  public var hexString: String {
    let channels = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
    return "#" + channels.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
  }

  /// CSS `rgba(...)`, for the style-guide page.
  public var css: String {
    let channels = [red, green, blue].map { String(Int(($0 * 255).rounded())) }
    return "rgba(\(channels.joined(separator: ", ")), \(String(format: "%.3g", alpha)))"
  }

  public var description: String { hexString }

  // MARK: - Compositing

  /// This colour drawn over `background` (Porter-Duff source-over). Over an opaque background
  /// the result is opaque: the colour as the eye sees it.
  public func composited(over background: RGBAColor) -> RGBAColor {
    let outAlpha = alpha + background.alpha * (1 - alpha)
    guard outAlpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
    func channel(_ top: Double, _ bottom: Double) -> Double {
      (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
    }
    return RGBAColor(
      red: channel(red, background.red), green: channel(green, background.green),
      blue: channel(blue, background.blue), alpha: outAlpha)
  }

  /// The same colour with another opacity.
  public func withAlpha(_ alpha: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  // MARK: - WCAG 2 contrast

  /// WCAG 2 relative luminance (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance) of the
  /// opaque colour; composite translucent colours first. Uses the sRGB threshold 0.04045 (the
  /// W3C's corrected value for 0.03928; no 8-bit colour falls between the two).
  public var relativeLuminance: Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2 contrast ratio (1...21) of this colour drawn on `background`. A translucent
  /// foreground is composited over the background first; the background is taken as opaque.
  public func contrastRatio(on background: RGBAColor) -> Double {
    let opaqueBackground = background.withAlpha(1)
    let foreground = composited(over: opaqueBackground)
    let lighter = max(foreground.relativeLuminance, opaqueBackground.relativeLuminance)
    let darker = min(foreground.relativeLuminance, opaqueBackground.relativeLuminance)
    return (lighter + 0.05) / (darker + 0.05)
  }

  private static func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
}
