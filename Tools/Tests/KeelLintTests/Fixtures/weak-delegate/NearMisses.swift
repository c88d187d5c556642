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

// A struct's stored properties are values copied with it: weak is for class-bound references
// held by classes, so none of these is checked.
struct SettingsScreen {
  var appDelegate: AppDelegateModel
  let delegate: SettingsDelegate?
  var wrapped: (any WrapperDelegate & Sendable)?
}

enum Mode {
  case delegate(ModeDelegate)
}

// In a class, a property named for a delegate whose type is a value type is not a reference.
final class Session {
  var lastDelegate: UUID?
  var sessionDelegate: String = ""
  var stateDelegate: DelegateState
  var localDelegate: LocalDelegate

  init(state: DelegateState, local: LocalDelegate) {
    stateDelegate = state
    localDelegate = local
  }

  struct DelegateState {
    var count = 0
  }
}

enum LocalDelegate {
  case none
}
