import SegueGeometry
import SegueMotion

/// A generated app screen built from layers: navigation bar, a hero card with an image, list
/// rows and a tab bar, all sized in proportion to the screen.
@MainActor
struct DemoScreen {
  /// The colours of one screen.
  struct Palette {
    let background: Color
    let bar: Color
    let card: Color
    let accent: Color
    let line: Color
  }

  /// A cool blue screen.
  static let blue = Palette(
    background: Color(red: 0.93, green: 0.95, blue: 0.99), bar: Color(red: 0.16, green: 0.36, blue: 0.78),
    card: Color(red: 1, green: 1, blue: 1), accent: Color(red: 0.2, green: 0.55, blue: 0.95),
    line: Color(red: 0.75, green: 0.8, blue: 0.9))
  /// A warm orange screen.
  static let orange = Palette(
    background: Color(red: 0.99, green: 0.95, blue: 0.9), bar: Color(red: 0.88, green: 0.42, blue: 0.12),
    card: Color(red: 1, green: 1, blue: 1), accent: Color(red: 0.95, green: 0.6, blue: 0.2),
    line: Color(red: 0.92, green: 0.82, blue: 0.72))

  /// The screen's size in points.
  let size: Size
  /// Its colours.
  let palette: Palette

  /// Builds the screen as a layer whose frame is `(0, 0, size)`.
  func makeLayer() -> Layer {
    let screen = Layer(frame: Rect(origin: .zero, size: size))
    screen.backgroundColor = palette.background
    let unit = min(size.width, size.height) / 20
    let bar = box(0, 0, size.width, unit * 4.4, palette.bar)
    bar.addSublayer(box(size.width / 2 - unit * 4, unit * 2.4, unit * 8, unit * 1.1, .white, radius: unit * 0.55))
    screen.addSublayer(bar)
    let card = box(unit, unit * 5.4, size.width - unit * 2, unit * 9, palette.card, radius: unit)
    let image = box(unit, unit, size.width - unit * 4, unit * 4.6, palette.accent, radius: unit * 0.6)
    image.contents = gradientImage()
    image.masksToBounds = true
    card.addSublayer(image)
    card.addSublayer(box(unit, unit * 6.2, unit * 9, unit * 0.8, palette.line, radius: unit * 0.4))
    card.addSublayer(box(unit, unit * 7.4, unit * 6, unit * 0.8, palette.line, radius: unit * 0.4))
    screen.addSublayer(card)
    var y = unit * 15.6
    while y + unit * 3 < size.height - unit * 4 {
      let row = box(unit, y, size.width - unit * 2, unit * 2.6, palette.card, radius: unit * 0.5)
      row.addSublayer(box(unit * 0.5, unit * 0.4, unit * 1.8, unit * 1.8, palette.accent, radius: unit * 0.9))
      row.addSublayer(box(unit * 3, unit * 0.7, unit * 7, unit * 0.6, palette.line, radius: unit * 0.3))
      row.addSublayer(box(unit * 3, unit * 1.5, unit * 4, unit * 0.5, palette.line, radius: unit * 0.25))
      screen.addSublayer(row)
      y += unit * 3.2
    }
    let tabs = box(0, size.height - unit * 3.6, size.width, unit * 3.6, Color(white: 0.98))
    for index in 0..<4 {
      let x = size.width * (Double(index) + 0.5) / 4 - unit * 0.7
      let color = index == 0 ? palette.bar : palette.line
      tabs.addSublayer(box(x, unit * 0.8, unit * 1.4, unit * 1.4, color, radius: unit * 0.35))
    }
    screen.addSublayer(tabs)
    return screen
  }

  private func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ color: Color, radius: Double = 0) -> Layer {
    let layer = Layer(frame: Rect(x: x, y: y, width: width, height: height))
    layer.backgroundColor = color
    layer.cornerRadius = radius
    return layer
  }

  /// A small diagonal gradient with soft stripes, stretched over the hero image to show filtering.
  private func gradientImage() -> Bitmap {
    let side = 48
    var image = Bitmap(width: side, height: side)
    for y in 0..<side {
      for x in 0..<side {
        let t = Double(x + y) / Double(2 * side - 2)
        let stripe = (x / 6 + y / 6) % 2 == 0 ? 1.0 : 0.85
        let color = palette.bar.interpolated(to: palette.accent, fraction: t)
        image[x, y] = Color(red: color.red * stripe, green: color.green * stripe, blue: color.blue * stripe)
          .premultipliedPixel
      }
    }
    return image
  }
}
