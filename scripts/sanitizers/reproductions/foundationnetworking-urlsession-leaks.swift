// Reproduction for the FoundationNetworking entries of scripts/sanitizers/lsan.supp (no Keel):
//
//   python3 -m http.server 18765 --bind 127.0.0.1 &     # any HTTP server on loopback
//   swiftc -sanitize=address -g foundationnetworking-urlsession-leaks.swift -o repro
//   SWIFT_BACKTRACE=enable=no ./repro 18765
//
// One request through swift-corelibs-foundation's URLSession (Swift 6.3.1, libcurl 7.88.1,
// 24 Nov 2026) ends with "LeakSanitizer: detected memory leaks ... 75 byte(s) leaked in 4
// allocation(s)", all "Direct leak", the same with or without finishTasksAndInvalidate():
// - 32 bytes: a weak reference's side table, swift_weakInit called from
//   URLSession._MultiHandle.register(socket:for:what:) (FoundationNetworking's libcurl socket
//   callback), never released;
// - 32 + 6 + 5 bytes: allocated inside libcurl by curl_url_set, called from FoundationNetworking's
//   CFURLSessionCurlHostIsEqual (via _EasyHandle.set(url:)), never freed. libcurl is built
//   without frame pointers, so with ASan's default (fast) unwinder the stack recorded for these
//   stops at libcurl's own frame: only `ASAN_OPTIONS=fast_unwind_on_malloc=0` shows the caller.
// Each request leaks them again: the kit's network tests report a few hundred bytes.
import Foundation
import FoundationNetworking

let port = CommandLine.arguments[1]
let session = URLSession(configuration: .ephemeral)
let done = DispatchSemaphore(value: 0)
session.dataTask(with: URL(string: "http://127.0.0.1:\(port)/")!) { _, _, _ in done.signal() }.resume()
done.wait()
session.finishTasksAndInvalidate()
Thread.sleep(forTimeInterval: 0.5)
