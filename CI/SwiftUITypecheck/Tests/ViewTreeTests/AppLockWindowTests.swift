#if canImport(UIKit)
  import AppDomain
  import AppLocalization
  import Foundation
  import KeelTesting
  import SnapshotTesting
  @_spi(ViewTree) import SwiftUI
  import Testing

  @testable import AppFeature

  /// The app's content with a sheet up (Settings' profile, say) and an alert over it.
  private struct PresentingContent: View {
    var body: some View {
      Text(verbatim: "The app")
        .sheet(isPresented: .constant(true)) {
          Text(verbatim: "A sheet")
            .alert("An alert", isPresented: .constant(true)) { Button("OK") {} }
        }
    }
  }

  extension ViewSnapshots {
    /// Issue 34 item 10: the app lock and its privacy cover hide everything the app shows, what it
    /// presents included. The scene is read as a person sees it (`ViewTree.layers(of:)`): windows by
    /// level, each with its presentations above it. An outside review found the lock drawn under
    /// every sheet: it was an `.overlay` on the root, which SwiftUI draws inside the root's window,
    /// under what the root presents.
    @MainActor @Suite struct AppLockWindowTests {
      /// The app's scene with `.appLock` applied to the root as the app file applies it.
      static func scene(showing lock: AppLock) -> WindowScene {
        WindowScene(root: PresentingContent().appLock(lock))
      }

      /// What the locked scene shows, layer by layer, in two languages.
      @Test(arguments: SnapshotLanguage.allCases)
      func coveringTheScene(_ language: SnapshotLanguage) throws {
        language.select()
        let scene = Self.scene(showing: try AppLockViewTests.lockedLock(try Screens()))
        let text = scene.layers.map(\.text).joined(separator: "\n")
        withSnapshotTesting(record: SnapshotRecording.mode) {
          assertSnapshot(of: text, as: .lines, named: language.rawValue)
        }
      }

      @Test func theLockIsAboveASheetAndWhatTheSheetPresents() throws {
        SnapshotLanguage.en.select()
        let lock = try AppLockViewTests.lockedLock(try Screens())
        let scene = Self.scene(showing: lock)

        let layers = scene.layers

        #expect(scene.keyWindowLevel == 2001, "the lock window takes the keyboard's input")
        let top = try #require(layers.last)
        #expect(top.contains("AppLockView"), "on top: \(layers.map(\.name))")
        #expect(top.contains(text: L10n.lock.unlock))
        let sheet = try #require(layers.firstIndex { $0.contains(text: "A sheet") })
        let alert = try #require(layers.firstIndex { $0.contains(text: "An alert") || $0.name == "alert" })
        let lockLayer = try #require(layers.firstIndex { $0.contains("AppLockView") })
        #expect(sheet < lockLayer)
        #expect(alert < lockLayer)
      }

      /// The lock's window is a window of its own, which inherits nothing of the root's
      /// environment: it takes the root's colour scheme (the person's appearance setting) from
      /// where `.appLock` is applied.
      @Test func theLockWindowTakesTheRootsColorScheme() throws {
        SnapshotLanguage.en.select()
        let lock = try AppLockViewTests.lockedLock(try Screens())
        let scene = WindowScene(root: PresentingContent().appLock(lock).preferredColorScheme(.dark))

        let reference = ViewTree.render(AppLockView(lock: lock).preferredColorScheme(.dark))
        let darkBackground = try #require(
          reference.split(separator: "\n").first { $0.contains(".background(#") }?
            .trimmingCharacters(in: .whitespaces))
        #expect(darkBackground != ".background(#FFFFFF)")
        let top = try #require(scene.layers.last)
        #expect(top.contains("AppLockView"))
        #expect(top.text.contains(darkBackground), "\(top.text)")
      }

      /// The privacy cover the app switcher's snapshot shows is the same window: unlocked but
      /// inactive, the cover is above the sheet.
      @Test func thePrivacyCoverIsAboveASheet() async throws {
        SnapshotLanguage.en.select()
        let screens = try Screens()
        let lock = try AppLockViewTests.lockedLock(screens)
        await lock.sceneDidBecomeActive()
        #expect(lock.state == .unlocked)
        let scene = Self.scene(showing: lock)
        try await waitForCondition(timeout: Screens.patience) {
          !(scene.layers.last?.contains("AppLockView") ?? true)
        }

        lock.sceneWillResignActive()

        try await waitForCondition(timeout: Screens.patience) {
          scene.layers.last?.contains("AppLockView") ?? false
        }
        let layers = scene.layers
        #expect(layers.last?.contains(text: L10n.lock.unlock) == false)
        #expect(layers.dropLast().contains { $0.contains(text: "A sheet") })
      }

      /// Unlock on the lock window asks the device owner; once unlocked, the window goes and the
      /// sheet is on top again, as it was (nothing was dismissed).
      @Test func unlockUncoversTheSheetAsItWas() async throws {
        SnapshotLanguage.en.select()
        let screens = try Screens()
        let lock = try AppLockViewTests.lockedLock(screens)
        let scene = Self.scene(showing: lock)
        let lockLayer = try #require(scene.layers.last)

        try lockLayer.roots.first.map { try $0.find("Unlock") { $0.kind == "Button" && $0.value == L10n.lock.unlock } }?
          .tap()
        try await waitForCondition(timeout: Screens.patience) {
          scene.layers.allSatisfy { !$0.contains("AppLockView") }
        }

        #expect(screens.deviceOwner.prompts == [L10n.lock.reason])
        let layers = scene.layers
        #expect(layers.map(\.name) == ["window(level: 0.0)", "sheet", "alert"])
        #expect(scene.keyWindowLevel == 0, "the app's window is key again")
      }
    }
  }
#endif
