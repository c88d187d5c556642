/// What `keel check project` expects of the app beyond the spec itself.
public struct ProjectCheckOptions: Sendable, Equatable {
  /// The target that must link the app's modules. `nil`: the spec's only `application` target.
  public var appTarget: String?
  /// Library products of the local packages the app must not link (a development server, say).
  public var excludedProducts: Set<String>
  /// Products the spec may link before the package declares them (modules being added on
  /// other branches): reported as warnings while missing, instead of errors.
  public var pendingProducts: Set<String>

  public init(appTarget: String? = nil, excludedProducts: Set<String> = [], pendingProducts: Set<String> = []) {
    self.appTarget = appTarget
    self.excludedProducts = excludedProducts
    self.pendingProducts = pendingProducts
  }
}
