import AppDomain
import Foundation
import KeelNetwork
import Logging

/// `getStatistics` over the API client: the statistics page and the PDF document, each kept
/// only when it is an absolute https URL (DESIGN: remote status edge cases; Settings opens them),
/// a rejected one logged with the field it came in.
public struct StatisticsRepository: StatisticsRepositoryProtocol {
  private let client: any APIClientProtocol
  private let logger: Logger

  public init(client: any APIClientProtocol, logger: Logger = Logger(label: "template.status")) {
    self.client = client
    self.logger = logger
  }

  public func fetchStatistics(version: String, timeLimit: Duration) async -> StatusLinks {
    guard
      case .success(let dto) = await client.request(
        .getStatistics(version: version), as: StatisticsDTO.self, timeLimit: timeLimit)
    else { return .none }
    return StatusLinks(statisticsURL: link(dto.url, field: "url"), pdfURL: link(dto.pdfUrl, field: "pdfUrl"))
  }

  /// `text` as a link the app may open, or nil: absent says nothing; anything but an absolute
  /// https URL is logged, naming the field.
  private func link(_ text: String?, field: String) -> URL? {
    guard let text else { return nil }
    if let url = WebViewURL.validated(text) { return url }
    logger.warning(
      "getStatistics' '\(field)' is not an absolute https URL; it is not offered",
      metadata: ["value": "\(text.prefix(200))"])
    return nil
  }
}
