import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `keel serve`: builds and runs the development server of an app package (its
/// `template-server` executable target, or `<app>-server` in an app made by `keel new`), so the
/// app can be run against a local API.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Build and run the development server of an app.",
    discussion: """
      Builds the app package's server product (swift build --product template-server, or the \
      one Sources/<name>-server of an app made by keel new), \
      finds it where swift build put it (swift build --show-bin-path), and runs it on 127.0.0.1 \
      in the current folder, passing --port, --db and --config through. The development \
      dashboard (status mode, latency and failures, request log, analytics, accounts) is at \
      http://127.0.0.1:<port>/_dev. \
      Arguments after -- go to the server unchanged (for example: keel serve -- --status web). \
      Without --path, the app is Examples/TemplateApp in the current folder or in the nearest \
      folder above it that has one, else the current folder.
      """)

  @Option(help: "The app package folder (the one holding Package.swift and Sources/template-server or <app>-server).")
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
    ServeOutput.error("keel serve: building \(plan.server) in \(plan.appDirectory.path)")
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    build.arguments = plan.buildCommand
    try build.run()
    build.waitUntilExit()
    guard build.terminationStatus == 0 else {
      ServeOutput.error("keel serve: building \(plan.server) failed (exit status \(build.terminationStatus))")
      throw ExitCode(build.terminationStatus)
    }
    let executable = try plan.executable(binPathOutput: try Self.output(of: plan.binPathCommand))
    ServeOutput.error("keel serve: running \(([executable.path] + plan.serverArguments).joined(separator: " "))")
    ServeOutput.error("keel serve: \(plan.dashboardNote)")
    // Replace this process with the server, so Ctrl-C and kill reach the server directly.
    let argv = ([executable.path] + plan.serverArguments).map { strdup($0) } + [nil]
    execv(executable.path, argv)
    throw ServeError.cannotRun(executable.path, String(cString: strerror(errno)))
  }

  /// Standard output of a command run through `env`; a failure is a `ServeError`.
  static func output(of command: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ServeError.binPathFailed(command.joined(separator: " "), process.terminationStatus)
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// What `keel serve` will do: which app, how it builds the server, and what it runs.
struct ServePlan: Equatable {
  /// The reference app's server; an app made by `keel new` has `<app>-server` instead.
  static let serverTarget = "template-server"
  static let serverSuffix = "-server"
  static let defaultApp = "Examples/TemplateApp"

  let appDirectory: URL
  /// The server's executable target (and product) in that app.
  let server: String
  /// `swift build --product template-server --package-path <app>` (run through `env`).
  let buildCommand: [String]
  /// `swift build --show-bin-path --package-path <app>`: where that build put its products
  /// (`.build/<triple>/debug`, or elsewhere with a scratch path or configuration of the
  /// package's own), so the server is never looked for in a guessed folder.
  let binPathCommand: [String]
  let port: Int
  let serverArguments: [String]

  /// Where the dashboard will be: its address when the port is known.
  var dashboardNote: String {
    port == 0
      ? "dashboard at /_dev on the port the server prints"
      : "dashboard at http://127.0.0.1:\(port)/_dev"
  }

  /// The server in the folder `swift build --show-bin-path` printed (its last non-empty line:
  /// SwiftPM may print progress before it).
  func executable(binPathOutput: String) throws(ServeError) -> URL {
    let lines = binPathOutput.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    guard let folder = lines.last(where: { !$0.isEmpty }), folder.hasPrefix("/") else {
      throw .noBinPath(binPathCommand.joined(separator: " "), binPathOutput)
    }
    return URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(server)
  }

  static func make(
    path: String?, currentDirectory: URL, port: Int, db: String?, config: String?, passthrough: [String],
    fileManager: FileManager = .default
  ) throws(ServeError) -> ServePlan {
    let app = try appDirectory(path: path, currentDirectory: currentDirectory, fileManager: fileManager)
    let server = serverTarget(in: app, fileManager: fileManager) ?? serverTarget
    var arguments = ["--port", String(port)]
    if let db { arguments += ["--db", db] }
    if let config { arguments += ["--config", config] }
    return ServePlan(
      appDirectory: app,
      server: server,
      buildCommand: ["swift", "build", "--product", server, "--package-path", app.path],
      binPathCommand: ["swift", "build", "--show-bin-path", "--package-path", app.path],
      port: port,
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
    fileManager.fileExists(atPath: app.appendingPathComponent("Package.swift").path)
      && serverTarget(in: app, fileManager: fileManager) != nil
  }

  /// The app's server target: `Sources/template-server` (the reference app), else the one
  /// folder of `Sources/` named `<app>-server` (`keel new` renames the server with the app).
  /// Several such folders are ambiguous: none is chosen.
  static func serverTarget(in app: URL, fileManager: FileManager) -> String? {
    let sources = app.appendingPathComponent("Sources")
    func isFolder(_ name: String) -> Bool {
      var isDirectory: ObjCBool = false
      return fileManager.fileExists(atPath: sources.appendingPathComponent(name).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
    if isFolder(serverTarget) { return serverTarget }
    let servers = ((try? fileManager.contentsOfDirectory(atPath: sources.path)) ?? [])
      .filter { $0.hasSuffix(serverSuffix) && $0.count > serverSuffix.count && isFolder($0) }
    return servers.count == 1 ? servers[0] : nil
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
  case binPathFailed(String, Int32)
  case noBinPath(String, String)

  var description: String {
    switch self {
    case .noSuchFolder(let path):
      "keel serve: \(path) is not a folder"
    case .noServer(let path):
      "keel serve: no development server in \(path): expected a Package.swift with an executable target "
        + "'\(ServePlan.serverTarget)' in Sources/\(ServePlan.serverTarget), or one Sources/<app>-server "
        + "(use --path to point at the app)"
    case .cannotRun(let path, let reason):
      "keel serve: cannot run \(path): \(reason)"
    case .binPathFailed(let command, let status):
      "keel serve: \(command) failed (exit status \(status)), so the built server cannot be found"
    case .noBinPath(let command, let output):
      "keel serve: \(command) printed no absolute folder (it printed: \(output.debugDescription))"
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
