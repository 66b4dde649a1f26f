import SegueGeometry

/// When each strip of a curling page lying flat or on the near half of its roll is hidden behind
/// the far half and the part lying on top (and so need not be drawn): the times at which every
/// pixel it could touch is covered completely by strips drawn after it.
///
/// A strip lying flat or turned less than a quarter turn lies below the roll's far half and the
/// top (turned a quarter turn or more), whose strips are drawn after it (depth order) and are
/// opaque when the page's picture is: where one of them covers a pixel completely, what lay
/// beneath does not show. Seen through the perspective (the eye ``eye`` points in front of ``centre``), each strip's
/// vertical edges stay vertical, so a strip covers an interval of columns between the rows of
/// its top and bottom edges; the far half's strips overlap their neighbours, so their intervals
/// join into one. A near strip is hidden while its picture, widened by a margin of some pixels
/// (``margin``), lies inside the joined intervals of the far strips that reach above and below
/// it, shrunk by the margin at their ends: a margin that holds on a grid of times, with the
/// motion between two of them added, so that the strip is hidden exactly (never a pixel it
/// shows) at every time in between, however the animation is scrubbed.
struct CurlOcclusion {
  /// The point the perspective's eye is in front of, in the container's coordinates.
  let centre: Point
  /// The eye's distance from the page's plane.
  let eye: Double
  /// The page's frame in the container.
  let page: Rect
  /// The cylinder the page curls around.
  let cylinder: CurlCylinder
  /// The margin kept around a hidden strip, in points (some pixels).
  let margin: Double

  /// How many steps the animation is cut into to find when strips are hidden.
  static let steps = 1024

  /// A strip as the occlusion sees it: the line it follows and how far it reaches either side.
  struct Strip {
    /// The x of its middle on the flat page.
    let line: Double
    /// Its width, overlaps included; it reaches half of it either side of its middle.
    let width: Double
    /// Whether an edge of its left or right is drawn anti-aliased (the page's ends).
    let softSides: Bool
  }

  /// Where a strip is seen at some time: the columns between its vertical edges, the rows its
  /// top and bottom edges reach (`top` the highest, `bottom` the lowest) and those it covers
  /// all across (`coveredTop` the lowest its top edge reaches, `coveredBottom` the highest its
  /// bottom edge does), and how it is turned.
  private struct Seen {
    let minX: Double
    let maxX: Double
    let top: Double
    let bottom: Double
    let coveredTop: Double
    let coveredBottom: Double
    let angle: Double
  }

  /// For each of `strips`, the times (fractions of the animation, from a step to the next) during
  /// which it is hidden, the page rolling up or, `reverse`, unrolling.
  func hiddenTimes(of strips: [Strip], reverse: Bool) -> [[Range<Double>]] {
    var hidden = Array(repeating: [Range<Double>](), count: strips.count)
    var now = seen(strips, at: 0, reverse: reverse)
    for step in 0..<Self.steps {
      let start = Double(step) / Double(Self.steps)
      let end = Double(step + 1) / Double(Self.steps)
      let next = seen(strips, at: end, reverse: reverse)
      let motion =
        zip(now, next).map {
          max(abs($0.minX - $1.minX), abs($0.maxX - $1.maxX), abs($0.top - $1.top), abs($0.bottom - $1.bottom))
        }.max() ?? 0
      let kept = margin + 2 * motion
      let both = zip(covered(now, strips, kept), covered(next, strips, kept)).map { $0 && $1 }
      for (index, isHidden) in both.enumerated() where isHidden {
        if let last = hidden[index].last, last.upperBound == start {
          hidden[index][hidden[index].count - 1] = last.lowerBound..<end
        } else {
          hidden[index].append(start..<end)
        }
      }
      now = next
    }
    return hidden
  }

  /// Where each of `strips` is seen at `time`.
  private func seen(_ strips: [Strip], at time: Double, reverse: Bool) -> [Seen] {
    let progress = reverse ? 1 - time : time
    let r = cylinder.radius
    return strips.map { strip in
      let pose = cylinder.pose(ofLineAt: strip.line, progress: progress)
      let ends = [-strip.width / 2, strip.width / 2].map { u in
        let x = pose.axis + u * Double.cos(pose.angle) + r * Double.sin(pose.angle)
        let z = r + u * Double.sin(pose.angle) - r * Double.cos(pose.angle)
        let scale = eye / (eye - z)
        return (
          x: centre.x + (x - centre.x) * scale, top: centre.y + (page.minY - centre.y) * scale,
          bottom: centre.y + (page.maxY - centre.y) * scale
        )
      }
      return Seen(
        minX: min(ends[0].x, ends[1].x), maxX: max(ends[0].x, ends[1].x), top: min(ends[0].top, ends[1].top),
        bottom: max(ends[0].bottom, ends[1].bottom), coveredTop: max(ends[0].top, ends[1].top),
        coveredBottom: min(ends[0].bottom, ends[1].bottom), angle: pose.angle)
    }
  }

  /// Which strips seen as `seen` are hidden with `kept` to spare: flat or turned less than a
  /// quarter turn (by a margin, so that they are drawn before the far half) and inside the joined
  /// far strips that cover all the rows of every such strip.
  private func covered(_ seen: [Seen], _ strips: [Strip], _ kept: Double) -> [Bool] {
    let near = seen.map { $0.angle >= 0 && $0.angle < .pi / 2 - 0.05 }
    let nearSeen = seen.indices.filter { near[$0] }.map { seen[$0] }
    guard let top = nearSeen.map(\.top).min(), let bottom = nearSeen.map(\.bottom).max() else {
      return Array(repeating: false, count: seen.count)
    }
    // The columns each far strip covering those rows covers surely: all between its edges,
    // less the margin beside a soft side; joined where they overlap.
    let covering = seen.indices
      .filter {
        seen[$0].angle >= .pi / 2 && seen[$0].coveredTop <= top - kept && seen[$0].coveredBottom >= bottom + kept
      }
      .compactMap { index -> ClosedRange<Double>? in
        let soft = strips[index].softSides ? kept : 0
        let (minX, maxX) = (seen[index].minX + soft, seen[index].maxX - soft)
        return minX <= maxX ? minX...maxX : nil
      }
      .sorted { $0.lowerBound < $1.lowerBound }
    var joined: [ClosedRange<Double>] = []
    for span in covering {
      if let last = joined.last, span.lowerBound <= last.upperBound - margin / 100 {
        joined[joined.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
      } else {
        joined.append(span)
      }
    }
    return seen.indices.map { index in
      near[index]
        && joined.contains {
          $0.lowerBound + kept <= seen[index].minX - kept && seen[index].maxX + kept <= $0.upperBound - kept
        }
    }
  }
}
