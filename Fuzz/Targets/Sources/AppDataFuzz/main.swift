import AppData
import AppDomain
import Foundation
import FuzzSupport

// Any server body through the reference app's DTO decoding and mapping, as the repositories do
// it: items, profile, session, error messages, and the status answers (objects and statistics
// URLs, the app version's major component).
let decoder = JSONDecoder()
let receivedAt = Date(timeIntervalSince1970: 1_700_000_000)

runFuzzer { data in
  if let items = try? decoder.decode(ItemsDTO.self, from: data) {
    for item in items.items { _ = try? DTOMapper.item(item) }
  }
  if let item = try? decoder.decode(ItemDTO.self, from: data) { _ = try? DTOMapper.item(item) }
  if let profile = try? decoder.decode(ProfileDTO.self, from: data) { _ = DTOMapper.profile(profile) }
  if let session = try? decoder.decode(SessionDTO.self, from: data) {
    _ = DTOMapper.session(session, receivedAt: receivedAt)
  }
  _ = try? decoder.decode(ErrorDTO.self, from: data)
  if let status = try? decoder.decode(URLDTO.self, from: data) {
    _ = WebViewURL.validated(status.url)
    _ = WebViewURL.statistics(status.url)
  }
  let text = data.text
  _ = WebViewURL.validated(text)
  _ = AppMode.majorVersion(of: text)
  for mode in AppMode.allCases { _ = mode.statusVersion(forAppVersion: text) }
}
