import ArgumentParser
import Foundation
import L10nGenerator

struct GenCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gen", abstract: "Generate code from resources.", subcommands: [GenL10nCommand.self])
}

/// `keel gen l10n`: type-safe `L10n` from a resources folder (the seed's `L10n`, generated and
/// checked instead of written by hand). The work is done by the `L10nGenerator` library; this
/// type only reads arguments and prints.
struct GenL10nCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "l10n",
    abstract: "Generate L10n.swift from .strings and .xcstrings files.",
    discussion: """
      Reads every <language>.lproj/Localizable.strings and every *.xcstrings directly inside \
      RESOURCES and writes L10n.swift: nested enums from dot-separated keys \
      (L10n.myFeature.title), a String on every platform (Text(L10n.myFeature.title) shows it \
      as it is), functions with typed parameters for strings with placeholders, L10n.format, \
      the base-language text as each member's doc comment, and the run-time language switch \
      (L10n.selectLanguage("de"), L10n.availableLanguages, L10n.currentLanguage): every member \
      is looked up by Keel's Localizer when it is read, and SwiftUI views redraw on a switch.

      Accepts every .strings file Apple's parser accepts (UTF-8, UTF-16 or UTF-32 with a BOM, \
      BOM-less UTF-16 read as Apple's parser reads it). Base.lproj \
      is the base language where present. Keys become Swift names by one rule (see README).

      Fails (exit status 1, one "file:line: error: message" per problem) when a file does not \
      parse, when placeholders of a translation differ from the base language in count, type \
      or position, or when two keys become the same Swift name. Warns ("warning:") when a key \
      is missing from a language (iOS shows the base text), is only in another language, is \
      defined twice (the last wins), or when Apple's parser would skip part of a file; \
      --strict makes those errors. Other tables (InfoPlist.strings, …) get one note; generate \
      one with --table NAME. Output is deterministic; --check compares it with the existing \
      file instead of writing (for CI).
      """)

  @Argument(help: "The resources folder holding the *.lproj folders and/or *.xcstrings files.")
  var resources: String

  @Option(name: .shortAndLong, help: "The file to write. Default: L10n.swift next to the resources folder.")
  var output: String?

  @Option(help: "The language others are checked against. Default: the String Catalog's source language, or en.")
  var baseLanguage: String?

  @Option(help: "Access level of the generated declarations: internal or public.")
  var accessLevel: AccessLevel = .internal

  @Option(help: "The bundle holding the resources folder at run time: module (a package target's resources) or main.")
  var bundle: BundleChoice = .module

  @Flag(help: "Verify that the output file is up to date and the resources are valid, without writing.")
  var check = false

  @Flag(help: "Treat missing translations, extra keys, duplicates and skipped input as errors (for CI).")
  var strict = false

  @Option(help: "The table to generate: Localizable (L10n), or another (e.g. InfoPlist) under its own namespace.")
  var table = "Localizable"

  enum AccessLevel: String, ExpressibleByArgument, CaseIterable {
    case `internal`, `public`
  }

  enum BundleChoice: String, ExpressibleByArgument, CaseIterable {
    case module, main
  }

  func run() async throws {
    let resourcesURL = URL(fileURLWithPath: resources).standardizedFileURL
    let outputURL =
      output.map { URL(fileURLWithPath: $0) }
      ?? resourcesURL.deletingLastPathComponent().appendingPathComponent("L10n.swift")
    let request = L10nGeneration.Request(
      resources: resourcesURL, output: outputURL.standardizedFileURL, baseLanguage: baseLanguage,
      accessLevel: accessLevel.rawValue, bundle: bundle.rawValue, check: check, strict: strict, table: table)
    var warnings: [L10nDiagnostic] = []
    do {
      let outcome = try L10nGeneration.run(request, warnings: &warnings)
      for warning in warnings { GenOutput.error(warning.description) }
      if !warnings.isEmpty {
        let notes = warnings.filter { $0.severity == .note }.count
        GenOutput.error(
          "keel gen l10n: \(warnings.count - notes) warning(s), \(notes) note(s); --strict makes warnings errors")
      }
      switch outcome {
      case .written(let keys, let languages):
        GenOutput.line("wrote \(outputURL.path): \(keys) keys in \(languages.joined(separator: ", "))")
      case .unchanged(let keys, let languages):
        GenOutput.line("\(outputURL.path) is up to date: \(keys) keys in \(languages.joined(separator: ", "))")
      }
    } catch {
      for diagnostic in error.diagnostics { GenOutput.error(diagnostic.description) }
      let errors = error.diagnostics.filter(\.isError).count
      GenOutput.error("keel gen l10n: \(errors) error(s), \(error.diagnostics.count - errors) warning(s) or note(s)")
      throw ExitCode.failure
    }
  }
}

/// The output layer of `keel gen`: results to standard output, diagnostics to standard error.
enum GenOutput {
  static func line(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
