import Foundation

/// Speed and memory figures of the load tests, which they record rather than assert (a loaded
/// machine would make such assertions flaky). Written, one line each, to the file named by
/// `KEEL_LOAD_FIGURES` when it is set (`scripts/load` sets it and prints the file); nothing
/// otherwise.
enum LoadFigures {
  static func record(_ line: String) {
    guard let path = ProcessInfo.processInfo.environment["KEEL_LOAD_FIGURES"], !path.isEmpty else { return }
    let url = URL(fileURLWithPath: path)
    if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
    guard let handle = try? FileHandle(forWritingTo: url) else { return }
    defer { try? handle.close() }
    _ = try? handle.seekToEnd()
    try? handle.write(contentsOf: Data((line + "\n").utf8))
  }

  /// The process's resident size from /proc/self/statm, or nil where there is none (macOS).
  static func residentBytes() -> Int? {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.2f s", Double(seconds) + Double(attoseconds) / 1e18)
  }
}
