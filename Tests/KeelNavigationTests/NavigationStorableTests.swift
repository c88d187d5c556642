import Testing

@testable import KeelNavigation

@MainActor
@Suite struct NavigationStorableTests {
  final class ItemsViewModel {}
  final class ItemDetailViewModel {}

  final class ItemsNavigation: NavigationStorable {
    enum Screen: ScreenIdentifiable {
      case list(ItemsViewModel)
      case detail(ItemDetailViewModel)

      var screenID: ObjectIdentifier {
        switch self {
        case .list(let viewModel): ObjectIdentifier(viewModel)
        case .detail(let viewModel): ObjectIdentifier(viewModel)
        }
      }
    }
    let navigator = Navigator<Screen>()
  }

  @Test func screensAreTheSameOnlyForTheSameViewModel() {
    let model = ItemDetailViewModel()
    #expect(ItemsNavigation.Screen.detail(model) == .detail(model))
    #expect(ItemsNavigation.Screen.detail(model) != .detail(ItemDetailViewModel()))
    #expect(Set([ItemsNavigation.Screen.detail(model), .detail(model)]).count == 1)
  }

  @Test func operationsGoThroughTheNavigator() {
    let navigation = ItemsNavigation()
    let list = ItemsViewModel()
    let detail = ItemDetailViewModel()
    navigation.push(.list(list))
    navigation.push(.detail(detail))
    #expect(navigation.path == [.list(list), .detail(detail)])
    navigation.pop()
    #expect(navigation.path == [.list(list)])
    navigation.present(.detail(detail))
    #expect(navigation.navigator.presentation == .sheet(.detail(detail)))
    navigation.presentFullScreen(.list(list))
    #expect(navigation.navigator.presentation == .cover(.list(list)))
    navigation.dismiss()
    navigation.popToRoot()
    #expect(navigation.navigator.state == NavigationState())
  }
}
