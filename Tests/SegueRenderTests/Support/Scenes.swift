import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender

/// Small layer trees shared by the renderer's tests.
@MainActor
enum Scenes {
  /// A layer with `frame` and a solid `color`.
  static func box(_ frame: Rect, _ color: Color) -> Layer {
    let layer = Layer(frame: frame)
    layer.backgroundColor = color
    return layer
  }

  /// A `width` × `height` checkerboard of `cell`-pixel squares in two colours.
  static func checkerboard(width: Int, height: Int, cell: Int, _ a: Color, _ b: Color) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        bitmap[x, y] = ((x / cell + y / cell) % 2 == 0 ? a : b).premultipliedPixel
      }
    }
    return bitmap
  }

  /// Renders `root` at time 0 into a `width` × `height` bitmap over opaque black.
  static func render(_ root: Layer, width: Int, height: Int, at time: Double = 0) -> Bitmap {
    Compositor(background: Color.black.premultipliedPixel).render(
      root.renderTree(at: time), width: width, height: height)
  }

  /// A `width` × `height` image whose four corner pixels are red, green, blue and white
  /// (clockwise from the top left) over a light grey checkerboard, to show placement and flips.
  static func markedImage(width: Int, height: Int) -> Bitmap {
    var bitmap = checkerboard(width: width, height: height, cell: 1, Color(white: 0.8), Color(white: 0.6))
    bitmap[0, 0] = Color.red.premultipliedPixel
    bitmap[width - 1, 0] = Color.green.premultipliedPixel
    bitmap[width - 1, height - 1] = Color.blue.premultipliedPixel
    bitmap[0, height - 1] = Color.white.premultipliedPixel
    return bitmap
  }

  /// A root layer covering `width` × `height` with no background.
  static func root(width: Double, height: Double) -> Layer {
    Layer(frame: Rect(x: 0, y: 0, width: width, height: height))
  }
}
