// Fails listing every public symbol of the given modules that has no doc comment, read from the
// symbol graphs swift-docc-plugin extracted for them (scripts/docs passes their folders:
// `swift scripts/docs-coverage.swift <symbol-graph-folder>...`).
//
// Symbols the compiler synthesizes from another module's protocol extensions (`!=` from
// Equatable, `localizedDescription` from Error; `::SYNTHESIZED::` identifiers) are not ours to
// document and are skipped; a member that implements a protocol requirement is ours and counts.
// docc's own `--experimental-documentation-coverage` cannot tell the two apart, hence this.
// A Swift script rather than Python or jq because a Swift toolchain is the one thing every
// machine that runs scripts/test has.
import Foundation

struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Identifier: Decodable { let precise: String }
    struct Kind: Decodable {
      let identifier: String
      let displayName: String
    }
    struct DocComment: Decodable {
      struct Line: Decodable { let text: String }
      let lines: [Line]
    }
    let identifier: Identifier
    let kind: Kind
    let pathComponents: [String]
    let accessLevel: String
    let docComment: DocComment?
  }
  struct Module: Decodable { let name: String }
  let module: Module
  let symbols: [Symbol]
}

func write(_ text: String, to handle: FileHandle) {
  handle.write(Data((text + "\n").utf8))
}

func isOurs(_ symbol: SymbolGraph.Symbol) -> Bool {
  ["public", "open"].contains(symbol.accessLevel)
    && !symbol.identifier.precise.contains("::SYNTHESIZED::")
    && symbol.kind.identifier != "swift.extension"
}

func isDocumented(_ symbol: SymbolGraph.Symbol) -> Bool {
  symbol.docComment?.lines.contains { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty } ?? false
}

let folders = CommandLine.arguments.dropFirst()
if folders.isEmpty {
  write(
    "usage: swift scripts/docs-coverage.swift <symbol-graph-folder>...",
    to: .standardError)
  exit(2)
}
var undocumented: [String] = []
var symbolCount = 0
for folder in folders {
  let files: [URL]
  do {
    files = try FileManager.default.contentsOfDirectory(
      at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil
    ).filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
  } catch {
    write("docs-coverage: cannot list \(folder): \(error)", to: .standardError)
    exit(2)
  }
  if files.isEmpty {
    write("docs-coverage: no symbol graphs in \(folder)", to: .standardError)
    exit(2)
  }
  for file in files {
    do {
      let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: file))
      let ours = graph.symbols.filter(isOurs)
      symbolCount += ours.count
      undocumented += ours.filter { !isDocumented($0) }.map {
        "\(graph.module.name).\($0.pathComponents.joined(separator: ".")) (\($0.kind.displayName))"
      }
    } catch {
      write("docs-coverage: cannot read \(file.path): \(error)", to: .standardError)
      exit(2)
    }
  }
}
let missing = Set(undocumented)
if missing.isEmpty {
  write("docs-coverage: all \(symbolCount) public symbols documented", to: .standardOutput)
  exit(0)
}
for symbol in missing.sorted() { write("undocumented: \(symbol)", to: .standardError) }
write(
  "docs-coverage: \(missing.count) of \(symbolCount) public symbols have no doc comment",
  to: .standardError)
exit(1)
