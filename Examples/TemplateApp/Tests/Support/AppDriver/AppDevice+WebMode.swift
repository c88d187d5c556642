import AppData

extension AppDevice {
  /// Whether the installed build lets the remote status turn the app into a web view
  /// (`TEMPLATE_WEB_MODE` in its configuration). Off unless a journey switches it on, as in a
  /// new app.
  public var remoteWebMode: Bool {
    get { extraValues[AppAPISettings.Key.webMode.rawValue] == "on" }
    set { extraValues[AppAPISettings.Key.webMode.rawValue] = newValue ? "on" : "off" }
  }
}
