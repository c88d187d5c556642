import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A headless Chromium process and its DevTools pipe. Blocking reads run on a thread of their
/// own (never the cooperative pool the in-process server needs).
final class HeadlessChromium: @unchecked Sendable {
  static let executable: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  private let process: Process
  private let toBrowser: FileHandle
  private let fromBrowser: FileHandle
  private var buffer = Data()
  private var nextID = 0
  private var sessionID: String?

  struct ProtocolError: Error, CustomStringConvertible {
    let description: String
  }

  private init(process: Process, toBrowser: FileHandle, fromBrowser: FileHandle) {
    self.process = process
    self.toBrowser = toBrowser
    self.fromBrowser = fromBrowser
  }

  /// Starts Chromium, runs `body` with it on a separate thread, and ends Chromium.
  static func run<Value: Sendable>(
    _ body: @escaping @Sendable (HeadlessChromium) throws -> Value
  ) async throws
    -> Value
  {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(with: Result { try start(body) })
      }
    }
  }

  private static func start<Value>(_ body: (HeadlessChromium) throws -> Value) throws -> Value {
    guard let executable else { throw ProtocolError(description: "no chromium executable") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("to-browser").path
    let output = folder.appendingPathComponent("from-browser").path
    guard mkfifo(input, 0o600) == 0, mkfifo(output, 0o600) == 0 else {
      throw ProtocolError(description: "mkfifo failed: \(String(cString: strerror(errno)))")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c",
      "exec \"$0\" --headless --no-sandbox --disable-gpu --no-first-run --remote-debugging-pipe "
        + "--user-data-dir=\"$1/profile\" about:blank 3<\"$2\" 4>\"$3\"",
      executable, folder.path, input, output,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The shell opens descriptor 3 then 4; opening the ends in that order pairs them.
    guard let toBrowser = FileHandle(forWritingAtPath: input), let fromBrowser = FileHandle(forReadingAtPath: output)
    else { throw ProtocolError(description: "cannot open the DevTools pipes") }
    let browser = HeadlessChromium(process: process, toBrowser: toBrowser, fromBrowser: fromBrowser)
    defer { browser.close() }
    return try body(browser)
  }

  /// Opens `url` in a new page and returns once it has loaded.
  func open(_ url: URL) throws {
    let target = try call("Target.createTarget", ["url": "about:blank"], inPage: false)
    guard let targetID = target["targetId"] as? String else { throw ProtocolError(description: "no targetId") }
    let attached = try call("Target.attachToTarget", ["targetId": targetID, "flatten": true], inPage: false)
    sessionID = attached["sessionId"] as? String
    _ = try call("Page.enable", [:])
    _ = try call("Page.navigate", ["url": url.absoluteString])
    try waitForEvent("Page.loadEventFired")
  }

  /// Runs a script in the page, awaiting its promise, and returns its string value.
  func evaluate(_ script: String) throws -> String? {
    let result = try call(
      "Runtime.evaluate", ["expression": script, "awaitPromise": true, "returnByValue": true])
    if let exception = result["exceptionDetails"] { throw ProtocolError(description: "the script threw: \(exception)") }
    return (result["result"] as? [String: Any])?["value"] as? String
  }

  private func call(_ method: String, _ parameters: [String: Any], inPage: Bool = true) throws -> [String: Any] {
    nextID += 1
    let id = nextID
    var message: [String: Any] = ["id": id, "method": method, "params": parameters]
    if inPage, let sessionID { message["sessionId"] = sessionID }
    toBrowser.write(try JSONSerialization.data(withJSONObject: message) + Data([0]))
    while true {
      let reply = try nextMessage()
      guard reply["id"] as? Int == id else { continue }
      if let error = reply["error"] { throw ProtocolError(description: "\(method) failed: \(error)") }
      return reply["result"] as? [String: Any] ?? [:]
    }
  }

  private func waitForEvent(_ method: String) throws {
    while try nextMessage()["method"] as? String != method {}
  }

  /// The next NUL-terminated message; Chromium ending (end of file) is an error.
  private func nextMessage() throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let message = buffer[buffer.startIndex..<end]
        buffer = Data(buffer[buffer.index(after: end)...])
        return try JSONSerialization.jsonObject(with: message) as? [String: Any] ?? [:]
      }
      let more = fromBrowser.availableData
      guard !more.isEmpty else { throw ProtocolError(description: "Chromium closed the DevTools pipe") }
      buffer.append(more)
    }
  }

  private func close() {
    _ = try? call("Browser.close", [:], inPage: false)
    try? toBrowser.close()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }
}
