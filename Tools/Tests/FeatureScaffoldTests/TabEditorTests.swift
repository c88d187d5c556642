import Foundation
import Testing

@testable import FeatureScaffold

@Suite struct TabEditorTests {
  @Test func debugSession() throws {
    let app = AppFolder(root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Examples/TemplateApp").standardizedFileURL)
    let files = try app.swiftFiles(in: "Sources/AppFeature")
    let path = "Sources/AppFeature/Tabs/SessionCoordinator.swift"
    let editor = try SwiftSourceEditor(path: path, source: files[path]!)
    let decl = editor.classDecl(named: "SessionCoordinator")!
    _ = decl
    var e = editor
    e.insertLines("public let x: X", after: decl.memberBlock.members.filter { $0.decl.trimmedDescription.contains("settings: Settings") }.last!)
    let a = decl.memberBlock.members.filter { $0.decl.trimmedDescription.contains("settings: Settings") }.last!
    FileHandle.standardError.write(Data("DBG \(e.edits.insertions.map { $0.offset }) \(a.endPosition.utf8Offset) \(Array(e.source.utf8).count) \(e.source.utf8.count)\n".utf8))
    print(e.result.prefix(1400))
  }
}
