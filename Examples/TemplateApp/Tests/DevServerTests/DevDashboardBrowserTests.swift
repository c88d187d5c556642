import AppTestSupport
import DevServer
import Foundation
import Testing

/// The dashboard driven in headless Chromium (Debian's `chromium`, which `scripts/test`
/// installs): its own script loads the state, the status is switched to web through the page's
/// form, and `getObjects` then answers with the URL. Chromium is driven over the DevTools
/// protocol on a pipe (`--remote-debugging-pipe`: messages on descriptors 3 and 4, each ending
/// in a NUL byte), through two named pipes, so no WebSocket client is needed.
@Suite("DevServer dashboard in headless Chromium", .enabled(if: HeadlessChromium.executable != nil))
struct DevDashboardBrowserTests {
  @Test func switchingTheStatusToWebInThePageChangesGetObjects() async throws {
    try await DevServerHarness.with(DevServerConfiguration(statusMode: .native)) { harness in
      #expect(try await harness.client.send("GET", "/getObjects?version=2", headers: harness.basic).status == 404)
      let url = harness.server.dashboardURL
      let message = try await HeadlessChromium.run { browser in
        try browser.open(url)
        return try browser.evaluate(
          """
          (async () => {
            const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
            for (let i = 0; i < 400 && document.querySelectorAll("#routes tr").length === 0; i++) await wait(50);
            document.getElementById("statusMode").value = "web";
            document.getElementById("apply").click();
            for (let i = 0; i < 400 && !document.getElementById("message").textContent; i++) await wait(50);
            return document.getElementById("message").textContent;
          })()
          """)
      }
      #expect(message == "applied: status web")
      #expect(harness.server.configuration.statusMode == .web)
      let objects = try await harness.client.send("GET", "/getObjects?version=2", headers: harness.basic)
      #expect(objects.status == 200)
      #expect(objects.json["url"] as? String == harness.server.configuration.objectsURL)
    }
  }
}
