import SegueGeometry
import SegueImage

/// A grid of labelled thumbnails, one per frame, for looking over a whole animation at once.
///
/// Layout: `min(columns, frames.count)` columns of `cellWidth` pixels with `spacing` pixels
/// around and between cells. Each frame is scaled to `cellWidth` wide keeping its aspect ratio
/// (box filter on premultiplied pixels, height rounded, at least 1) and composited source-over
/// onto `background`, top-aligned in its row; a row is as tall as its tallest thumbnail plus
/// `labelHeight`. Each label is drawn under its row's thumbnails in `labelColor` with the 5×7
/// built-in font, centred when it fits and otherwise left-aligned and clipped to the cell.
public struct ContactSheet: Sendable {
  /// The colour labels are drawn in: opaque dark grey.
  public static let labelColor = Bitmap.Pixel(red: 64, green: 64, blue: 64)

  /// The most cells per row; values below 1 make `render` return an empty bitmap.
  public let columns: Int
  /// The width every thumbnail is scaled to; values below 1 make `render` return an empty bitmap.
  public let cellWidth: Int
  /// The gap in pixels around and between cells (at least 0).
  public let spacing: Int
  /// The height of the band under each row that holds the labels (at least 0).
  public let labelHeight: Int
  /// The colour behind the thumbnails and labels.
  public let background: Bitmap.Pixel

  /// Creates a sheet layout; negative `spacing` or `labelHeight` are treated as 0.
  public init(
    columns: Int, cellWidth: Int, spacing: Int = 8, labelHeight: Int = 14,
    background: Bitmap.Pixel = Bitmap.Pixel(red: 255, green: 255, blue: 255)
  ) {
    self.columns = columns
    self.cellWidth = cellWidth
    self.spacing = max(0, spacing)
    self.labelHeight = max(0, labelHeight)
    self.background = background
  }

  /// The sheet for `frames`, in reading order; an empty bitmap when `frames` is empty or
  /// `columns` or `cellWidth` is below 1. Empty images get a thumbnail 0 pixels tall.
  public func render(_ frames: [(image: Bitmap, label: String)]) -> Bitmap {
    guard columns >= 1, cellWidth >= 1, !frames.isEmpty else { return Bitmap(width: 0, height: 0) }
    let usedColumns = min(columns, frames.count)
    let thumbnailHeights = frames.map { thumbnailHeight(of: $0.image) }
    let rowCount = (frames.count + usedColumns - 1) / usedColumns
    var imageHeights: [Int] = []
    var rowTops: [Int] = []
    var top = spacing
    for row in 0..<rowCount {
      let cells = (row * usedColumns)..<min((row + 1) * usedColumns, frames.count)
      let imageHeight = thumbnailHeights[cells].max() ?? 0
      imageHeights.append(imageHeight)
      rowTops.append(top)
      top += imageHeight + labelHeight + spacing
    }
    let width = usedColumns * cellWidth + (usedColumns + 1) * spacing
    var sheet = Bitmap(width: width, height: top, filledWith: background)
    for (index, frame) in frames.enumerated() {
      let row = index / usedColumns
      let left = spacing + (index % usedColumns) * (cellWidth + spacing)
      let thumbnail = BoxScaler.scale(frame.image, width: cellWidth, height: thumbnailHeights[index])
      Self.composite(thumbnail, onto: &sheet, x: left, y: rowTops[row])
      let bandTop = rowTops[row] + imageHeights[row]
      let textWidth = PixelFont.width(of: frame.label)
      PixelFont.draw(
        frame.label, in: &sheet,
        x: textWidth <= cellWidth ? left + (cellWidth - textWidth) / 2 : left,
        y: bandTop + max(0, (labelHeight - PixelFont.glyphHeight) / 2),
        color: Self.labelColor,
        clip: (minX: left, minY: bandTop, maxX: left + cellWidth, maxY: bandTop + labelHeight))
    }
    return sheet
  }

  /// Renders the sheet for `frames` and writes it as a PNG file at `path` atomically.
  ///
  /// Throws `.invalidArgument` (naming `path`) for `columns` or `cellWidth` below 1 or no frames.
  public func write(_ frames: [(image: Bitmap, label: String)], to path: String) throws {
    guard columns >= 1 else {
      throw ImageIOError(
        kind: .invalidArgument, path: path, reason: "a contact sheet needs at least 1 column, not \(columns)",
        remedy: "pass a column count of 1 or more")
    }
    guard cellWidth >= 1 else {
      throw ImageIOError(
        kind: .invalidArgument, path: path, reason: "the contact sheet cell width \(cellWidth) is not positive",
        remedy: "pass a cell width of at least 1 pixel")
    }
    guard !frames.isEmpty else {
      throw ImageIOError(
        kind: .invalidArgument, path: path, reason: "the contact sheet has no frames",
        remedy: "pass at least one frame")
    }
    try PNG.write(render(frames), to: path)
  }

  /// `image` scaled as the sheet scales it: `cellWidth` wide, its height in proportion. A
  /// sheet of thumbnails is the sheet of the images, so a recorder can keep these instead.
  public func thumbnail(of image: Bitmap) -> Bitmap {
    guard cellWidth >= 1 else { return Bitmap(width: 0, height: 0) }
    return BoxScaler.scale(image, width: cellWidth, height: thumbnailHeight(of: image))
  }

  /// The thumbnail height for `image` at `cellWidth` wide: rounded, at least 1, 0 for an empty image.
  private func thumbnailHeight(of image: Bitmap) -> Int {
    guard !image.isEmpty else { return 0 }
    return max(1, (image.height * cellWidth + image.width / 2) / image.width)
  }

  /// Draws premultiplied `image` source-over onto `sheet` with its top-left corner at (`x`, `y`).
  private static func composite(_ image: Bitmap, onto sheet: inout Bitmap, x: Int, y: Int) {
    let sheetWidth = sheet.width
    image.bytes.withUnsafeBufferPointer { source in
      sheet.withUnsafeMutableBufferPointer { destination in
        for row in 0..<image.height {
          for column in 0..<image.width {
            let s = (row * image.width + column) * 4
            let d = ((y + row) * sheetWidth + x + column) * 4
            let remaining = 255 - UInt32(source[s + 3])
            for channel in 0..<4 {
              let under = (UInt32(destination[d + channel]) * remaining + 127) / 255
              destination[d + channel] = UInt8(min(255, UInt32(source[s + channel]) + under))
            }
          }
        }
      }
    }
  }
}
