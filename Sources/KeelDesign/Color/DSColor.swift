/// A colour resolved for one appearance, keeping the name of the token (or recipe) it came from,
/// so a contrast failure or the style guide can say which tokens are involved.
public struct DSColor: Hashable, Sendable, CustomStringConvertible {
  /// The token's name, shown in the style guide and contrast reports.
  public let name: String
  /// The colour.
  public let rgba: RGBAColor

  /// A colour named `name`.
  public init(name: String, rgba: RGBAColor) {
    self.name = name
    self.rgba = rgba
  }

  /// Nothing drawn: the fill of borderless buttons.
  public static let clear = DSColor(name: "clear", rgba: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))

  /// The pressed/hover "state layer" designers use: `layer` at `opacity` laid over this colour.
  /// Over a translucent colour (or `clear`) the result stays translucent.
  public func withStateLayer(_ layer: DSColor, opacity: Double) -> DSColor {
    let name = "\(name) + \(Int((opacity * 100).rounded()))% \(layer.name)"
    return DSColor(name: name, rgba: layer.rgba.withAlpha(opacity).composited(over: rgba))
  }

  /// This colour as seen on an opaque `backdrop`, named after both.
  public func composited(over backdrop: DSColor) -> DSColor {
    guard rgba.alpha < 1 else { return self }
    return DSColor(name: "\(name) over \(backdrop.name)", rgba: rgba.composited(over: backdrop.rgba))
  }

  public var description: String { "\(name) (\(rgba.hexString))" }
}
