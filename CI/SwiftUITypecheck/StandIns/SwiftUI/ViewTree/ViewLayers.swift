// What a person sees of a scene, bottom to top: each shown window in level order, and above each
// window's content what it presents (a sheet, a full-screen cover, an alert, a confirmation
// dialog), each presentation over the one it was presented from. SwiftUI draws an `.overlay` inside
// the view it modifies, so an overlay is part of its window's content layer, under that window's
// presentations; only a window of a higher level is above them. `@_spi(ViewTree)`: not Apple API.
#if canImport(UIKit)
  @_spi(ViewTree) import UIKit

  /// One layer of a scene: a window's content, or a presentation.
  @_spi(ViewTree)
  @MainActor
  public struct ViewLayer {
    /// `window(level: 0.0)` for a window's content, or the presenting modifier's name (`sheet`,
    /// `fullScreenCover`, `alert`, `confirmationDialog`).
    public let name: String
    /// The evaluated views of the layer (a presentation's content, without what it presents).
    public let roots: [ViewNode]

    /// The layer's name on a line, then its tree as ``ViewTree/text`` writes it (a window's tree
    /// shows its presentations' content under their modifiers too, as a plain tree does).
    public var text: String { "[\(name)]\n" + ViewTreeRenderer.render(roots) }

    /// Whether the layer shows a view of type `kind` (`"AppLockView"`).
    public func contains(_ kind: String) -> Bool {
      roots.contains { $0.layerNodes.contains { $0.kind == kind } }
    }

    /// Whether the layer shows `string` as a `Text`.
    public func contains(text string: String) -> Bool {
      roots.contains { $0.layerNodes.contains { $0.kind == "Text" && $0.value == string } }
    }
  }

  extension ViewTree {
    /// The modifiers that present their content over the window (or over the presentation) they
    /// are in.
    static let presentingModifiers: Set<String> = ["sheet", "fullScreenCover", "alert", "confirmationDialog"]

    /// The layers `scene` shows, bottom first: its shown windows by level (the one attached first
    /// below, among equals), each window's content followed by its presentations.
    public static func layers(of scene: UIWindowScene) -> [ViewLayer] {
      let windows = scene.windows.enumerated()
        .filter { !$0.element.isHidden }
        .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
        .map(\.element)
      var layers: [ViewLayer] = []
      for window in windows {
        guard let hosted = window.rootViewController as? any _HostedView else { continue }
        let roots = hosted.hostedNodes()
        layers.append(ViewLayer(name: "window(level: \(Double(window.windowLevel.rawValue)))", roots: roots))
        appendPresentations(in: roots, to: &layers)
      }
      return layers
    }

    /// Each shown presentation in `nodes`, then what it presents in turn.
    private static func appendPresentations(in nodes: [ViewNode], to layers: inout [ViewLayer]) {
      for node in nodes {
        for modifier in node.modifiers {
          if presentingModifiers.contains(modifier.name) {
            guard !modifier.content.isEmpty else { continue }
            layers.append(ViewLayer(name: modifier.name, roots: modifier.content))
            appendPresentations(in: modifier.content, to: &layers)
          } else {
            appendPresentations(in: modifier.content, to: &layers)
          }
        }
        appendPresentations(in: node.children, to: &layers)
      }
    }
  }

  extension ViewNode {
    /// This node and every node below it in its own layer: presented content left out.
    var layerNodes: [ViewNode] {
      var all: [ViewNode] = [self]
      for modifier in modifiers where !ViewTree.presentingModifiers.contains(modifier.name) {
        for node in modifier.content { all += node.layerNodes }
      }
      for child in children { all += child.layerNodes }
      return all
    }
  }
#endif
