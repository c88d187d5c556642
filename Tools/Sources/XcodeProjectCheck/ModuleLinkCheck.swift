import Foundation

/// The app target must link every library product of its local packages (a module added to
/// `Package.swift` but not to the app builds on Linux and is missing from the iOS app), must not
/// link an excluded one, and may name only products and test targets the package declares.
extension CheckContext {
  func checkModules(_ spec: SpecNode) {
    let packages = localPackages(spec)
    guard let (appName, app) = appTarget(spec) else { return }
    let dependencies = app["dependencies"]
    var linked: [String: [String]] = [:]
    for dependency in dependencies?.items ?? [] {
      guard let packageNode = dependency["package"], let packageName = packageNode.string else { continue }
      guard spec["packages"]?[packageName] != nil else {
        report(.error, at: packageNode, "package '\(packageName)' is not declared under packages")
        continue
      }
      for product in products(linkedBy: dependency, packageName: packageName) {
        linked[packageName, default: []].append(product.name)
        linkedProducts.append(product.name)
        guard let manifest = packages[packageName] else { continue }
        checkLinked(product.name, at: product.node, package: packageName, manifest: manifest)
      }
    }
    for (packageName, manifest) in packages.sorted(by: { $0.key < $1.key }) {
      let missing = manifest.libraryProducts.filter {
        !options.excludedProducts.contains($0) && !(linked[packageName] ?? []).contains($0)
      }
      for product in missing {
        report(
          .error, at: dependencies ?? app,
          "library product '\(product)' of \(packageName)'s Package.swift is not linked by target '\(appName)' "
            + "(add it under `- package: \(packageName)` products)")
      }
      for pending in options.pendingProducts.sorted() where manifest.libraryProducts.contains(pending) {
        report(
          .warning, at: dependencies ?? app,
          "'\(pending)' is a product of \(packageName)'s Package.swift now; it no longer needs to be pending")
      }
    }
    checkTestTargets(spec, packages: packages)
  }

  private func checkLinked(_ product: String, at node: SpecNode, package: String, manifest: PackageManifest) {
    if options.excludedProducts.contains(product) {
      report(.error, at: node, "'\(product)' must not be linked by the app (excluded from the app's modules)")
    } else if !manifest.libraryProducts.contains(product) {
      if options.pendingProducts.contains(product) {
        report(
          .warning, at: node,
          "module '\(product)' is missing from \(package)'s Package.swift (pending: it is being added)")
      } else {
        report(
          .error, at: node,
          "module '\(product)' is missing from \(package)'s Package.swift; its library products: "
            + manifest.libraryProducts.joined(separator: ", "))
      }
    }
  }

  /// The products a dependency links: `product:`, each of `products:`, or the package's name.
  func products(linkedBy dependency: SpecNode, packageName: String) -> [(name: String, node: SpecNode)] {
    if let product = dependency["product"], let name = product.string { return [(name, product)] }
    if let products = dependency["products"] {
      return products.items.compactMap { item in item.string.map { ($0, item) } }
    }
    return [(packageName, dependency)]
  }

  /// The target that must link the modules: `--app-target`, else the only application target.
  /// `reporting`: whether to report a missing or ambiguous one (once per run, by the module check).
  func appTarget(_ spec: SpecNode, reporting: Bool = true) -> (String, SpecNode)? {
    let targets = spec["targets"]?.entries ?? []
    if let wanted = options.appTarget {
      guard let target = targets.first(where: { $0.key == wanted }) else {
        if reporting { report(.error, at: spec["targets"] ?? spec, "there is no target '\(wanted)'") }
        return nil
      }
      return target
    }
    let applications = targets.filter { $0.value["type"]?.string?.hasPrefix("application") == true }
    guard applications.count == 1, let application = applications.first else {
      guard reporting else { return nil }
      let names = applications.map(\.key).joined(separator: ", ")
      report(
        .error, at: spec["targets"] ?? spec,
        "expected one application target, found \(applications.count)\(names.isEmpty ? "" : " (\(names))"); "
          + "name it with --app-target")
      return nil
    }
    return application
  }

  /// Each local package (`path:`) whose Package.swift can be read, by its name in the spec.
  private func localPackages(_ spec: SpecNode) -> [String: PackageManifest] {
    var manifests: [String: PackageManifest] = [:]
    for (name, package) in spec["packages"]?.entries ?? [] {
      guard let path = package["path"]?.string, !path.contains("$") else { continue }
      let file = url(path).appendingPathComponent("Package.swift")
      guard let source = try? String(contentsOf: file, encoding: .utf8) else { continue }
      let manifest = PackageManifest.read(source, fileName: shown(file))
      for (line, what) in manifest.unreadable {
        report(.warning, at: package, "\(shown(file)):\(line): \(what) has no literal name; not checked")
      }
      manifests[name] = manifest
    }
    return manifests
  }

  /// Scheme test targets of the form `package: Package/TestTarget` must exist in the package.
  private func checkTestTargets(_ spec: SpecNode, packages: [String: PackageManifest]) {
    for (_, scheme) in spec["schemes"]?.entries ?? [] {
      for entry in scheme["test"]?["targets"]?.items ?? [] {
        guard let reference = entry["package"] ?? entry["target"]?["package"], let text = reference.string else {
          continue
        }
        let parts = text.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
          report(.error, at: reference, "expected PackageName/TestTargetName, found '\(text)'")
          continue
        }
        guard spec["packages"]?[parts[0]] != nil else {
          report(.error, at: reference, "package '\(parts[0])' is not declared under packages")
          continue
        }
        if let manifest = packages[parts[0]], !manifest.testTargets.contains(parts[1]) {
          report(
            .error, at: reference,
            "test target '\(parts[1])' is missing from \(parts[0])'s Package.swift; its test targets: "
              + manifest.testTargets.joined(separator: ", "))
        }
      }
    }
  }
}
