import Foundation

/// Speed and memory figures of the load and fault tests, which they record rather than assert
/// (a loaded machine would make such assertions flaky). Written, one line each, to the file named
/// by `KEEL_LOAD_FIGURES` when it is set (`scripts/load` sets it and prints the file). The kit's
/// KeelNetworkTests has the same helper: test support cannot cross packages.
public enum LoadFigures {
  /// Whether `scripts/load` runs the tests (`KEEL_LOAD=1`): then they run at the full
  /// size (30 s of load, 20 kills) instead of the short form scripts/test can afford.
  public static var isFullRun: Bool { ProcessInfo.processInfo.environment["KEEL_LOAD"] == "1" }

  public static func record(_ line: String) {
    guard let path = ProcessInfo.processInfo.environment["KEEL_LOAD_FIGURES"], !path.isEmpty else { return }
    if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
    guard let handle = FileHandle(forWritingAtPath: path) else { return }
    defer { try? handle.close() }
    _ = try? handle.seekToEnd()
    try? handle.write(contentsOf: Data((line + "\n").utf8))
  }

  /// The resident size of process `pid` (`nil`: this process) from /proc, or nil where there is
  /// no /proc (macOS).
  public static func residentBytes(of pid: Int32? = nil) -> Int? {
    let path = "/proc/\(pid.map(String.init) ?? "self")/statm"
    guard let statm = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  public static func seconds(_ duration: Duration) -> String {
    String(format: "%.2f s", milliseconds(duration) / 1000)
  }

  public static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
