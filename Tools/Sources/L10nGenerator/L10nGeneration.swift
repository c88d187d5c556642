import Foundation
import KeelLocalization

/// `keel gen l10n` without the command line: load a resources folder, validate it, generate
/// `L10n.swift`, then write it or (`check`) compare it with the file on disk.
public enum L10nGeneration {
  public struct Request: Sendable {
    public var resources: URL
    public var output: URL
    public var baseLanguage: String?
    public var accessLevel: String
    public var bundle: String
    public var check: Bool
    /// Missing translations, keys only in other languages, duplicates and skipped input are
    /// errors rather than warnings.
    public var strict: Bool
    /// The table to generate: `Localizable`, or another (`InfoPlist`) under its own namespace.
    public var table: String

    public init(
      resources: URL, output: URL, baseLanguage: String? = nil, accessLevel: String = "internal",
      bundle: String = "module", check: Bool = false, strict: Bool = false, table: String = "Localizable"
    ) {
      self.strict = strict
      self.table = table
      self.resources = resources
      self.output = output
      self.baseLanguage = baseLanguage
      self.accessLevel = accessLevel
      self.bundle = bundle
      self.check = check
    }
  }

  public enum Outcome: Sendable, Equatable {
    /// The file was written (it was missing or different).
    case written(keys: Int, languages: [String])
    /// The file already held exactly the generated text.
    case unchanged(keys: Int, languages: [String])
  }

  /// Why generation stopped; every diagnostic (errors, and the warnings and notes found with
  /// them), sorted by file and line.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public let diagnostics: [L10nDiagnostic]
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
  }

  public static func run(_ request: Request) throws(Failure) -> Outcome {
    var warnings: [L10nDiagnostic] = []
    return try run(request, warnings: &warnings)
  }

  /// Generates, collecting the warnings and notes of a successful run in `warnings`.
  public static func run(_ request: Request, warnings: inout [L10nDiagnostic]) throws(Failure) -> Outcome {
    let resources: LocalizationResources
    do {
      resources = try LocalizationResources.load(
        directory: request.resources, baseLanguage: request.baseLanguage, table: request.table)
    } catch {
      throw Failure(diagnostics: error.diagnostics.map { L10nDiagnostic($0) }.sorted())
    }
    let (strings, diagnostics) = L10nValidator.validate(resources, strict: request.strict, table: request.table)
    guard !diagnostics.contains(where: \.isError) else { throw Failure(diagnostics: diagnostics) }
    warnings = diagnostics
    let options = L10nCodeGenerator.Options(
      accessLevel: request.accessLevel, baseLanguage: resources.baseLanguage, languages: resources.languages,
      bundle: request.bundle, bundleSubdirectory: request.resources.standardizedFileURL.lastPathComponent,
      table: request.table)
    let generated = L10nCodeGenerator.generate(strings, options: options)
    let existing = try? String(contentsOf: request.output, encoding: .utf8)
    if existing == generated { return .unchanged(keys: strings.count, languages: resources.languages) }
    if request.check {
      throw Failure(diagnostics: [
        L10nDiagnostic(
          existing == nil
            ? "\(request.output.lastPathComponent) does not exist; run keel gen l10n to create it"
            : "\(request.output.lastPathComponent) is out of date with \(request.resources.lastPathComponent); "
              + "run keel gen l10n",
          file: request.output.path, line: 1)
      ])
    }
    do {
      try FileManager.default.createDirectory(
        at: request.output.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(generated.utf8).write(to: request.output, options: .atomic)
    } catch {
      throw Failure(diagnostics: [L10nDiagnostic("cannot write: \(error)", file: request.output.path, line: 1)])
    }
    return .written(keys: strings.count, languages: resources.languages)
  }
}
