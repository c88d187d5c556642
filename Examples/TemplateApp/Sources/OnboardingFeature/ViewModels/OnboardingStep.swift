/// The three onboarding pages (seed 000's Onboarding1View, Onboarding2View, Onboarding3View).
public enum OnboardingStep: Int, CaseIterable, Sendable, Codable {
  case welcome = 0
  case highlights = 1
  case ready = 2

  /// The step a stored index names; an index out of range (an older build with more steps, a
  /// hand-edited store) resumes at the nearest real step instead of failing.
  public init(clamping index: Int) {
    let all = Self.allCases
    self = all[min(max(index, 0), all.count - 1)]
  }

  public var isFirst: Bool { self == Self.allCases.first }
  public var isLast: Bool { self == Self.allCases.last }
  /// 1-based, for "step 2 of 3".
  public var number: Int { rawValue + 1 }
  public static var count: Int { allCases.count }
}
