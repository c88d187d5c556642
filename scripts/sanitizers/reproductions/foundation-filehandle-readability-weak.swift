// Reproduction for the FileHandle entry of scripts/sanitizers/lsan.supp (no Keel):
//
//   swiftc -sanitize=address -g foundation-filehandle-readability-weak.swift -o repro
//   SWIFT_BACKTRACE=enable=no ./repro keep     # "Direct leak of 32 byte(s) in 1 object(s)"
//   SWIFT_BACKTRACE=enable=no ./repro free     # nothing
//
// Setting a FileHandle's readabilityHandler (swift-corelibs-foundation, Swift 6.3.1, 24 Nov 2026)
// takes a weak reference to the handle in FileHandle.monitor(forReading:resumed:handler:)
// (swift_weakInit), which gives the handle a side table. The only reference to that side table
// is the handle's reference-count word, where it is stored shifted and flagged, so a handle
// still alive at exit (`keep`: a pipe held in a global) has its side table reported as a direct
// leak; once the handle is released (`free`) nothing is. The handler is cleared in both cases
// before the end. In the app's run: TemplateServerProcess reads each server's stderr this way.
import Foundation

let keep = CommandLine.arguments.dropFirst().first == "keep"
var kept: Pipe?
do {
  let pipe = Pipe()
  let read = DispatchSemaphore(value: 0)
  pipe.fileHandleForReading.readabilityHandler = { handle in
    if !handle.availableData.isEmpty { read.signal() }
  }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/echo")
  process.arguments = ["hello"]
  process.standardOutput = pipe
  try process.run()
  process.waitUntilExit()
  read.wait()
  pipe.fileHandleForReading.readabilityHandler = nil
  if keep { kept = pipe }
}
usleep(200_000)
print("done")
