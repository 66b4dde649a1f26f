import SegueGeometry
import SegueUI

/// A screen cut into tiles, each a view showing its part of one picture of the screen, with
/// where each flies to when the screen explodes.
@MainActor
struct ExplosionTiles {
  /// A tile and the state it flies to.
  struct Tile {
    let view: View
    let home: Point
    let scattered: Point
    let turn: Transform3D
  }

  /// The tiles, row by row.
  let tiles: [Tile]

  /// Tiles of `view` (pictured as `afterScreenUpdates` says), `columns` across and as many rows
  /// as make them square, each placed over its part of the view, with a scatter from `random`:
  /// an offset of up to `spread` points each way, a turn of up to ¾ of a half turn either way.
  init(
    of view: View, columns: Int, afterScreenUpdates: Bool, spread: Double, random: inout some RandomNumberGenerator
  ) {
    let size = view.bounds.size
    // A screen without area has no tiles (and so nothing to divide by).
    guard size.width > 0, size.height > 0 else {
      tiles = []
      return
    }
    let picture = view.snapshotView(afterScreenUpdates: afterScreenUpdates).layer
    let rows = max(1, Int((Double(columns) * size.height / max(size.width, 1)).rounded()))
    let scale = view.window?.scale ?? 1
    let xs = Self.edges(dividing: size.width, into: columns, scale: scale)
    let ys = Self.edges(dividing: size.height, into: rows, scale: scale)
    let origin = view.frame.origin
    var tiles: [Tile] = []
    for row in 0..<rows {
      for column in 0..<columns {
        let part = Rect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
        let home = part.offsetBy(dx: origin.x, dy: origin.y)
        let tile = View(frame: home)
        tile.layer.contents = picture.contents
        tile.layer.contentsScale = picture.contentsScale
        tile.layer.contentsRect = Rect(
          x: part.minX / size.width, y: part.minY / size.height, width: part.width / size.width,
          height: part.height / size.height)
        let scattered = Point(
          x: home.midX + Double.random(in: -spread...spread, using: &random),
          y: home.midY + Double.random(in: -spread...spread, using: &random))
        let angle = Double.random(in: -0.75 * .pi...0.75 * .pi, using: &random)
        let turn = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1).concatenating(
          Transform3D(scaleX: ExplodeAnimator.vanishingScale, y: ExplodeAnimator.vanishingScale, z: 1))
        tiles.append(Tile(view: tile, home: Point(x: home.midX, y: home.midY), scattered: scattered, turn: turn))
      }
    }
    self.tiles = tiles
  }

  /// The `count + 1` edges that cut `length` points into `count` nearly equal parts, each on a
  /// whole pixel at `scale`, so that tiles in their places meet without a seam.
  private static func edges(dividing length: Double, into count: Int, scale: Double) -> [Double] {
    (0...count).map { (Double($0) * length / Double(count) * scale).rounded() / scale }
  }

  /// Puts every tile where it flies to (`true`), shrunk, turned and transparent, or in its place;
  /// only centres move, so that a tile's size does not depend on its transform.
  func setScattered(_ scattered: Bool) {
    for tile in tiles {
      tile.view.center = scattered ? tile.scattered : tile.home
      tile.view.transform3D = scattered ? tile.turn : .identity
      tile.view.alpha = scattered ? 0 : 1
    }
  }
}
