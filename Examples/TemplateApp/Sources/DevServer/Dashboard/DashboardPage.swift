/// The dashboard's one page: plain HTML and a script, no build step and nothing fetched from
/// elsewhere (it works offline). The settings form is filled once and after each change, so
/// polling (every second, for the request log, events and accounts) never overwrites what is
/// being typed.
enum DashboardPage {
  static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Dev server dashboard</title>
    <style>
      body { font: 14px system-ui, sans-serif; margin: 1.5em; color: #222; }
      h1 { font-size: 1.3em; } h2 { font-size: 1.1em; margin-top: 1.5em; }
      table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 2px 6px; text-align: left; }
      input[type=text] { width: 28em; } input[type=number] { width: 6em; }
      #message { margin-left: 1em; } .error { color: #b00; } .ok { color: #070; }
      code { font-size: 12px; }
    </style>
    </head>
    <body>
    <h1>Development server</h1>
    <h2>Status</h2>
    <label>Mode <select id="statusMode">
      <option value="native">native</option><option value="web">web</option>
    </select></label>
    <p><label>objectsURL <input id="objectsURL" type="text"></label></p>
    <p><label>statisticsURL <input id="statisticsURL" type="text"></label></p>
    <p><label>pdfURL <input id="pdfURL" type="text"></label></p>
    <h2>Latency and failures</h2>
    <table><thead><tr><th>route</th><th>latency (ms)</th><th>failure</th><th>status</th></tr></thead>
    <tbody id="routes"></tbody></table>
    <p><button id="apply">Apply</button> <button id="reload">Reload settings</button><span id="message"></span></p>
    <h2>Remote configuration <small>(<code>GET /config</code>; kept in SQLite)</small></h2>
    <table><thead><tr><th>flag</th><th>app default</th><th>server value</th></tr></thead>
    <tbody id="flags"></tbody></table>
    <p><button id="applyFlags">Apply flags</button></p>
    <h2>Requests <small>(newest first)</small></h2>
    <table><thead><tr><th>time</th><th>method</th><th>path</th><th>status</th><th>ms</th></tr></thead>
    <tbody id="requests"></tbody></table>
    <h2>Analytics events <small>(newest first)</small></h2>
    <table><thead><tr><th>id</th><th>owner</th><th>name</th><th>properties</th><th>received</th></tr></thead>
    <tbody id="events"></tbody></table>
    <h2>Accounts</h2>
    <table><thead><tr><th>email</th><th>name</th><th>origin</th></tr></thead><tbody id="accounts"></tbody></table>
    <h2>Push devices</h2>
    <table><thead><tr><th>owner</th><th>token</th><th>platform</th><th>registered</th></tr></thead>
    <tbody id="devices"></tbody></table>
    <script>
    "use strict";
    let current = null;
    const $ = (id) => document.getElementById(id);
    function cell(row, text) { const td = row.insertCell(); td.textContent = text; return td; }
    function failureKind(failure) {
      if (!failure) return "none";
      if ("status" in failure) return "status";
      if (failure.malformedBody) return "malformed";
      if (failure.dropConnection) return "drop";
      if (failure.tokenExpired) return "expired";
      return "none";
    }
    function fillSettings(state) {
      const c = state.configuration;
      $("statusMode").value = c.statusMode;
      $("objectsURL").value = c.objectsURL ?? "";
      $("statisticsURL").value = c.statisticsURL ?? "";
      $("pdfURL").value = c.pdfURL ?? "";
      const body = $("routes"); body.replaceChildren();
      for (const route of state.routes) {
        const row = body.insertRow(); cell(row, route);
        const latency = document.createElement("input"); latency.type = "number"; latency.min = "0";
        latency.id = "latency-" + route; latency.value = c.latencyMilliseconds?.[route] ?? "";
        row.insertCell().append(latency);
        const kind = document.createElement("select"); kind.id = "failure-" + route;
        for (const k of ["none", "status", "malformed", "drop", "expired"]) kind.add(new Option(k, k));
        const failure = c.failures?.[route]; kind.value = failureKind(failure);
        row.insertCell().append(kind);
        const code = document.createElement("input"); code.type = "number"; code.min = "100"; code.max = "599";
        code.id = "status-" + route; code.value = failure && "status" in failure ? failure.status : "503";
        row.insertCell().append(code);
      }
    }
    function fillFlags(state) {
      const body = $("flags"); body.replaceChildren();
      for (const name of Object.keys(state.remoteConfig.defaults).sort()) {
        const row = body.insertRow(); cell(row, name); cell(row, state.remoteConfig.defaults[name]);
        const value = document.createElement("select"); value.id = "flag-" + name;
        for (const k of ["default", "on", "off"]) value.add(new Option(k, k));
        const stored = state.remoteConfig.flags[name];
        value.value = stored === undefined ? "default" : (stored ? "on" : "off");
        row.insertCell().append(value);
      }
    }
    function readFlags() {
      const flags = {};
      for (const name of Object.keys(current.remoteConfig.defaults)) {
        const value = $("flag-" + name).value;
        if (value !== "default") flags[name] = value === "on";
      }
      return { flags };
    }
    function readSettings() {
      const c = Object.assign({}, current.configuration);
      c.statusMode = $("statusMode").value;
      c.objectsURL = $("objectsURL").value;
      c.statisticsURL = $("statisticsURL").value;
      c.pdfURL = $("pdfURL").value;
      c.latencyMilliseconds = {}; c.failures = {};
      for (const route of current.routes) {
        const latency = $("latency-" + route).value;
        if (latency !== "" && Number(latency) > 0) c.latencyMilliseconds[route] = Number(latency);
        const kind = $("failure-" + route).value;
        if (kind === "status") c.failures[route] = { status: Number($("status-" + route).value) };
        if (kind === "malformed") c.failures[route] = { malformedBody: true };
        if (kind === "drop") c.failures[route] = { dropConnection: true };
        if (kind === "expired") c.failures[route] = { tokenExpired: true };
      }
      return c;
    }
    function fillLive(state) {
      const requests = $("requests"); requests.replaceChildren();
      for (const r of state.requests) {
        const row = requests.insertRow();
        cell(row, r.at); cell(row, r.method); cell(row, r.path); cell(row, r.status === 0 ? "dropped" : r.status);
        cell(row, r.milliseconds);
      }
      const events = $("events"); events.replaceChildren();
      for (const e of state.events) {
        const row = events.insertRow();
        cell(row, e.id); cell(row, e.owner); cell(row, e.name); cell(row, JSON.stringify(e.properties));
        cell(row, e.receivedAt);
      }
      const accounts = $("accounts"); accounts.replaceChildren();
      for (const a of state.accounts) {
        const row = accounts.insertRow();
        cell(row, a.email); cell(row, a.displayName ?? ""); cell(row, a.origin);
      }
      const devices = $("devices"); devices.replaceChildren();
      for (const d of state.devices ?? []) {
        const row = devices.insertRow();
        cell(row, d.owner); cell(row, d.token); cell(row, d.platform); cell(row, d.registeredAt);
      }
    }
    function say(text, ok) { const m = $("message"); m.textContent = text; m.className = ok ? "ok" : "error"; }
    async function load(settingsToo) {
      try {
        const response = await fetch("/_dev/state");
        const state = await response.json();
        if (!response.ok) { say(state.message, false); return; }
        current = state;
        if (settingsToo) { fillSettings(state); fillFlags(state); }
        fillLive(state);
      } catch (error) { say("the server does not answer: " + error, false); }
    }
    async function apply() {
      const response = await fetch("/_dev/configuration", {
        method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify(readSettings())
      });
      const answer = await response.json();
      if (!response.ok) { say(answer.message, false); return; }
      current = answer; fillSettings(answer); fillLive(answer);
      say("applied: status " + answer.configuration.statusMode, true);
    }
    async function applyFlags() {
      const response = await fetch("/_dev/remote-config", {
        method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify(readFlags())
      });
      const answer = await response.json();
      if (!response.ok) { say(answer.message, false); return; }
      current = answer; fillFlags(answer); fillLive(answer);
      say("applied: remote flags " + JSON.stringify(answer.remoteConfig.flags), true);
    }
    $("apply").addEventListener("click", apply);
    $("applyFlags").addEventListener("click", applyFlags);
    $("reload").addEventListener("click", () => load(true));
    load(true);
    setInterval(() => load(false), 1000);
    </script>
    </body>
    </html>
    """#
}
