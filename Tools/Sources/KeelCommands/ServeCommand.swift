import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `keel serve`: builds and runs the development server of an app package (its
/// `template-server` executable target), so the app can be run against a local API.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Build and run the development server of an app.",
    discussion: """
      Builds the app package's template-server product (swift build --product template-server) \
      and runs it on 127.0.0.1 in the current folder, passing --port, --db and --config through. \
      Arguments after -- go to the server unchanged (for example: keel serve -- --status web). \
      Without --path, the app is Examples/TemplateApp in the current folder or in the nearest \
      folder above it that has one, else the current folder.
      """)

  @Option(help: "The app package folder (the one holding Package.swift and Sources/template-server).")
  var path: String?

  @Option(help: "The port to listen on (0 picks a free one).")
  var port: Int = 8080

  @Option(help: "The SQLite database. Default: the server's (.keel/template-server.sqlite in the current folder).")
  var db: String?

  @Option(help: "A JSON configuration file for the server (see the app's API.md).")
  var config: String?

  @Argument(parsing: .postTerminator, help: "Arguments passed to the server unchanged.")
  var serverArguments: [String] = []

  func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0–65535, got \(port)") }
  }

  func run() async throws {
    let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let plan = try ServePlan.make(
      path: path, currentDirectory: currentDirectory, port: port, db: db, config: config,
      passthrough: serverArguments)
    ServeOutput.error("keel serve: building template-server in \(plan.appDirectory.path)")
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    build.arguments = plan.buildCommand
    try build.run()
    build.waitUntilExit()
    guard build.terminationStatus == 0 else {
      ServeOutput.error("keel serve: building template-server failed (exit status \(build.terminationStatus))")
      throw ExitCode(build.terminationStatus)
    }
    ServeOutput.error("keel serve: running \(([plan.executable.path] + plan.serverArguments).joined(separator: " "))")
    // Replace this process with the server, so Ctrl-C and kill reach the server directly.
    let argv = ([plan.executable.path] + plan.serverArguments).map { strdup($0) } + [nil]
    execv(plan.executable.path, argv)
    throw ServeError.cannotRun(plan.executable.path, String(cString: strerror(errno)))
  }
}

/// What `keel serve` will do: which app, how it builds the server, and what it runs.
struct ServePlan: Equatable {
  static let serverTarget = "template-server"
  static let defaultApp = "Examples/TemplateApp"

  let appDirectory: URL
  /// `swift build --product template-server --package-path <app>` (run through `env`).
  let buildCommand: [String]
  let executable: URL
  let serverArguments: [String]

  static func make(
    path: String?, currentDirectory: URL, port: Int, db: String?, config: String?, passthrough: [String],
    fileManager: FileManager = .default
  ) throws(ServeError) -> ServePlan {
    let app = try appDirectory(path: path, currentDirectory: currentDirectory, fileManager: fileManager)
    var arguments = ["--port", String(port)]
    if let db { arguments += ["--db", db] }
    if let config { arguments += ["--config", config] }
    return ServePlan(
      appDirectory: app,
      buildCommand: ["swift", "build", "--product", serverTarget, "--package-path", app.path],
      executable: app.appendingPathComponent(".build/debug/\(serverTarget)"),
      serverArguments: arguments + passthrough)
  }

  /// The app folder: `path` (relative to the current folder) when given; otherwise
  /// Examples/TemplateApp in the current folder or the nearest one above it, else the current
  /// folder. The folder must have a server.
  static func appDirectory(path: String?, currentDirectory: URL, fileManager: FileManager) throws(ServeError) -> URL {
    if let path {
      let url =
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path))
        .standardizedFileURL
      try requireServer(in: url, fileManager: fileManager)
      return url
    }
    var folder = currentDirectory.standardizedFileURL
    while true {
      let candidate = folder.appendingPathComponent(defaultApp)
      if hasServer(candidate, fileManager: fileManager) { return candidate }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    try requireServer(in: currentDirectory.standardizedFileURL, fileManager: fileManager)
    return currentDirectory.standardizedFileURL
  }

  static func hasServer(_ app: URL, fileManager: FileManager) -> Bool {
    var isDirectory: ObjCBool = false
    return fileManager.fileExists(atPath: app.appendingPathComponent("Package.swift").path)
      && fileManager.fileExists(
        atPath: app.appendingPathComponent("Sources/\(serverTarget)").path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  private static func requireServer(in app: URL, fileManager: FileManager) throws(ServeError) {
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: app.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .noSuchFolder(app.path)
    }
    guard hasServer(app, fileManager: fileManager) else { throw .noServer(app.path) }
  }
}

enum ServeError: Error, Equatable, CustomStringConvertible {
  case noSuchFolder(String)
  case noServer(String)
  case cannotRun(String, String)

  var description: String {
    switch self {
    case .noSuchFolder(let path):
      "keel serve: \(path) is not a folder"
    case .noServer(let path):
      "keel serve: no development server in \(path): expected a Package.swift with an executable target "
        + "'\(ServePlan.serverTarget)' in Sources/\(ServePlan.serverTarget) (use --path to point at the app)"
    case .cannotRun(let path, let reason):
      "keel serve: cannot run \(path): \(reason)"
    }
  }
}

/// The output layer of `keel serve`: progress and errors to standard error (standard output
/// belongs to the server).
enum ServeOutput {
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
