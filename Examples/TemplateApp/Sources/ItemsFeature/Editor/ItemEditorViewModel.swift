import AppDomain
import AppLocalization
import Foundation
import Observation

/// The sheet that creates or edits an item: the fields as typed, every field error at once
/// (validated by the use cases before anything is sent), and the server's refusal when it has one.
///
/// A save the person started outlives the sheet: its task, not the presentation, holds the view
/// model until the server answers, so swiping the sheet away mid-save still puts the item in
/// the catalog, and a failure the form can no longer show becomes a notice.
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
  /// Reads the item to edit; ends with the form.
  @ObservationIgnored private var loadTask: Task<Void, Never>?
  /// The save on its way; never cancelled (the person asked for it).
  @ObservationIgnored private var saveTask: Task<Void, Never>?
  /// Whether the form is on screen (between `onAppear` and `onDisappear`); made to be shown.
  @ObservationIgnored private var isShown = true

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
    loadTask?.cancel()
  }

  /// Fills the form from the item being edited.
  public func onAppear() {
    isShown = true
    guard case .edit(let id) = mode, state != .loaded else { return }
    loadTask?.cancel()
    loadTask = Task { [weak self, catalog, formatter] in
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

  /// Stops reading the item; a save on its way goes on.
  public func onDisappear() {
    isShown = false
    loadTask?.cancel()
  }

  public func cancel() {
    loadTask?.cancel()
    output?.onCancel()
  }

  /// Validates, saves, and reports the saved item; field errors and refusals stay on the form.
  public func save() {
    guard !isSaving, state == .loaded else { return }
    isSaving = true
    refusal = nil
    let draft = draft
    // Holds `self` until the server answers: the sheet may be gone by then (swiped away), and
    // the answer must still reach the catalog, or the person, through `finishSave`.
    saveTask = Task { [self, mode, createItem, updateItem, analytics] in
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
      finishSave(result)
    }
  }

  func waitForTask() async {
    await loadTask?.value
    await saveTask?.value
  }

  private func finishSave(_ result: Result<Item, ItemSaveError>) {
    isSaving = false
    switch result {
    case .success(let item):
      fieldErrors = ItemFieldErrors()
      catalog.saved(item)
      output?.onSaved(item)
      return
    case .failure(.invalid(let errors)):
      fieldErrors = errors
    case .failure(.repository(.rejected(let message))):
      fieldErrors = ItemFieldErrors()
      refusal = message
    case .failure(.repository(.notFound)):
      state = .empty
    case .failure(.repository):
      output?.onNotice(.saveFailed)
      return
    }
    // The form says why, but no one sees it once the sheet is gone: the notice does.
    if !isShown { output?.onNotice(.saveFailed) }
  }
}
