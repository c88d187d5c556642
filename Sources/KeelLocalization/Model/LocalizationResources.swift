import Foundation

/// The localized strings of one table of a resources folder, by language: every
/// `<lang>.lproj/<table>.strings`, plus the String Catalogs directly inside it (the layout Xcode
/// and seed 000 use): for the default table `Localizable`, every `*.xcstrings`; for another
/// table, `<table>.xcstrings`. The generator validates and generates from this; ``Localizer``
/// looks strings up in it at run time.
public struct LocalizationResources: Sendable {
  /// The `Resources` folder read.
  public let directory: URL
  /// The language other languages are checked against and fall back to.
  public let baseLanguage: String
  /// Entries by language, in file order; a key may appear more than once (a duplicate).
  public let tables: [String: [LocalizedEntry]]
  /// What the files hold that Apple's tools accept but skip (see ``StringsParser``).
  public let warnings: [LocalizationDiagnostic]
  /// Names of other `.strings` tables found in the `.lproj` folders (`InfoPlist`, …), sorted.
  public let otherTables: [String]
  /// Keys that must not be translated (`"shouldTranslate": false` in a String Catalog).
  public let untranslatableKeys: Set<String>

  /// Resources assembled by hand (tests, previews);
  /// ``load(directory:baseLanguage:table:)`` reads them from disk.
  public init(
    directory: URL, baseLanguage: String, tables: [String: [LocalizedEntry]], warnings: [LocalizationDiagnostic] = [],
    otherTables: [String] = [], untranslatableKeys: Set<String> = []
  ) {
    self.directory = directory
    self.baseLanguage = baseLanguage
    self.tables = tables
    self.warnings = warnings
    self.otherTables = otherTables
    self.untranslatableKeys = untranslatableKeys
  }

  /// Languages, the base language first, then the rest sorted.
  public var languages: [String] {
    [baseLanguage] + tables.keys.filter { $0 != baseLanguage }.sorted()
  }

  /// Reads one table of a resources folder. `baseLanguage` defaults to `Base` when
  /// `Base.lproj/<table>.strings` exists (Xcode's base internationalization), else the String
  /// Catalog's source language, else `en`. Every unreadable file is reported (diagnostics name
  /// the file by the path it was found at).
  public static func load(
    directory: URL, baseLanguage: String? = nil, table: String = "Localizable"
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
    var warnings: [LocalizationDiagnostic] = []
    var otherTables = Set<String>()
    var untranslatable = Set<String>()
    var sourceLanguage: String?
    for name in names {
      let url = directory.appendingPathComponent(name)
      if name.hasSuffix(".lproj") {
        let files = (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
        for file in files where file.hasSuffix(".strings") && file != "\(table).strings" {
          otherTables.insert(String(file.dropLast(".strings".count)))
        }
        let stringsFile = url.appendingPathComponent("\(table).strings")
        guard manager.fileExists(atPath: stringsFile.path) else { continue }
        let language = String(name.dropLast(".lproj".count))
        do {
          let data = try Data(contentsOf: stringsFile)
          let parsed = try StringsParser.read(data, file: stringsFile.path)
          tables[language, default: []] += parsed.entries
          warnings += parsed.warnings
        } catch let diagnostic as LocalizationDiagnostic {
          diagnostics.append(diagnostic)
        } catch {
          diagnostics.append(
            LocalizationDiagnostic("cannot read: \(error)", at: SourceLocation(file: stringsFile.path, line: 1)))
        }
      } else if name.hasSuffix(".xcstrings"), table == "Localizable" || name == "\(table).xcstrings" {
        do {
          let data = try Data(contentsOf: url)
          let catalog = try XCStringsReader.read(data, file: url.path)
          sourceLanguage = sourceLanguage ?? catalog.sourceLanguage
          for (language, entries) in catalog.tables { tables[language, default: []] += entries }
          warnings += catalog.warnings
          untranslatable.formUnion(catalog.untranslatableKeys)
        } catch let error as LocalizationLoadError {
          diagnostics += error.diagnostics
        } catch {
          diagnostics.append(
            LocalizationDiagnostic("cannot read: \(error)", at: SourceLocation(file: url.path, line: 1)))
        }
      }
    }
    guard diagnostics.isEmpty else { throw LocalizationLoadError(diagnostics) }
    let base = baseLanguage ?? (tables["Base"] != nil ? "Base" : nil) ?? sourceLanguage ?? "en"
    return LocalizationResources(
      directory: directory, baseLanguage: base, tables: tables, warnings: warnings, otherTables: otherTables.sorted(),
      untranslatableKeys: untranslatable)
  }
}
