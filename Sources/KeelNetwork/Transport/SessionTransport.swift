import Foundation
import KeelCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What one attempt produced, before classification.
enum TransportOutcome: Sendable {
  case response(HTTPURLResponse, Data)
  case failure(URLError)
  case tooLarge(limit: Int)
  case tooManyRedirects(limit: Int)
  case notHTTP
}

/// Runs data tasks through a session delegate, which is what lets the client stop reading a
/// response past the size limit (by `Content-Length` before the body, by bytes received while
/// it streams), count redirects, and cancel the task when the caller's Swift task is cancelled.
final class SessionTransport: Sendable {
  private let session: URLSession
  private let delegate: SessionDelegate
  /// The clock a call's time limit is kept on: the client's, so that a test's clock decides
  /// when a limit runs out, not how fast a loaded machine moves.
  private let clock: APIClock

  init(configuration: URLSessionConfiguration, clock: APIClock) {
    self.clock = clock
    let delegate = SessionDelegate()
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    self.delegate = delegate
    self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
  }

  deinit {
    // The session retains its delegate until invalidated.
    session.finishTasksAndInvalidate()
  }

  /// Runs one attempt. `deadline` (what is left of the call's time limit) is time on the
  /// client's clock, and it is enforced here, by expiring the task when the clock reaches it:
  /// a request's own `timeoutInterval` would be real time (and FoundationNetworking on Linux
  /// ignores it: only the session's idle timeout applies there).
  func perform(
    _ request: URLRequest, maximumSize: Int, maximumRedirects: Int, deadline: Duration?
  ) async -> TransportOutcome {
    let task = session.dataTask(with: request)
    // Only a call with a deadline needs a timer (and the lock around it).
    let timer = deadline.map { _ in Locked<Task<Void, Never>?>(nil) }
    defer { timer?.withLock { $0?.cancel() } }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<TransportOutcome, Never>) in
        delegate.register(
          task.taskIdentifier,
          TaskState(
            continuation: continuation, request: request, maximumSize: maximumSize,
            maximumRedirects: maximumRedirects))
        task.resume()
        // Started only now that the task is registered, so an expiry cannot come before it.
        if let deadline, let timer {
          timer.withLock {
            $0 = Task { [delegate, clock] in
              do {
                try await clock.sleep(deadline)
                delegate.expire(task)
              } catch {
                // Cancelled: the attempt finished in time.
              }
            }
          }
        }
        // A cancellation that arrived before the task existed would otherwise be lost.
        if Task.isCancelled { task.cancel() }
      }
    } onCancel: {
      task.cancel()
    }
  }
}

struct TaskState: Sendable {
  let continuation: CheckedContinuation<TransportOutcome, Never>
  /// The request as the client built it: what a redirect may carry is decided against it.
  let request: URLRequest
  let maximumSize: Int
  let maximumRedirects: Int
  var data = Data()
  var redirects = 0
  var stopReason: TransportOutcome?
}

final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
  private let tasks = Locked<[Int: TaskState]>([:])

  func register(_ identifier: Int, _ state: TaskState) {
    tasks.withLock { $0[identifier] = state }
  }

  /// Ends a task that ran out of time, reporting it as timed out.
  func expire(_ task: URLSessionTask) {
    let expired: Bool = tasks.withLock { tasks in
      guard var state = tasks[task.taskIdentifier], state.stopReason == nil else { return false }
      state.stopReason = .failure(URLError(.timedOut))
      tasks[task.taskIdentifier] = state
      return true
    }
    if expired { task.cancel() }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let allow: Bool = tasks.withLock { tasks in
      guard var state = tasks[dataTask.taskIdentifier] else { return true }
      // A HEAD response announces the size of a body it does not carry. (The request registered
      // with the state is at hand here; the task's `originalRequest` would be one more read of
      // the task per response.)
      let isHead = state.request.httpMethod?.uppercased() == "HEAD"
      if !isHead, response.expectedContentLength > Int64(state.maximumSize) {
        state.stopReason = .tooLarge(limit: state.maximumSize)
        tasks[dataTask.taskIdentifier] = state
        return false
      }
      return true
    }
    completionHandler(allow ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overLimit: Bool = tasks.withLock { tasks in
      // Mutated in place through the index: a copy of the state taken out and stored back
      // would share the body's buffer with the dictionary, so every chunk would copy the whole
      // body received so far (quadratic in the response's size).
      guard let index = tasks.index(forKey: dataTask.taskIdentifier), tasks.values[index].stopReason == nil else {
        return false
      }
      if tasks.values[index].data.count + data.count > tasks.values[index].maximumSize {
        tasks.values[index].stopReason = .tooLarge(limit: tasks.values[index].maximumSize)
        tasks.values[index].data = Data()
        return true
      }
      tasks.values[index].data.append(data)
      return false
    }
    if overLimit { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    let next: URLRequest? = tasks.withLock { tasks in
      guard var state = tasks[task.taskIdentifier] else { return request }
      state.redirects += 1
      if state.redirects > state.maximumRedirects {
        state.stopReason = .tooManyRedirects(limit: state.maximumRedirects)
        tasks[task.taskIdentifier] = state
        return nil
      }
      tasks[task.taskIdentifier] = state
      return RedirectRule.request(request, after: response, original: state.request)
    }
    // Declining (nil) ends the task with the redirect response (the stop reason, if one is set).
    // Cancelling here instead crashes FoundationNetworking on Linux.
    completionHandler(next)
  }

  /// Credentials travel in headers set by the adapters, so a server's challenge (a 401 with
  /// `WWW-Authenticate: Basic …`) must come back as the 401 it is. Apple's default handling does
  /// that. FoundationNetworking's never completes the task without a proposed credential, so on
  /// Linux the challenge is cancelled and its 401 reported (without its body, which libcurl has
  /// not handed over at that point).
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    #if canImport(FoundationNetworking)
      if let response = challenge.failureResponse as? HTTPURLResponse {
        tasks.withLock { tasks in
          guard var state = tasks[task.taskIdentifier], state.stopReason == nil else { return }
          state.stopReason = .response(response, Data())
          tasks[task.taskIdentifier] = state
        }
      }
      completionHandler(.cancelAuthenticationChallenge, nil)
    #else
      completionHandler(.performDefaultHandling, nil)
    #endif
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    guard let state = tasks.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
    let outcome: TransportOutcome
    if let stopReason = state.stopReason {
      outcome = stopReason
    } else if let error {
      outcome = .failure(Self.normalize(error, task: task))
    } else if let response = task.response as? HTTPURLResponse {
      outcome = .response(response, state.data)
    } else {
      outcome = .notHTTP
    }
    state.continuation.resume(returning: outcome)
  }

  /// Makes FoundationNetworking's errors on Linux read as Apple platforms report them:
  /// a connection closed in the middle of a body arrives as `.unknown` (Apple:
  /// `.networkConnectionLost`), and an answer that is not HTTP as `.unsupportedURL` (libcurl
  /// refuses "HTTP/0.9"; Apple: `.badServerResponse`).
  private static func normalize(_ error: any Error, task: URLSessionTask) -> URLError {
    let urlError = (error as? URLError) ?? URLError(URLError.Code(rawValue: (error as NSError).code) ?? .unknown)
    switch urlError.code {
    case .unknown where task.response != nil:
      return URLError(.networkConnectionLost)
    case .unsupportedURL where ["http", "https"].contains(task.originalRequest?.url?.scheme?.lowercased() ?? ""):
      return URLError(.badServerResponse)
    default:
      return urlError
    }
  }
}
