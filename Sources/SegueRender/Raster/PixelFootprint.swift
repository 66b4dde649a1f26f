/// How a device pixel maps into a layer's bounds space: the derivatives of the bounds
/// coordinates along device x and y, and from them the device distance per bounds unit along
/// each bounds axis.
struct PixelFootprint {
  /// ∂u/∂x.
  let ux: Double
  /// ∂u/∂y.
  let uy: Double
  /// ∂v/∂x.
  let vx: Double
  /// ∂v/∂y.
  let vy: Double
  /// Device pixels per bounds unit across an edge of constant u: 1 / |∇u|.
  let perU: Double
  /// Device pixels per bounds unit across an edge of constant v: 1 / |∇v|.
  let perV: Double

  /// The footprint with the given derivatives.
  @inline(__always)
  init(ux: Double, uy: Double, vx: Double, vy: Double) {
    self.ux = ux
    self.uy = uy
    self.vx = vx
    self.vy = vy
    perU = 1 / max((ux * ux + uy * uy).squareRoot(), 1e-300)
    perV = 1 / max((vx * vx + vy * vy).squareRoot(), 1e-300)
  }
}
