// Stand-in for Xcode's previews: `PreviewProvider`, which the app's views use so the harness
// compiles their previews. (`#Preview` is a macro whose implementation ships inside Xcode; a
// stand-in would need a compiler plug-in of our own built from swift-syntax, and its expansion
// could not be Apple's. See README.md, "Previews".)

// doc: previewprovider (`@MainActor @preconcurrency protocol PreviewProvider : _PreviewProvider`,
// iOS 13.0+); doc: previewprovider/previews-swift.associatedtype (`associatedtype Previews :
// View`); doc: previewprovider/previews-swift.type.property (`@MainActor @preconcurrency static
// var previews: Self.Previews { get }`, a view builder in the iOS 18.0 SDK); doc:
// previewprovider/platform (`@MainActor @preconcurrency static var platform: PreviewPlatform? {
// get }`, which providers need not implement: Xcode infers the platform). `_PreviewProvider` is
// underscored, named by nothing of ours: left out.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
  @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}

// doc: previewplatform (`enum PreviewPlatform`: iOS, macOS, tvOS, watchOS; visionOS left out,
// which only makes the stand-in stricter).
public enum PreviewPlatform {
  case iOS, macOS, tvOS, watchOS
}
