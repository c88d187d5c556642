import Foundation

/// The localized strings of a resources folder, by language: every `<lang>.lproj/Localizable.strings`
/// and every `*.xcstrings` directly inside it (the layout Xcode and seed 000 use). The generator
/// validates and generates from this; ``Localizer`` looks strings up in it at run time.
public struct LocalizationResources: Sendable {
  public let directory: URL
  /// The language other languages are checked against and fall back to.
  public let baseLanguage: String
  /// Entries by language, in file order; a key may appear more than once (a duplicate).
  public let tables: [String: [LocalizedEntry]]

  public init(directory: URL, baseLanguage: String, tables: [String: [LocalizedEntry]]) {
    self.directory = directory
    self.baseLanguage = baseLanguage
    self.tables = tables
  }

  /// Languages, the base language first, then the rest sorted.
  public var languages: [String] {
    [baseLanguage] + tables.keys.filter { $0 != baseLanguage }.sorted()
  }

  /// Reads a resources folder. `baseLanguage` defaults to the String Catalog's source language,
  /// or `en`. Every unreadable file is reported (paths relative to the folder's parent are not
  /// used: diagnostics name the file by the path it was found at).
  public static func load(
    directory: URL, baseLanguage: String? = nil
  ) throws(LocalizationLoadError)
    -> LocalizationResources
  {
    let manager = FileManager.default
    let names: [String]
    do {
      names = try manager.contentsOfDirectory(atPath: directory.path).sorted()
    } catch {
      throw LocalizationLoadError([
        LocalizationDiagnostic(
          "cannot read the resources folder: \(error)", at: SourceLocation(file: directory.path, line: 1))
      ])
    }
    var tables: [String: [LocalizedEntry]] = [:]
    var diagnostics: [LocalizationDiagnostic] = []
    var sourceLanguage: String?
    for name in names {
      let url = directory.appendingPathComponent(name)
      if name.hasSuffix(".lproj") {
        let stringsFile = url.appendingPathComponent("Localizable.strings")
        guard manager.fileExists(atPath: stringsFile.path) else { continue }
        let language = String(name.dropLast(".lproj".count))
        do {
          let data = try Data(contentsOf: stringsFile)
          tables[language, default: []] += try StringsParser.parse(data, file: stringsFile.path)
        } catch let diagnostic as LocalizationDiagnostic {
          diagnostics.append(diagnostic)
        } catch {
          diagnostics.append(
            LocalizationDiagnostic("cannot read: \(error)", at: SourceLocation(file: stringsFile.path, line: 1)))
        }
      } else if name.hasSuffix(".xcstrings") {
        do {
          let data = try Data(contentsOf: url)
          let catalog = try XCStringsReader.read(data, file: url.path)
          sourceLanguage = sourceLanguage ?? catalog.sourceLanguage
          for (language, entries) in catalog.tables { tables[language, default: []] += entries }
        } catch let error as LocalizationLoadError {
          diagnostics += error.diagnostics
        } catch {
          diagnostics.append(
            LocalizationDiagnostic("cannot read: \(error)", at: SourceLocation(file: url.path, line: 1)))
        }
      }
    }
    guard diagnostics.isEmpty else { throw LocalizationLoadError(diagnostics) }
    return LocalizationResources(
      directory: directory, baseLanguage: baseLanguage ?? sourceLanguage ?? "en", tables: tables)
  }
}
