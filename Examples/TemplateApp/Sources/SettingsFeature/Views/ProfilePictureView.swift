#if canImport(SwiftUI)
  import KeelDesign
  import SwiftUI

  /// The profile picture, loaded from its URL by `AsyncImage`: a spinner while it loads, the
  /// image when it came, a person symbol when there is no URL or the load failed.
  struct ProfilePictureView: View {
    let url: URL?
    private static let side = DSSpacing.xxl.points * 2

    var body: some View {
      AsyncImage(url: url) { phase in
        switch phase {
        case .empty:
          if url == nil { placeholder } else { ProgressView() }
        case .success(let image):
          image.resizable().scaledToFit()
        case .failure:
          placeholder
        @unknown default:
          placeholder
        }
      }
      .frame(width: Self.side, height: Self.side)
    }

    private var placeholder: some View {
      Image(systemName: "person.crop.circle").resizable().scaledToFit()
    }
  }
#endif
