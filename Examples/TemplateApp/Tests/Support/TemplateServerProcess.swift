import Foundation
import KeelCore

#if canImport(Glibc)
  import Glibc
#endif

// Child processes exist on macOS and Linux only (iOS has no `Process`): without this guard the
// shared test support, and every test target of the app's modules with it, could not build for
// the simulator, where the Xcode project's scheme runs them. DevServerTests, the one user, is not
// in that scheme.
#if os(macOS) || os(Linux)

  /// The built `template-server` executable running as a child process, for tests that need a
  /// real process (kill -9, restart on the same database).
  public final class TemplateServerProcess: Sendable {
    public let port: UInt16
    private let process: Process
    private let output: OutputCollector
    private let errorOutput: FileHandle

    private init(port: UInt16, process: Process, output: OutputCollector, errorOutput: FileHandle) {
      self.port = port
      self.process = process
      self.output = output
      self.errorOutput = errorOutput
    }

    deinit { errorOutput.readabilityHandler = nil }

    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Everything the server has written to standard error so far.
    public var log: String { output.text }

    /// `template-server` in the products folder the tests were built into
    /// (`swift build --build-tests` builds it with them).
    public static func executable() throws -> URL {
      let candidates = [
        Bundle.main.executableURL, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]),
      ]
      for candidate in candidates.compactMap({ $0 }) {
        var directory = candidate.deletingLastPathComponent()
        for _ in 0..<3 {
          let binary = directory.appendingPathComponent("template-server")
          if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
          directory = directory.deletingLastPathComponent()
        }
      }
      let packageBuild = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/template-server")
      if FileManager.default.isExecutableFile(atPath: packageBuild.path) { return packageBuild }
      throw HarnessError.executableNotFound(
        "template-server is not built next to the tests; "
          + "run swift build --build-tests")
    }

    /// Launches the server on a free port with `arguments` and `environment` (added to this
    /// process's), and returns once it logs that it is listening.
    public static func launch(arguments: [String], environment: [String: String]) async throws -> TemplateServerProcess
    {
      let process = Process()
      process.executableURL = try executable()
      process.arguments = ["--port", "0"] + arguments
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
      let pipe = Pipe()
      process.standardError = pipe
      process.standardOutput = FileHandle.nullDevice
      let output = OutputCollector()
      // Cleared when the server is stopped, fails to start or is released: on Linux the handler
      // is not called at end of file, and until it is cleared its dispatch source keeps the
      // pipe and the collected output for the rest of the run (LeakSanitizer reported the
      // output at exit, 24 Nov 2026).
      pipe.fileHandleForReading.readabilityHandler = { handle in output.append(handle.availableData) }
      try process.run()
      let deadline = Date().addingTimeInterval(15)
      while true {
        if let port = output.listeningPort() {
          return TemplateServerProcess(
            port: port, process: process, output: output, errorOutput: pipe.fileHandleForReading)
        }
        // The output is read once more after the deadline before giving up: on a starved
        // machine this task can wake long after it, while the server logged in time (under
        // ThreadSanitizer, "listening" 11 s after the launch, which was given up at 29 s).
        if !process.isRunning || Date() >= deadline { break }
        try await Task.sleep(for: .milliseconds(20))
      }
      process.terminate()
      waitForExit(process)
      pipe.fileHandleForReading.readabilityHandler = nil
      throw HarnessError.serverDidNotStart(output.text)
    }

    /// The child's process id (the load test reads its memory from /proc).
    public var processIdentifier: Int32 { process.processIdentifier }

    /// SIGKILL: no chance to flush or close anything.
    public func kill9() {
      kill(process.processIdentifier, SIGKILL)
      waitForExit(process)
      errorOutput.readabilityHandler = nil
    }

    public func terminate() {
      if process.isRunning {
        process.terminate()
        waitForExit(process)
      }
      errorOutput.readabilityHandler = nil
    }

    public var terminationReason: Process.TerminationReason { process.terminationReason }
    public var terminationStatus: Int32 { process.terminationStatus }
  }

  /// Waits for `process` to end. Not `waitUntilExit()`: on Linux that stores the calling thread's
  /// `RunLoop` in a weak property, giving the run loop (alive as long as its pool thread) a
  /// side table that LeakSanitizer reported as a 32-byte leak at exit (24 Nov 2026, the app's
  /// address-sanitizer run; the same mechanism as the `FileHandle` entry in
  /// scripts/sanitizers/lsan.supp, not reproduced outside the test run), and it spins that run
  /// loop on a thread of the cooperative pool. Foundation's own exit monitor sets `isRunning`.
  private func waitForExit(_ process: Process) {
    while process.isRunning { usleep(2_000) }
  }

  private final class OutputCollector: Sendable {
    private let storage = Locked(Data())

    var text: String { storage.withLock { String(decoding: $0, as: UTF8.self) } }

    func append(_ data: Data) { storage.withLock { $0.append(data) } }

    func listeningPort() -> UInt16? {
      guard let range = text.range(of: "listening on http://127.0.0.1:") else { return nil }
      return UInt16(text[range.upperBound...].prefix { $0.isNumber })
    }
  }
#endif
