// Stand-in for the BackgroundTasks API AppFeature's BGTaskSchedulerClient uses (iOS 13).
// BGTaskRequest.h is
// iPhoneOS18.0.sdk/System/Library/Frameworks/BackgroundTasks.framework/Headers/BGTaskRequest.h in
// the public repository xybp888/iOS-SDKs; "doc:" names a page under
// https://developer.apple.com/documentation/backgroundtasks/. None of these classes is Sendable
// in the SDK, and the launch handler is a plain (non-@Sendable) block: declared so here.
//
// macOS: the macOS SDK ships the module, so `canImport(BackgroundTasks)` is true there, but every
// class is `API_UNAVAILABLE(macos)` (BGTaskRequest.h: `API_AVAILABLE(ios(13.0), tvos(13.0))
// API_UNAVAILABLE(macos, watchos)` on BGTaskRequest and BGAppRefreshTaskRequest; BGTaskScheduler.h
// and BGTask.h mark BGTaskScheduler and BGTask the same way; the doc pages list iOS, iPadOS, Mac
// Catalyst, tvOS and visionOS, not macOS). Platform availability means nothing on Linux, so the
// harness's macOS build (`KEEL_HARNESS_MACOS`, see Package.swift) keeps the module and marks every
// class unavailable outright: a file that reaches for it behind `canImport(BackgroundTasks)` alone
// fails there as it fails in Xcode.

import Foundation

#if KEEL_HARNESS_MACOS
  // doc: bgtaskscheduler (no macOS in its availability).
  @available(*, unavailable, message: "not on macOS: the SDK declares it API_UNAVAILABLE(macos)")
  open class BGTaskScheduler: NSObject {
    open class var shared: BGTaskScheduler { BGTaskScheduler() }

    open func register(
      forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
      launchHandler: @escaping (BGTask) -> Void
    ) -> Bool { false }

    open func submit(_ taskRequest: BGTaskRequest) throws {}
  }

  // BGTaskRequest.h: `API_UNAVAILABLE(macos, watchos)`.
  @available(*, unavailable, message: "not on macOS: the SDK declares it API_UNAVAILABLE(macos)")
  open class BGTaskRequest: NSObject {
    open var identifier: String { "" }
    open var earliestBeginDate: Date?
  }

  // BGTaskRequest.h: `API_UNAVAILABLE(macos, watchos)`.
  @available(*, unavailable, message: "not on macOS: the SDK declares it API_UNAVAILABLE(macos)")
  open class BGAppRefreshTaskRequest: BGTaskRequest {
    public init(identifier: String) { super.init() }
  }

  // doc: bgtask (no macOS in its availability).
  @available(*, unavailable, message: "not on macOS: the SDK declares it API_UNAVAILABLE(macos)")
  open class BGTask: NSObject {
    open var identifier: String { "" }
    open var expirationHandler: (() -> Void)?
    open func setTaskCompleted(success: Bool) {}
  }
#else
  // doc: bgtaskscheduler, bgtaskscheduler/shared,
  // bgtaskscheduler/register(fortaskwithidentifier:using:launchhandler:), bgtaskscheduler/submit(_:).
  open class BGTaskScheduler: NSObject {
    open class var shared: BGTaskScheduler { BGTaskScheduler() }

    open func register(
      forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
      launchHandler: @escaping (BGTask) -> Void
    ) -> Bool { true }

    open func submit(_ taskRequest: BGTaskRequest) throws {}
  }

  // BGTaskRequest.h: `@interface BGTaskRequest : NSObject <NSCopying>`, `identifier` (readonly),
  // `earliestBeginDate` (nullable), `init` unavailable.
  open class BGTaskRequest: NSObject {
    open var identifier: String { "" }
    open var earliestBeginDate: Date?
  }

  // BGTaskRequest.h: `initWithIdentifier:`.
  open class BGAppRefreshTaskRequest: BGTaskRequest {
    public init(identifier: String) { super.init() }
  }

  // doc: bgtask, bgtask/identifier, bgtask/expirationhandler, bgtask/settaskcompleted(success:).
  open class BGTask: NSObject {
    open var identifier: String { "" }
    open var expirationHandler: (() -> Void)?
    open func setTaskCompleted(success: Bool) {}
  }
#endif
