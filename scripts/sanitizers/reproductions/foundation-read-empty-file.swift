// Reproduction for the readBytesFromFile entry of scripts/sanitizers/lsan.supp (no Keel):
//
//   swiftc -sanitize=address -g foundation-read-empty-file.swift -o repro
//   SWIFT_BACKTRACE=enable=no ./repro 0      # "8192 byte(s) leaked in 2 allocation(s)"
//   SWIFT_BACKTRACE=enable=no ./repro 10     # nothing
//
// swift-foundation (FoundationEssentials, Swift 6.3.1, 24 Nov 2026) reads a file that reports a
// size of 0 through a Linux-only path of readBytesFromFile (Data+Reading.swift) that mallocs a
// 4 KB chunk, since /proc and /sys files report 0 and still have contents; for a really empty
// file nothing is read and that chunk is never freed: one direct leak of 4,096 bytes per
// Data(contentsOf:) or FileManager.contents(atPath:) of an empty file. The tools' tests read
// empty files (KeelLint's Linter, AppScaffold's TemplateCopier).
import Foundation

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keel-read-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
let size = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 0
let url = directory.appendingPathComponent("file")
try Data(repeating: 65, count: size).write(to: url)
let read = try Data(contentsOf: url)
let contents = FileManager.default.contents(atPath: url.path)
try FileManager.default.removeItem(at: directory)
print(read.count, contents?.count ?? -1)
