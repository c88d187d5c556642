// fixture-path: Sources/App/Storage/CoreDataStack.swift
import CoreData
import SwiftUI
import UIKit

// The shapes an app no one here wrote reported (15 of 16 findings were wrong): none of these
// properties is a child's reference to the navigation coordinator that owns it.

// Core Data: the stack holds the store coordinator it was handed, or reads from its container.
final class CoreDataStack {
  let persistentStoreCoordinator: NSPersistentStoreCoordinator
  private let fileCoordinator: NSFileCoordinator
  var coordinator: NSPersistentStoreCoordinator { container.persistentStoreCoordinator }
  let container: NSPersistentContainer

  init(container: NSPersistentContainer, files: NSFileCoordinator) {
    self.container = container
    self.persistentStoreCoordinator = container.persistentStoreCoordinator
    self.fileCoordinator = files
  }
}

// SwiftUI's representable Coordinator, handed to the UIKit view it serves.
struct TextEditorView: UIViewRepresentable {
  let text: String

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> EditorTextView {
    EditorTextView(coordinator: context.coordinator)
  }

  final class Coordinator: NSObject, UITextViewDelegate {
    var parent: TextEditorView

    init(_ parent: TextEditorView) { self.parent = parent }
  }
}

final class EditorTextView: UITextView {
  let coordinator: TextEditorView.Coordinator
  private var representableCoordinator: Coordinator?

  init(coordinator: TextEditorView.Coordinator) {
    self.coordinator = coordinator
    super.init(frame: .zero, textContainer: nil)
  }
}

// Service objects that happen to be named …Coordinator.
final class SyncService {
  private let syncCoordinator: CloudSyncCoordinator
  let downloads: DownloadCoordinator

  init(syncCoordinator: CloudSyncCoordinator, downloads: DownloadCoordinator) {
    self.syncCoordinator = syncCoordinator
    self.downloads = downloads
  }
}

final class AutofillCoordinator {
  private let vault: VaultCoordinator

  init(vault: VaultCoordinator) { self.vault = vault }
}

// Structs that hold their coordinator: a value is copied, it cannot close a retain cycle.
struct RootView: View {
  let coordinator: AppCoordinator
  var body: some View { Text("root") }
}

@main
struct ExampleApp: App {
  private let coordinator: AppCoordinator

  init() {
    coordinator = AppCoordinator.makeDefault
  }

  var body: some Scene { WindowGroup { RootView(coordinator: coordinator) } }
}

// A parent keeps the children it is handed in a collection.
final class TabsCoordinator: Coordinator {
  private var children: [any Coordinator]
  private var byTab: [Tab: TabCoordinator]

  init(children: [any Coordinator], byTab: [Tab: TabCoordinator]) {
    self.children = children
    self.byTab = byTab
  }
}
