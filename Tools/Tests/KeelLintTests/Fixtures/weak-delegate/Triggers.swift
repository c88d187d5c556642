// fixture-path: Sources/KeelNetwork/Downloader.swift
import Foundation

final class Downloader {
  var delegate: DownloaderDelegate?  // expect: error weak-delegate
  let sessionDelegate: any URLSessionDelegate  // expect: error weak-delegate
  unowned var owner: OwnerDelegate  // expect: warning weak-delegate
  @ObservationIgnored var observer: ObserverDelegate?  // expect: error weak-delegate

  init(delegate: DownloaderDelegate, sessionDelegate: any URLSessionDelegate, owner: OwnerDelegate) {
    self.delegate = delegate
    self.sessionDelegate = sessionDelegate
    self.owner = owner
  }
}

final class Uploader {
  var delegate: UploadListening?  // expect: error weak-delegate
}

// Named for a delegate, of a type that may be a class (declared elsewhere): checked.
final class SceneRouter {
  var appDelegate: AppServices?  // expect: error weak-delegate
}

actor Transfer {
  var delegate: TransferDelegate?  // expect: error weak-delegate
}
