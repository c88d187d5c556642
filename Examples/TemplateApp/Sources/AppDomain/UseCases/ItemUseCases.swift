import Foundation

/// Creates an item after validating the draft (seed 001): nothing invalid reaches the server.
public struct CreateItemUseCase: Sendable {
  private let repository: any ItemsRepositoryProtocol
  private let locale: Locale

  public init(repository: any ItemsRepositoryProtocol, locale: Locale = .current) {
    self.repository = repository
    self.locale = locale
  }

  public func execute(_ draft: ItemDraft) async throws(ItemSaveError) -> Item {
    let input = try Self.validated(draft, locale: locale)
    do throws(RepositoryError) {
      return try await repository.createItem(input)
    } catch {
      throw .repository(error)
    }
  }

  static func validated(_ draft: ItemDraft, locale: Locale) throws(ItemSaveError) -> ItemInput {
    switch ItemValidator.validate(draft, locale: locale) {
    case .success(let input): return input
    case .failure(let errors): throw .invalid(errors)
    }
  }
}

/// Replaces an item's fields after validating the draft.
public struct UpdateItemUseCase: Sendable {
  private let repository: any ItemsRepositoryProtocol
  private let locale: Locale

  public init(repository: any ItemsRepositoryProtocol, locale: Locale = .current) {
    self.repository = repository
    self.locale = locale
  }

  public func execute(id: String, _ draft: ItemDraft) async throws(ItemSaveError) -> Item {
    let input = try CreateItemUseCase.validated(draft, locale: locale)
    do throws(RepositoryError) {
      return try await repository.updateItem(id: id, with: input)
    } catch {
      throw .repository(error)
    }
  }
}

/// Deletes an item. An item already gone counts as deleted: the person wanted it gone.
public struct DeleteItemUseCase: Sendable {
  private let repository: any ItemsRepositoryProtocol

  public init(repository: any ItemsRepositoryProtocol) {
    self.repository = repository
  }

  public func execute(id: String) async throws(RepositoryError) {
    do throws(RepositoryError) {
      try await repository.deleteItem(id: id)
    } catch {
      guard error == .notFound else { throw error }
    }
  }
}
