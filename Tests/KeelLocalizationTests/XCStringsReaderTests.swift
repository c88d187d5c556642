import Foundation
import Testing

@testable import KeelLocalization

@Suite struct XCStringsReaderTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "items.count" : {
          "comment" : "Number of items",
          "localizations" : {
            "de" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Ein Eintrag" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Einträge" } }
                }
              }
            },
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "One item" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
                }
              }
            }
          }
        },
        "settings.title" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } }
          }
        },
        "Untranslated source" : {
        }
      },
      "version" : "1.0"
    }
    """

  @Test func readsTextsPluralsCommentsAndLines() throws {
    let catalog = try XCStringsReader.read(Data(Self.catalog.utf8), file: "Localizable.xcstrings")
    #expect(catalog.sourceLanguage == "en")
    let english = Dictionary(uniqueKeysWithValues: catalog.tables["en"]!.map { ($0.key, $0) })
    #expect(english["settings.title"]?.value == .text("Settings"))
    #expect(english["items.count"]?.value == .plural([.one: "One item", .other: "%lld items"]))
    #expect(english["items.count"]?.comment == "Number of items")
    #expect(english["items.count"]?.location == SourceLocation(file: "Localizable.xcstrings", line: 4))
    #expect(english["settings.title"]?.location.line == 25)
    // A key without a source-language localization stands for itself.
    #expect(english["Untranslated source"]?.value == .text("Untranslated source"))
    let german = Dictionary(uniqueKeysWithValues: catalog.tables["de"]!.map { ($0.key, $0.value) })
    #expect(german["items.count"] == .plural([.one: "Ein Eintrag", .other: "%lld Einträge"]))
    #expect(german["Untranslated source"] == nil)
  }

  @Test func invalidJSONIsReportedAtTheFile() {
    #expect {
      try XCStringsReader.read(Data("{ \"sourceLanguage\": 1 }".utf8), file: "bad.xcstrings")
    } throws: { error in
      let diagnostics = (error as? LocalizationLoadError)?.diagnostics ?? []
      return diagnostics.count == 1
        && diagnostics[0].description.hasPrefix("bad.xcstrings:1:1: not a valid String Catalog")
    }
  }

  /// Substitutions, device variations, `shouldTranslate: false` and every state (issue 22, item 3).
  @Test func substitutionsDeviceVariationsAndStates() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "files" : {
            "extractionState" : "stale",
            "localizations" : {
              "en" : {
                "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
                "substitutions" : {
                  "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } },
                  "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "new", "value" : "%arg folder" } },
                    "other" : { "stringUnit" : { "state" : "new", "value" : "%arg folders" } } } } }
                }
              }
            }
          },
          "tap" : {
            "localizations" : {
              "en" : { "variations" : { "device" : {
                "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } } } } },
              "fr" : { "variations" : { "device" : {
                "iphone" : { "stringUnit" : { "state" : "needs_review", "value" : "Touchez" } } } } }
            }
          },
          "Keel" : { "shouldTranslate" : false, "extractionState" : "extracted_with_value" }
        }
      }
      """
    let catalog = try XCStringsReader.read(Data(text.utf8), file: "c.xcstrings")
    let english = Dictionary(uniqueKeysWithValues: catalog.tables["en"]!.map { ($0.key, $0.value) })
    // Each substitution keeps its own forms, `%arg` written as its argument's placeholder.
    #expect(
      english["files"]
        == .substituted(
          format: "%#@files@ in %#@folders@",
          substitutions: [
            LocalizedSubstitution(
              name: "files", argument: 1, formatSpecifier: "lld", forms: [.one: "%1$lld file", .other: "%1$lld files"]),
            LocalizedSubstitution(
              name: "folders", argument: 2, formatSpecifier: "lld",
              forms: [.one: "%2$lld folder", .other: "%2$lld folders"]),
          ]))
    #expect(english["files"]?.representativeText == "%1$lld files in %2$lld folders")
    #expect(english["tap"] == .text("Tap"))
    #expect(catalog.tables["fr"]?.first?.value == .text("Touchez"))
    #expect(english["Keel"] == .text("Keel"))
    #expect(catalog.untranslatableKeys == ["Keel"])
    #expect(catalog.warnings.isEmpty)
  }

  /// Without `argNum`, each `%#@name@` takes the next argument, as in a stringsdict.
  @Test func substitutionsWithoutArgNumTakeArgumentsInOrder() {
    #expect(XCStringsReader.impliedArguments(of: "%#@posts@ from %#@people@") == ["posts": 1, "people": 2])
    #expect(XCStringsReader.impliedArguments(of: "%@ has %#@count@") == ["count": 2])
    #expect(XCStringsReader.impliedArguments(of: "%2$#@b@ %1$#@a@") == ["a": 1, "b": 2])
  }

  @Test func pluralsWithoutOtherAndSubstitutionsWithoutVariationsAreReported() {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "a" : {
            "localizations" : {
              "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "value" : "x" } } } } }
            }
          },
          "b" : {
            "localizations" : {
              "en" : { "stringUnit" : { "value" : "%#@n@" }, "substitutions" : { "n" : {} } }
            }
          }
        }
      }
      """
    #expect {
      try XCStringsReader.read(Data(text.utf8), file: "c.xcstrings")
    } throws: { error in
      let lines = (error as? LocalizationLoadError)?.diagnostics.map(\.description) ?? []
      return lines == [
        "c.xcstrings:4:1: \"a\" (en) has plural forms but no \"other\" form",
        "c.xcstrings:9:1: \"b\" (en) substitution \"n\" has no variations",
      ]
    }
  }

  @Test func aKeyWrittenTwiceIsReportedAsDuplicate() {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "a" : {
          },
          "a" : {
          }
        }
      }
      """
    #expect {
      try XCStringsReader.read(Data(text.utf8), file: "d.xcstrings")
    } throws: { error in
      (error as? LocalizationLoadError)?.diagnostics.map(\.description) == [
        "d.xcstrings:6:1: duplicate key \"a\" (first defined at line 4)"
      ]
    }
  }
}
