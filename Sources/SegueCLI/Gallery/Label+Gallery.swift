import SegueGeometry
import SegueMotion
import SegueUI

extension Label {
  /// A label of the gallery's screens: `text` in `color`, aligned as `alignment` says, its font
  /// size set by the screen's layout.
  convenience init(_ text: String, color: Color, alignment: TextLayerAlignmentMode = .left) {
    self.init(text: text)
    textColor = color
    textAlignment = alignment
    truncationMode = .end
  }
}
