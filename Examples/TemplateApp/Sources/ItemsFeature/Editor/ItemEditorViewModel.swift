import AppDomain
import AppLocalization
import Foundation
import Observation

/// The sheet that creates or edits an item: the fields as typed, every field error at once
/// (validated by the use cases before anything is sent), and the server's refusal when it has one.
@MainActor
@Observable
public final class ItemEditorViewModel {
  public enum Mode: Hashable, Sendable {
    case create
    case edit(id: String)
  }

  public struct Output {
    public var onSaved: @MainActor (Item) -> Void
    public var onCancel: @MainActor () -> Void
    public var onNotice: @MainActor (ItemsNotice) -> Void

    public init(
      onSaved: @escaping @MainActor (Item) -> Void, onCancel: @escaping @MainActor () -> Void,
      onNotice: @escaping @MainActor (ItemsNotice) -> Void
    ) {
      self.onSaved = onSaved
      self.onCancel = onCancel
      self.onNotice = onNotice
    }
  }

  public enum ViewState: Hashable, Sendable {
    /// Reading the item to edit.
    case loading
    /// The form, editable.
    case loaded
    /// The item to edit is gone.
    case empty
    case error(RepositoryError)
  }

  @ObservationIgnored public var output: Output?
  public let mode: Mode
  public var draft = ItemDraft()
  public private(set) var fieldErrors = ItemFieldErrors()
  /// The server's reason when it refused a valid-looking draft.
  public private(set) var refusal: String?
  public private(set) var isSaving = false
  public private(set) var state: ViewState

  private let catalog: ItemsCatalog
  private let createItem: CreateItemUseCase
  private let updateItem: UpdateItemUseCase
  private let formatter: PriceFormatter
  private let analytics: any AnalyticsManaging
  @ObservationIgnored private var task: Task<Void, Never>?

  public init(
    mode: Mode, catalog: ItemsCatalog, createItem: CreateItemUseCase, updateItem: UpdateItemUseCase,
    formatter: PriceFormatter, analytics: any AnalyticsManaging = NoAnalytics()
  ) {
    self.mode = mode
    self.analytics = analytics
    self.catalog = catalog
    self.createItem = createItem
    self.updateItem = updateItem
    self.formatter = formatter
    state = mode == .create ? .loaded : .loading
  }

  isolated deinit {
    task?.cancel()
  }

  /// Fills the form from the item being edited.
  public func onAppear() {
    guard case .edit(let id) = mode, state != .loaded else { return }
    task?.cancel()
    task = Task { [weak self, catalog, formatter] in
      do throws(RepositoryError) {
        let item = try await catalog.item(id: id)
        self?.draft = ItemDraft(
          title: item.title, category: item.category, priceText: formatter.editableText(item.price))
        self?.state = .loaded
      } catch {
        guard !Task.isCancelled else { return }
        self?.state = error == .notFound ? .empty : .error(error)
      }
    }
  }

  public func onDisappear() {
    guard !isSaving else { return }
    task?.cancel()
  }

  public func cancel() {
    task?.cancel()
    output?.onCancel()
  }

  /// Validates, saves, and reports the saved item; field errors and refusals stay on the form.
  public func save() {
    guard !isSaving, state == .loaded else { return }
    isSaving = true
    refusal = nil
    let draft = draft
    task = Task { [weak self, mode, createItem, updateItem, analytics] in
      let result: Result<Item, ItemSaveError>
      do throws(ItemSaveError) {
        // Tracked here, not in finishSave: the save counts even if the form closed meanwhile.
        switch mode {
        case .create:
          result = .success(try await createItem.execute(draft))
          analytics.track(.itemCreated)
        case .edit(let id):
          result = .success(try await updateItem.execute(id: id, draft))
          analytics.track(.itemUpdated)
        }
      } catch {
        result = .failure(error)
      }
      self?.finishSave(result)
    }
  }

  func waitForTask() async { await task?.value }

  private func finishSave(_ result: Result<Item, ItemSaveError>) {
    isSaving = false
    switch result {
    case .success(let item):
      fieldErrors = ItemFieldErrors()
      catalog.saved(item)
      output?.onSaved(item)
    case .failure(.invalid(let errors)):
      fieldErrors = errors
    case .failure(.repository(.rejected(let message))):
      fieldErrors = ItemFieldErrors()
      refusal = message
    case .failure(.repository(.notFound)):
      state = .empty
    case .failure(.repository):
      output?.onNotice(.saveFailed)
    }
  }
}
