import DevServer
import Foundation
import Logging

// `template-server`: the reference app's development API server as a process (`keel serve`
// builds and runs it). Logs go to standard error through swift-log, one line per request.

LoggingSystem.bootstrap { label in StreamLogHandler.standardError(label: label) }
let logger = Logger(label: "template-server")

func exit(failing message: String, status: Int32 = 64) -> Never {
  logger.critical("\(message)")
  exit(status)
}

let arguments: DevServerArguments
do {
  arguments = try DevServerArguments.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("template-server: \(error)\n\(DevServerArguments.usage)\n".utf8))
  exit(64)
}
if arguments.showHelp {
  FileHandle.standardOutput.write(Data((DevServerArguments.usage + "\n").utf8))
  exit(0)
}

var configuration = DevServerConfiguration()
if let path = arguments.configurationPath {
  do {
    let loaded = try DevServerConfiguration.load(from: URL(fileURLWithPath: path))
    configuration = loaded.configuration
    for key in loaded.unknownKeys {
      logger.warning("configuration file \(path): unknown key '\(key)' ignored")
    }
  } catch {
    exit(failing: "\(error)")
  }
}
configuration = arguments.applying(to: configuration)

let (credentials, generated) = DevServerCredentials.fromEnvironment(ProcessInfo.processInfo.environment)
for variable in generated {
  let value: String =
    switch variable {
    case .basicUser: credentials.basicUser
    case .basicPass: credentials.basicPassword
    case .userEmail: credentials.accounts[0].email
    case .userPass: credentials.accounts[0].password
    }
  logger.notice("\(variable.rawValue) not set; generated for this run: \(value)")
}

let database: DevServerDatabase
do {
  database = try DevServerDatabase(path: arguments.databasePath)
} catch {
  exit(failing: "cannot open database \(arguments.databasePath): \(error)", status: 1)
}

do {
  let server = try await DevServer.start(
    port: arguments.port, configuration: configuration, credentials: credentials, database: database, logger: logger)
  logger.notice(
    "listening on \(server.baseURL.absoluteString) (status \(configuration.statusMode.rawValue), db \(database.path))"
  )
  logger.notice("dashboard: \(server.dashboardURL.absoluteString)")
  try await server.waitUntilStopped()
} catch {
  exit(failing: "cannot serve on 127.0.0.1:\(arguments.port): \(error)", status: 1)
}
