import Testing

@testable import XcodeProjectCheck

@Suite struct ProjectProblemTests {
  @Test func printsLikeACompilerDiagnosticWithTheKeyPath() {
    let problem = ProjectProblem(
      .error, file: "Examples/TemplateApp/project.yml", line: 12, column: 9, keyPath: "targets.App.sources[0].path",
      message: "App does not exist")
    #expect(
      problem.description
        == "Examples/TemplateApp/project.yml:12:9: error: targets.App.sources[0].path: App does not exist")
  }

  @Test func leavesOutWhatItDoesNotKnow() {
    let problem = ProjectProblem(
      .warning, file: "project.yml", line: nil, column: nil, keyPath: "", message: "the spec is empty")
    #expect(problem.description == "project.yml: warning: the spec is empty")
  }
}
