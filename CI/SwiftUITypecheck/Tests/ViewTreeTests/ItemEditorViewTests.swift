import AppDomain
import AppLocalization
import Foundation
@_spi(ViewTree) import SwiftUI
import Testing

@testable import ItemsFeature

extension ViewSnapshots {
  /// The item editor (new and edit) in its states and two languages, and filled in and saved
  /// through its tree.
  @MainActor @Suite struct ItemEditorViewTests {
    /// The editor for `mode`, after its `.onAppear` (which loads the item to edit).
    static func appeared(
      _ screens: Screens, _ mode: ItemEditorViewModel.Mode
    ) async throws -> (ItemEditorView, ItemEditorViewModel) {
      let viewModel = screens.editorViewModel(mode)
      return (
        try await ViewTree.appeared(ItemEditorView(viewModel: viewModel)) { await viewModel.waitForTask() }, viewModel
      )
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func newItem(_ language: SnapshotLanguage) async throws {
      language.select()
      let (view, _) = try await Self.appeared(try Screens(locale: language.locale), .create)
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loading(_ language: SnapshotLanguage) throws {
      language.select()
      let screens = try Screens(locale: language.locale)
      assertViewSnapshot(
        of: ItemEditorView(viewModel: screens.editorViewModel(.edit(id: "espresso"))), named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loaded(_ language: SnapshotLanguage) async throws {
      language.select()
      let (view, _) = try await Self.appeared(try Screens(locale: language.locale), .edit(id: "espresso"))
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func empty(_ language: SnapshotLanguage) async throws {
      language.select()
      let (view, _) = try await Self.appeared(try Screens(locale: language.locale), .edit(id: "gone"))
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func error(_ language: SnapshotLanguage) async throws {
      language.select()
      let screens = try Screens(locale: language.locale)
      screens.repository.fail(.list, with: .unavailable("offline"))
      screens.repository.fail(.item, with: .unavailable("offline"))
      let (view, _) = try await Self.appeared(screens, .edit(id: "espresso"))
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func fieldErrorsAfterAnInvalidSave(_ language: SnapshotLanguage) async throws {
      language.select()
      let (view, viewModel) = try await Self.appeared(try Screens(locale: language.locale), .create)
      try ViewTree(view).button(L10n.common.save).tap()
      await viewModel.waitForTask()
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test func typingPickingAndSavingCreatesTheItem() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let (view, viewModel) = try await Self.appeared(screens, .create)
      var saved: [Item] = []
      viewModel.output = .init(onSaved: { saved.append($0) }, onCancel: {}, onNotice: { _ in })
      let tree = ViewTree(view)

      try tree.control("TextField", L10n.items.field.title).type("Cortado")
      try tree.control("Picker", L10n.items.field.category).select("drinks")
      try tree.control("TextField", L10n.items.field.price).type("3.20")
      tree.reload()
      #expect(try tree.control("TextField", L10n.items.field.title).property("text") == "\"Cortado\"")
      try tree.button(L10n.common.save).tap()
      await viewModel.waitForTask()

      #expect(saved.map(\.title) == ["Cortado"])
      #expect(screens.repository.calls == [.create])
      #expect(screens.repository.items.contains { $0.title == "Cortado" && $0.category == "drinks" })
    }

    @Test func cancelLeavesWithoutSaving() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let (view, viewModel) = try await Self.appeared(screens, .create)
      var cancels = 0
      viewModel.output = .init(onSaved: { _ in }, onCancel: { cancels += 1 }, onNotice: { _ in })

      try ViewTree(view).button(L10n.common.cancel).tap()

      #expect(cancels == 1)
      #expect(screens.repository.calls.isEmpty)
    }

    @Test func saveTakesNoTapWhileTheItemLoads() throws {
      SnapshotLanguage.en.select()
      let viewModel = try Screens().editorViewModel(.edit(id: "espresso"))
      let tree = ViewTree(ItemEditorView(viewModel: viewModel))

      #expect(throws: ViewTreeError.self) { try tree.button(L10n.common.save).tap() }
      #expect(!(try tree.button(L10n.common.save).isEnabled))
    }

    @Test func theErrorStatesRetryLoadsTheItemAgain() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      screens.repository.fail(.list, with: .unavailable("offline"))
      screens.repository.fail(.item, with: .unavailable("offline"))
      let (view, viewModel) = try await Self.appeared(screens, .edit(id: "espresso"))
      screens.repository.fail(.list, with: nil)
      screens.repository.fail(.item, with: nil)

      let tree = ViewTree(view)
      try tree.button(L10n.common.retry).tap()
      await viewModel.waitForTask()
      tree.reload()

      #expect(viewModel.state == .loaded)
      #expect(try tree.control("TextField", L10n.items.field.title).property("text") == "\"Espresso\"")
    }
  }
}
