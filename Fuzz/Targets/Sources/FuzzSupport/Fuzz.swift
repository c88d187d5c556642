import CLibFuzzer
import Foundation

/// The input handler libFuzzer calls. A C callback cannot capture, so the handler lives here;
/// libFuzzer runs inputs one at a time on one thread.
nonisolated(unsafe) private var handler: (Data) -> Void = { _ in }

/// Runs libFuzzer with the process's arguments, calling `body` with each input; exits with
/// libFuzzer's status (non-zero after a crash, leak or timeout).
public func runFuzzer(_ body: @escaping (Data) -> Void) -> Never {
  handler = body
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  let status = LLVMFuzzerRunDriver(&argc, &argv) { start, count in
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    handler(data)
    return 0
  }
  exit(status)
}

extension Data {
  /// The input as text, replacing invalid UTF-8, so text parsers see every input.
  public var text: String { String(decoding: self, as: UTF8.self) }
}
