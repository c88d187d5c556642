/// Durations of repeated runs of one measurement, sorted, with the figures a row reports.
public struct Samples: Sendable {
  /// Every run's duration, shortest first.
  public let sorted: [Duration]

  public init(_ durations: [Duration]) {
    precondition(!durations.isEmpty, "a measurement needs at least one run")
    sorted = durations.sorted()
  }

  public var median: Duration { sorted[sorted.count / 2] }
  public var min: Duration { sorted[0] }
  public var max: Duration { sorted[sorted.count - 1] }

  /// `median (min–max)` in the unit that suits the median, divided by `perCall` when the runs
  /// each made that many calls.
  public func summary(perCall calls: Int = 1) -> String {
    let unit = Unit.suiting(median / calls)
    return "\(unit.format(median / calls)) (\(unit.format(min / calls, withSymbol: false))–"
      + "\(unit.format(max / calls, withSymbol: false)))"
  }

  /// The median of `self` over the median of `anchor`.
  public func ratio(to anchor: Samples) -> Double {
    median.seconds / anchor.median.seconds
  }
}

/// Runs `keel` and `anchor` alternately, `runs` times each after `warmUp` runs of both, so
/// both sides see the same machine: on a shared machine, load that comes and goes lands on
/// both rather than on whichever side happened to run during it.
/// Both run on the caller's actor; `time` says which time is read.
public func measurePair(
  runs: Int, warmUp: Int = 2, time: MeasuredTime = .wallClock, isolation: isolated (any Actor)? = #isolation,
  keel: () async throws -> Void, anchor: () async throws -> Void
) async rethrows -> (keel: Samples, anchor: Samples) {
  for _ in 0..<warmUp {
    try await keel()
    try await anchor()
  }
  var keelRuns: [Duration] = []
  var anchorRuns: [Duration] = []
  for run in 0..<runs {
    // Which side goes first alternates too, so neither always runs on a warmer cache.
    if run.isMultiple(of: 2) {
      keelRuns.append(try await time.measure { try await keel() })
      anchorRuns.append(try await time.measure { try await anchor() })
    } else {
      anchorRuns.append(try await time.measure { try await anchor() })
      keelRuns.append(try await time.measure { try await keel() })
    }
  }
  return (Samples(keelRuns), Samples(anchorRuns))
}

/// Runs `body` `runs` times after `warmUp` runs, on the caller's actor, and returns the durations.
public func measureRuns(
  runs: Int, warmUp: Int = 2, time: MeasuredTime = .wallClock, isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> Samples {
  for _ in 0..<warmUp { try await body() }
  var durations: [Duration] = []
  for _ in 0..<runs { durations.append(try await time.measure { try await body() }) }
  return Samples(durations)
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  public var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

/// Formats `value` with `digits` decimals (`1.5`, `12.0`), without Foundation.
public func decimal(_ value: Double, digits: Int = 1) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int(scaled / scale)
  let fraction = Int(scaled) - whole * Int(scale)
  var text = "\(value < 0 && scaled > 0 ? "-" : "")\(grouped(whole))"
  if digits > 0 {
    let digitsText = String(fraction)
    text += "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
  }
  return text
}

/// `12345` as `12,345`.
public func grouped(_ value: Int) -> String {
  let digits = String(value)
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index).isMultiple(of: 3) { result.append(",") }
    result.append(digit)
  }
  return result
}

/// A ratio as the table writes it: `1.04×`.
public func times(_ ratio: Double) -> String {
  "\(decimal(ratio, digits: ratio >= 10 ? 0 : 2))×"
}

/// Seconds, milliseconds, microseconds or nanoseconds, whichever keeps a figure readable.
struct Unit {
  let symbol: String
  let secondsPerUnit: Double

  static func suiting(_ duration: Duration) -> Unit {
    let seconds = duration.seconds
    if seconds >= 1 { return Unit(symbol: "s", secondsPerUnit: 1) }
    if seconds >= 1e-3 { return Unit(symbol: "ms", secondsPerUnit: 1e-3) }
    if seconds >= 1e-6 { return Unit(symbol: "µs", secondsPerUnit: 1e-6) }
    return Unit(symbol: "ns", secondsPerUnit: 1e-9)
  }

  func format(_ duration: Duration, withSymbol: Bool = true) -> String {
    let value = duration.seconds / secondsPerUnit
    let text = decimal(value, digits: value >= 100 ? 0 : value >= 10 ? 1 : 2)
    return withSymbol ? "\(text) \(symbol)" : text
  }
}

/// `duration` in the unit that suits it (`1.25 ms`).
public func formatted(_ duration: Duration) -> String {
  Unit.suiting(duration).format(duration)
}
