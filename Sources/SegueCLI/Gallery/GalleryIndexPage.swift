import Foundation

/// The `index.html` that shows every transition the gallery rendered: its name, its line, its
/// duration, its recordings forward and reversed, and their contact sheets.
struct GalleryIndexPage {
  /// One transition's entry.
  struct Entry {
    /// The transition's name, also the stem of its files' names.
    let name: String
    /// Its one line.
    let summary: String
    /// Its duration, in seconds.
    let duration: Double
    /// Frames in each of its recordings.
    let frameCount: Int
  }

  /// The entries, in gallery order.
  let entries: [Entry]
  /// The screens' size in points.
  let size: PixelSize
  /// Device pixels per point.
  let scale: Int
  /// Frames per second of the recordings.
  let fps: Int

  /// The page's HTML.
  var html: String {
    var page = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Segue transition gallery</title>
      <style>
      body { font-family: sans-serif; margin: 2em; background: #f4f4f6; color: #222; }
      section { background: #fff; border-radius: 8px; padding: 1em 1.5em; margin-bottom: 1.5em; }
      figure { display: inline-block; margin: 0 1.5em 1em 0; vertical-align: top; }
      figcaption { color: #666; margin-bottom: 0.4em; }
      img.movie { max-height: 480px; border: 1px solid #ccc; }
      img.sheet { max-width: 100%; }
      .duration { color: #666; font-weight: normal; font-size: 0.8em; }
      </style></head><body>
      <h1>Segue transition gallery</h1>
      <p>Every transition of SegueTransitions, forward (Inbox to Trip) and reversed (Trip back to Inbox, \
      as a pop or a dismissal plays it), at its default duration, on a virtual clock at \(fps) frames per second \
      in a \(size)-point screen at \(scale)×. Each recording runs from the transition's first frame to its end \
      and loops; the contact sheets show six frames of each, labelled with their times.</p>
      <nav>\(entries.map { "<a href=\"#\($0.name)\">\($0.name)</a>" }.joined(separator: " · "))</nav>

      """
    for entry in entries {
      let name = entry.name
      page += """
        <section id="\(name)"><h2>\(name) <span class="duration">\(Self.seconds(entry.duration))</span></h2>
        <p>\(Self.escaped(entry.summary)) \(entry.frameCount) frames each way.</p>
        <figure><figcaption>forward</figcaption><img class="movie" src="\(name).png" alt="\(name), forward"></figure>
        <figure><figcaption>reversed</figcaption><img class="movie" src="\(name)-reversed.png" alt="\(name), reversed"></figure>
        <p><a href="\(name)-sheet.png"><img class="sheet" src="\(name)-sheet.png" alt="\(name) contact sheet, forward"></a></p>
        <p><a href="\(name)-reversed-sheet.png"><img class="sheet" src="\(name)-reversed-sheet.png" alt="\(name) contact sheet, reversed"></a></p>
        </section>

        """
    }
    return page + "</body></html>\n"
  }

  /// `duration` as the page shows it, like `0.25 s` or `1 s`.
  static func seconds(_ duration: Double) -> String {
    "\(String(format: "%g", duration)) s"
  }

  /// `text` with the characters HTML gives a meaning escaped.
  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
