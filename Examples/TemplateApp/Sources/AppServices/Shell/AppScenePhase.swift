/// SwiftUI's `ScenePhase`, as the app file forwards it: the shell decides what each move means.
public enum AppScenePhase: Sendable, Hashable {
  case active
  case inactive
  case background
}
