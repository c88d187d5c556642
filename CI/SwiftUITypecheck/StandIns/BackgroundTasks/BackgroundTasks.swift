// Stand-in for the BackgroundTasks API AppFeature's BGTaskSchedulerClient uses (iOS 13;
// API_UNAVAILABLE(macos), so the macOS harness leaves this module out). BGTaskRequest.h is
// iPhoneOS18.0.sdk/System/Library/Frameworks/BackgroundTasks.framework/Headers/BGTaskRequest.h in
// the public repository xybp888/iOS-SDKs; "doc:" names a page under
// https://developer.apple.com/documentation/backgroundtasks/. None of these classes is Sendable
// in the SDK, and the launch handler is a plain (non-@Sendable) block: declared so here.

import Foundation

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
