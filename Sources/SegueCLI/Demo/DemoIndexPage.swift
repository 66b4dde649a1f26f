import Foundation

/// The `index.html` that shows every scenario the demo wrote: its recording, contact sheet,
/// trace and contract result.
struct DemoIndexPage {
  /// One scenario's entry.
  struct Entry {
    let scenario: DemoScenario
    let frameCount: Int
    let violations: [String]
  }

  let entries: [Entry]
  let size: PixelSize
  /// Device pixels per point.
  let scale: Int
  let fps: Int

  /// The page's HTML.
  var html: String {
    var page = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Segue demo</title>
      <style>
      body { font-family: sans-serif; margin: 2em; background: #f4f4f6; color: #222; }
      section { background: #fff; border-radius: 8px; padding: 1em 1.5em; margin-bottom: 1.5em; }
      img.movie { max-height: 480px; border: 1px solid #ccc; margin-right: 1em; vertical-align: top; }
      img.sheet { max-width: 100%; margin-top: 1em; }
      .passed { color: #197a32; } .failed { color: #b3261e; }
      </style></head><body>
      <h1>Segue demo</h1>
      <p>Each article's app, played on a virtual clock at \(fps) frames per second in a \(size)-point window at \(scale)×.</p>

      """
    for entry in entries {
      let name = entry.scenario.name
      let status =
        entry.violations.isEmpty
        ? "<p class=\"passed\">Contract checks passed.</p>"
        : "<p class=\"failed\">Contract checks failed:</p><ul>"
          + entry.violations.map { "<li>\(Self.escaped($0))</li>" }.joined() + "</ul>"
      page += """
        <section id="\(name)"><h2>\(name)</h2>
        <p><em>\(Self.escaped(entry.scenario.article))</em>: \(Self.escaped(entry.scenario.summary)).
        \(entry.frameCount) frames. <a href="\(name)-trace.json">Life-cycle trace</a>.</p>
        \(status)
        <img class="movie" src="\(name).png" alt="\(name) recording">
        <a href="\(name)-sheet.png"><img class="sheet" src="\(name)-sheet.png" alt="\(name) contact sheet"></a>
        </section>

        """
    }
    return page + "</body></html>\n"
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
