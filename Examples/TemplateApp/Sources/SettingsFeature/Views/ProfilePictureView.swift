#if canImport(SwiftUI)
  import AppDomain
  import AppFixtures
  import KeelDesign
  import SwiftUI

  /// The profile's picture, loaded from its URL by `AsyncImage`: a spinner while it loads, the
  /// image when it came, a person symbol when there is no URL or the load failed. The server
  /// sends the picture at twice the size shown (128 px for 64 points), hence the scale.
  struct ProfilePictureView: View {
    let profile: UserProfile
    private static let side = DSSpacing.xxl.points * 2

    var body: some View {
      // The phases are read through `image` and `error` rather than switched over: the enum
      // is not frozen, and this reads the same in every SDK.
      AsyncImage(url: profile.pictureURL, scale: 2) { phase in
        if let image = phase.image {
          image
        } else if phase.error != nil || profile.pictureURL == nil {
          Image(systemName: "person.crop.circle")
        } else {
          ProgressView()
        }
      }
      .frame(width: Self.side, height: Self.side)
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The fixture profile has no picture: the placeholder symbol.
    struct ProfilePictureViewPreviews: PreviewProvider {
      static var previews: some View {
        ProfilePictureView(profile: AppFixtures.profile)
      }
    }
  #endif
#endif
