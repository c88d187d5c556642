// fixture-path: Sources/KeelNetwork/Downloader.swift
import Foundation

final class Downloader {
  weak var delegate: DownloaderDelegate?
  // An adapter this type makes and owns (the system holds its delegate weakly).
  private let proxy = SessionDelegateProxy()
  private let adapter: NotificationDelegate
  var delegateName = ""
  weak var listenerDelegate: (any UploadListening)?
  var delegates: [any DownloaderDelegate] = []
  var onDelegate: (() -> Void)?
  var onFinish: ((DownloaderDelegate) -> Void)?
  @UIApplicationDelegateAdaptor private var appDelegate: AppDelegate
  @ObservationIgnored weak var observer: ObserverDelegate?

  init() {
    adapter = NotificationDelegate()
  }

  func run() {
    let delegate = makeDelegate()
    use(delegate)
  }
}
