import ArgumentParser
import Foundation
import KeelDesign

struct DesignCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "design", abstract: "Look at the design system.",
    subcommands: [DesignPreviewCommand.self, DesignAssetsCommand.self])
}

/// `keel design preview`: writes KeelDesign's style-guide page, so a person can look at the
/// palette, the type scale and every component per theme without building the app.
struct DesignPreviewCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Write the style guide (palette, typography, components per theme) as one HTML file.",
    discussion: """
      The page shows every palette token in light and dark, the typography scale at its four \
      weights, spacing / radii / shadows, and DSButton, DSListRow and DSCard in every variant and \
      state for each theme in both appearances, with the theme's WCAG contrast audit. It is \
      generated from the same style resolution the SwiftUI components draw. Contrast failures are \
      listed on the page and on standard error; --strict makes them fail the command.
      """)

  @Option(name: .shortAndLong, help: "The HTML file to write (folders are created).")
  var output: String = "style-guide.html"

  @Option(name: .customLong("theme"), help: "A theme id to include; repeat for several. Default: every built-in theme.")
  var themeIDs: [String] = []

  @Flag(help: "Exit with status 1 when a theme fails its contrast audit.")
  var strict = false

  func run() async throws {
    let themes = try selectedThemes()
    let url = URL(fileURLWithPath: output).standardizedFileURL
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try StyleGuidePage.html(themes: themes).write(to: url, atomically: true, encoding: .utf8)
    } catch {
      DesignOutput.error("keel design preview: cannot write \(url.path): \(error.localizedDescription)")
      throw ExitCode.failure
    }
    DesignOutput.line(
      "wrote \(url.path): \(themes.map(\.name).joined(separator: ", ")); \(Palette.allCases.count) colour tokens, "
        + "\(TypographyStyle.allCases.count) text styles")
    var failureCount = 0
    for theme in themes {
      for appearance in Appearance.allCases {
        let failures = ContrastAudit.failures(theme: theme, appearance: appearance)
        failureCount += failures.count
        for failure in failures { DesignOutput.error("contrast: \(failure)") }
      }
    }
    if failureCount > 0 && strict {
      DesignOutput.error("keel design preview: \(failureCount) contrast failure(s)")
      throw ExitCode.failure
    }
  }

  private func selectedThemes() throws -> [Theme] {
    guard !themeIDs.isEmpty else { return Theme.builtIn }
    return try themeIDs.map { id in
      guard let theme = Theme.builtIn.first(where: { $0.id == id }) else {
        throw ValidationError(
          "unknown theme \"\(id)\"; available: \(Theme.builtIn.map(\.id).joined(separator: ", "))")
      }
      return theme
    }
  }
}

/// The output layer of `keel design`: results to standard output, problems to standard error.
enum DesignOutput {
  static func line(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
