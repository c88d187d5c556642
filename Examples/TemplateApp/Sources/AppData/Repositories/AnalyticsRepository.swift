import AppDomain
import Foundation
import KeelNetwork
import Logging

/// The launch analytics call (`addObject`).
public struct AnalyticsRepository: AnalyticsRepositoryProtocol {
  private let client: any APIClientProtocol
  private let appVersion: String
  private let appMode: AppMode
  private let logger: Logger

  public init(
    client: any APIClientProtocol, appVersion: String, appMode: AppMode,
    logger: Logger = Logger(label: "template.analytics")
  ) {
    self.client = client
    self.appVersion = appVersion
    self.appMode = appMode
    self.logger = logger
  }

  public func addObject() async -> Bool {
    do {
      let endpoint = try APIEndpoint.addObject(AddObjectDTO(appVersion: appVersion, appMode: appMode.rawValue))
      _ = try await client.requestWithResult(endpoint: endpoint).get()
      return true
    } catch {
      logger.warning("addObject failed: \(error)")
      return false
    }
  }
}
