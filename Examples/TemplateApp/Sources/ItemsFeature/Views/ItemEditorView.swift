#if canImport(SwiftUI)
  import AppFixtures
  import AppDomain
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// The sheet that creates or edits an item: the form, each field's error under it, the
  /// server's refusal, Cancel and Save. Layout and binding only; the rules live in the use
  /// cases behind ``ItemEditorViewModel``.
  public struct ItemEditorView: View {
    @Bindable private var viewModel: ItemEditorViewModel
    private let text = ItemsText()

    public init(viewModel: ItemEditorViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      NavigationStack {
        content
          .navigationTitle(viewModel.mode == .create ? L10n.items.new.title : L10n.items.edit.title)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button(L10n.common.cancel) { viewModel.cancel() }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button(L10n.common.save) { viewModel.save() }
                .disabled(viewModel.isSaving || viewModel.state != .loaded)
            }
          }
      }
      .onAppear { viewModel.onAppear() }
      .onDisappear { viewModel.onDisappear() }
    }

    @ViewBuilder private var content: some View {
      switch viewModel.state {
      case .loading:
        ProgressView()
      case .empty:
        ErrorView(text.missingItem)
      case .error(let error):
        ErrorView(text.loadFailure(error)) { viewModel.onAppear() }
      case .loaded:
        form
      }
    }

    private var form: some View {
      Form {
        Section {
          TextField(L10n.items.field.title, text: $viewModel.draft.title)
          fieldError(.title)
          Picker(L10n.items.field.category, selection: $viewModel.draft.category) {
            ForEach(Item.categories, id: \.self) { category in
              Text(verbatim: text.categoryName(category)).tag(category)
            }
          }
          fieldError(.category)
          priceField
          fieldError(.price)
        }
        if let refusal = viewModel.refusal {
          Section {
            ItemsErrorText(message: refusal)
          }
        }
      }
    }

    @ViewBuilder private var priceField: some View {
      #if canImport(UIKit)
        TextField(L10n.items.field.price, text: $viewModel.draft.priceText).keyboardType(.decimalPad)
      #else
        TextField(L10n.items.field.price, text: $viewModel.draft.priceText)
      #endif
    }

    @ViewBuilder private func fieldError(_ field: ItemField) -> some View {
      if let error = viewModel.fieldErrors[field] {
        ItemsErrorText(message: text.fieldError(error))
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// A new item, and the first fixture item being edited.
    struct ItemEditorViewPreviews: PreviewProvider {
      static var previews: some View {
        ItemEditorView(viewModel: editorViewModel(mode: .create))
      }

      @MainActor
      static func editorViewModel(mode: ItemEditorViewModel.Mode) -> ItemEditorViewModel {
        let repository = FixtureItemsRepository()
        return ItemEditorViewModel(
          mode: mode, catalog: ItemsCatalog(repository: repository),
          createItem: CreateItemUseCase(repository: repository),
          updateItem: UpdateItemUseCase(repository: repository), formatter: PriceFormatter())
      }
    }

    struct ItemEditorViewEditingPreviews: PreviewProvider {
      static var previews: some View {
        ItemEditorView(viewModel: ItemEditorViewPreviews.editorViewModel(mode: .edit(id: AppFixtures.items[0].id)))
      }
    }
  #endif
#endif
