// Apple-only: drawn by Apple's SwiftUI and UIKit on an iOS simulator. Not type-checked by the
// harness (SnapshotTesting's image strategies have no stand-in); see README, "Snapshot tests".
#if canImport(UIKit)
  import AppDomain
  import AppLocalization
  import Foundation
  import ItemsFeature
  import KeelCore
  import SnapshotTesting
  import SwiftUI
  import Testing
  import UIKit

  /// The Items list, loaded and failed, on a small and a large iPhone, light and dark: few on
  /// purpose (seed 004), the view-tree snapshots on Linux cover every state and language.
  @MainActor @Suite(.serialized) struct ItemsListImageSnapshotTests {
    static let devices: [(name: String, config: ViewImageConfig)] = [
      ("iPhoneSE", .iPhoneSe), ("iPhone13ProMax", .iPhone13ProMax),
    ]
    static let styles: [(name: String, style: UIUserInterfaceStyle)] = [("light", .light), ("dark", .dark)]

    /// Recording is off unless `SNAPSHOT_TESTING_RECORD` asks (all, missing, failed).
    static var record: SnapshotTestingConfiguration.Record {
      ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].flatMap { .init(rawValue: $0) } ?? .never
    }

    func listView(failing: Bool) async -> some View {
      L10n.selectLanguage("en")
      let repository = FakeItemsRepository()
      if failing { repository.fail(.list, with: .unavailable("offline")) }
      let catalog = ItemsCatalog(repository: repository)
      await catalog.loadIfNeeded()
      let viewModel = ItemsListViewModel(
        catalog: catalog, deleteItem: DeleteItemUseCase(repository: repository), favorites: NoFavorites(),
        formatter: PriceFormatter(locale: Locale(identifier: "en_US")))
      return NavigationStack { ItemsListView(viewModel: viewModel) }
    }

    @Test func loaded() async {
      assertOnEveryDevice(await listView(failing: false), named: "loaded")
    }

    @Test func error() async {
      assertOnEveryDevice(await listView(failing: true), named: "error")
    }

    private func assertOnEveryDevice(
      _ view: some View, named name: String, filePath: StaticString = #filePath, testName: String = #function,
      line: UInt = #line, column: UInt = #column
    ) {
      withSnapshotTesting(record: Self.record) {
        for device in Self.devices {
          for style in Self.styles {
            assertSnapshot(
              of: view,
              as: .image(
                layout: .device(config: device.config), traits: UITraitCollection(userInterfaceStyle: style.style)),
              named: "\(name).\(device.name).\(style.name)", file: filePath, testName: testName, line: line,
              column: column)
          }
        }
      }
    }
  }

  /// No favorites: the images show the rows' empty stars.
  final class NoFavorites: FavoritesService {
    let favoriteIDs = CurrentValueStream<Set<String>>([])
    func setFavorite(_ isFavorite: Bool, itemID: String) async {}
    func toggleFavorite(itemID: String) async -> Bool { false }
  }
#endif
