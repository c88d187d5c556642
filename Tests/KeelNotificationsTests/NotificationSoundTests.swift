import KeelNotifications
import Testing

@Suite struct NotificationSoundTests {
  @Test func namedSoundIsKeptWhenTheBundleHasTheFile() {
    #expect(NotificationSound.named("win.wav").resolved { $0 == "win.wav" } == .named("win.wav"))
  }

  @Test func namedSoundFallsBackToTheDefaultWhenTheFileIsMissing() {
    #expect(NotificationSound.named("win.wav").resolved { _ in false } == .default)
    #expect(NotificationSound.default.resolved { _ in true } == .default)
  }
}
