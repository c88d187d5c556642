// Reproduction for the one entry of scripts/sanitizers/asan.supp (no Keel):
//
//   swiftc -sanitize=address -g foundation-process-run-procfd-overread.swift -o repro
//   SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 ./repro
//
// prints "ERROR: AddressSanitizer: heap-buffer-overflow ... READ of size 256" in memcpy, called
// from $s10Foundation29findMaximumOpenFromProcSelfFD..., "0 bytes after 32816-byte region"
// allocated by glibc's __alloc_dir (Swift 6.3.1, 24 Nov 2026). swift-corelibs-foundation's
// Process.run() scans /proc/self/fd for the highest open descriptor, and copies each entry's
// whole 256-byte `d_name` although readdir's record is only as long as the name: when a record
// sits near the end of glibc's 32 KB readdir buffer, the copy reads past it
// (swiftlang/swift-corelibs-foundation#5472, merged after 6.3.1; without ASan it is the
// occasional segmentation fault Examples/TemplateApp/scripts/swift-test reruns). The buffer
// fills once the process has about a thousand descriptors open, as a test process running many
// loopback servers and clients does: DevServerTests' TemplateServerProcess.launch hit it in the
// app's run. With 10 extra descriptors (`./repro 10`) nothing is reported.
import Foundation
import Glibc

let count = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 2000
for _ in 0..<count { _ = open("/dev/null", O_RDONLY) }
for _ in 0..<5 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/true")
  try process.run()
  process.waitUntilExit()
}
print("ran /bin/true 5 times with \(count) extra descriptors")
