import AppData
import AppDomain
import Foundation
import FuzzSupport

// Any server body through the reference app's DTO decoding and mapping, as the repositories do
// it: items, profile, session, error messages, and the status answers (objects and statistics
// URLs, the app version's major component), the analytics answers. A price the app accepted
// must go back out as a price it accepts again (what an edit sends to `PUT /items/{id}`).
let decoder = JSONDecoder()
let receivedAt = Date(timeIntervalSince1970: 1_700_000_000)

func mapAndResend(_ dto: ItemDTO) {
  guard let item = try? DTOMapper.item(dto) else { return }
  let sent = DTOMapper.priceString(item.price)
  if (try? DTOMapper.item(ItemDTO(id: item.id, title: item.title, category: item.category, price: sent))) == nil {
    fatalError("price '\(dto.price)' was read as \(item.price) but goes out as '\(sent)', which the app rejects")
  }
}

runFuzzer { data in
  if let items = try? decoder.decode(ItemsDTO.self, from: data) {
    for item in items.items { mapAndResend(item) }
  }
  if let item = try? decoder.decode(ItemDTO.self, from: data) { mapAndResend(item) }
  if let profile = try? decoder.decode(ProfileDTO.self, from: data) { _ = try? DTOMapper.profile(profile) }
  if let session = try? decoder.decode(SessionDTO.self, from: data) {
    _ = DTOMapper.session(session, receivedAt: receivedAt)
  }
  _ = try? decoder.decode(ErrorDTO.self, from: data)
  _ = try? decoder.decode(AnalyticsEventsDTO.self, from: data)
  _ = try? decoder.decode(EventsAcknowledgementDTO.self, from: data)
  if let status = try? decoder.decode(URLDTO.self, from: data) { _ = WebViewURL.validated(status.url) }
  if let statistics = try? decoder.decode(StatisticsDTO.self, from: data) {
    _ = WebViewURL.validated(statistics.url)
    _ = WebViewURL.validated(statistics.pdfUrl)
  }
  let text = data.text
  _ = WebViewURL.validated(text)
  _ = AppMode.majorVersion(of: text)
  for mode in AppMode.allCases { _ = mode.statusVersion(forAppVersion: text) }
}
