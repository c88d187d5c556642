import Foundation
import FuzzSupport
import KeelNetwork

// Any header value: delay-seconds, an HTTP-date in any of its three forms, or garbage.
let now = Date(timeIntervalSince1970: 1_700_000_000)

runFuzzer { data in
  _ = RetryAfter.delay(headerValue: data.text, now: now)
}
