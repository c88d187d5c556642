import AppDomain

/// The items repository with its reportable failures (``RepositoryError/isReportable``) sent to
/// the crash reporter, each with the operation that failed. Every screen of the Items tab reads
/// through it, so none has to report on its own.
public struct ReportingItemsRepository: ItemsRepositoryProtocol {
  /// The repository whose failures are reported.
  public let base: any ItemsRepositoryProtocol
  private let reporter: any CrashReporting

  public init(_ base: any ItemsRepositoryProtocol, reporter: any CrashReporting) {
    self.base = base
    self.reporter = reporter
  }

  public func items() async throws(RepositoryError) -> [Item] {
    try await reporting("items.list") { () async throws(RepositoryError) in try await base.items() }
  }

  public func item(id: String) async throws(RepositoryError) -> Item {
    try await reporting("items.detail", ["id": id]) { () async throws(RepositoryError) in try await base.item(id: id) }
  }

  public func createItem(_ input: ItemInput) async throws(RepositoryError) -> Item {
    try await reporting("items.create") { () async throws(RepositoryError) in try await base.createItem(input) }
  }

  public func updateItem(id: String, with input: ItemInput) async throws(RepositoryError) -> Item {
    try await reporting("items.update", ["id": id]) { () async throws(RepositoryError) in
      try await base.updateItem(id: id, with: input)
    }
  }

  public func deleteItem(id: String) async throws(RepositoryError) {
    try await reporting("items.delete", ["id": id]) { () async throws(RepositoryError) in
      try await base.deleteItem(id: id)
    }
  }

  private func reporting<Value>(
    _ operation: String, _ context: [String: String] = [:],
    _ call: () async throws(RepositoryError) -> Value
  ) async throws(RepositoryError) -> Value {
    do {
      return try await call()
    } catch {
      if error.isReportable {
        reporter.recordNonFatal(error, context: context.merging(["where": operation]) { old, _ in old })
      }
      throw error
    }
  }
}
