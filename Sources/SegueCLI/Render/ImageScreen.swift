import SegueImage
import SegueUI

/// A screen that is one of the user's images: its view's layer shows the image stretched over
/// its bounds at `scale` pixels per point, so that at the screen's own size each pixel of the
/// image is one pixel of the frame.
@MainActor
final class ImageScreen: ViewController {
  /// The image shown, premultiplied.
  let image: Bitmap
  /// The image's pixels per point.
  let scale: Int

  /// A screen titled `title` showing `image` at `scale` pixels per point.
  init(image: Bitmap, scale: Int, title: String) {
    self.image = image
    self.scale = scale
    super.init()
    self.title = title
  }

  /// Puts the image in the view's layer.
  override func viewDidLoad() {
    view.layer.contents = image
    view.layer.contentsGravity = .resize
    view.layer.contentsScale = Double(scale)
  }
}
