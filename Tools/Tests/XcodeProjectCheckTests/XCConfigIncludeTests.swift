import Testing

@testable import XcodeProjectCheck

@Suite struct XCConfigIncludeTests {
  @Test func readsRequiredAndOptionalIncludesWithTheirLines() {
    let includes = XCConfigInclude.all(
      in: """
        // #include "commented.xcconfig" is not an include: the line does not start with it
        #include "Shared.xcconfig"
          #include? "Secrets.xcconfig"
        #include?"Tight.xcconfig"
        #include "../Up/Base.xcconfig" // trailing comment
        #include <NotAPath>
        OTHER = $(inherited)
        """)
    #expect(
      includes == [
        XCConfigInclude(line: 2, path: "Shared.xcconfig", optional: false),
        XCConfigInclude(line: 3, path: "Secrets.xcconfig", optional: true),
        XCConfigInclude(line: 4, path: "Tight.xcconfig", optional: true),
        XCConfigInclude(line: 5, path: "../Up/Base.xcconfig", optional: false),
      ])
  }
}
