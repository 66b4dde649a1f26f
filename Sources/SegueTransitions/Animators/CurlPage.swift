import SegueGeometry
import SegueMotion
import SegueUI

/// A page cut into vertical strips that curl around a cylinder: slices of one picture of the
/// page, each on a carriage posed by the cylinder, and runs of them drawn as one where they lie
/// flat.
@MainActor
struct CurlPage {
  /// The strips, left to right.
  let strips: [CurlStrip]
  /// The runs of strips lying flat that are drawn as one face each at some moment, on the
  /// carriages of their first strips; none when the page is drawn strip by strip.
  let runs: [CurlRun]
  /// Each strip's keyframes, from the flat page to the rolled-up one or, `reverse`, back.
  private let tracks: [CurlSchedule.Track]
  /// When each face is drawn, or `nil` when every strip draws itself throughout.
  let schedule: CurlSchedule?

  /// Strips of `view` (pictured as `afterScreenUpdates` says) over it, and the cylinder that
  /// rolls the page up beyond `leftEdge` or, `reverse`, unrolls it; with `mergesFlatRuns`, strips
  /// lying flat lie exactly flat and runs of them are drawn as one face each (see ``CurlRun``).
  ///
  /// The strips are ``PageCurlAnimator/stripWidth`` points wide, narrower on a small page so that
  /// none turns through more than ``PageCurlAnimator/stripTurn`` on the cylinder, and at least a
  /// pixel; their edges lie on whole pixels, and each reaches a quarter of a pixel over the edges
  /// it shares with its neighbours (showing their part of the picture there), so that the
  /// background never shows between two strips meeting at an angle, while on the flat page they
  /// cover the same pixels as the page.
  ///
  /// With `mergesFlatRuns` and `perspective` (the point in the container the eye is in front of,
  /// and its distance), strips lying flat or on the near half of the roll are left out while
  /// the far half and the top hide them (see ``CurlOcclusion``), when the picture is opaque.
  /// The margin it keeps is 2 pixels of the window's scale (of the container, not itself scaled).
  init(
    of view: View, afterScreenUpdates: Bool, leftEdge: Double, reverse: Bool, mergesFlatRuns: Bool,
    perspective: (centre: Point, eye: Double)? = nil
  ) {
    let picture = view.snapshotView(afterScreenUpdates: afterScreenUpdates).layer
    let frame = view.frame
    let size = view.bounds.size
    let radius = max(size.width * PageCurlAnimator.radiusFraction, 1)
    let cylinder = CurlCylinder(page: frame, leftEdge: leftEdge, radius: radius)
    let scale = view.window?.scale ?? 1
    let width = min(PageCurlAnimator.stripWidth, radius * PageCurlAnimator.stripTurn)
    // A page without area has no strips (and so nothing to divide by).
    let count =
      size.width > 0 && size.height > 0 ? max(1, min(Int((size.width / width).rounded()), Int(size.width * scale))) : 0
    let xs = (0...count).map { (Double($0) * size.width / Double(count) * scale).rounded() / scale }
    let overlap = 0.25 / scale
    let parts = (0..<count).map { index in
      let minX = index == 0 ? xs[index] : xs[index] - overlap
      let maxX = index == count - 1 ? xs[index + 1] : xs[index + 1] + overlap
      return Rect(x: minX, y: 0, width: maxX - minX, height: size.height)
    }
    let strips = parts.indices.map { index in
      var edges: EdgeAntialiasingMask = [.layerTopEdge, .layerBottomEdge]
      if index == 0 { edges.insert(.layerLeftEdge) }
      if index == count - 1 { edges.insert(.layerRightEdge) }
      return CurlStrip(picture: picture, part: parts[index], page: frame, radius: radius, edges: edges)
    }
    self.strips = strips
    tracks = strips.map { Self.track(ofLineAt: $0.line, on: cylinder, reverse: reverse, exact: mergesFlatRuns) }
    let occlusion = perspective.flatMap { perspective -> CurlOcclusion? in
      guard mergesFlatRuns, Self.isOpaque(picture) else { return nil }
      return CurlOcclusion(
        centre: perspective.centre, eye: perspective.eye, page: frame, cylinder: cylinder, margin: 2 / scale)
    }
    let hiddenTimes = occlusion?.hiddenTimes(
      of: parts.indices.map {
        CurlOcclusion.Strip(line: strips[$0].line, width: parts[$0].width, softSides: $0 == 0 || $0 == count - 1)
      }, reverse: reverse)
    let schedule = mergesFlatRuns ? CurlSchedule(tracks: tracks, hiddenTimes: hiddenTimes) : nil
    self.schedule = schedule
    runs = (schedule?.spans ?? []).map { span in
      let run = CurlRun(span, picture: picture, parts: parts, page: frame, radius: radius)
      strips[span.strips.lowerBound].view.addSubview(run.face)
      return run
    }
  }

  /// Whether every pixel of `picture`'s contents is opaque.
  private static func isOpaque(_ picture: Layer) -> Bool {
    guard let bytes = picture.contents?.bytes else { return false }
    return stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 255 }
  }

  /// The keyframes of the line at `x` on `cylinder`: its pose at each of its breaks, reached
  /// linearly from the one before, from the flat page to the rolled-up one or, `reverse`, back;
  /// `exact`, the poses of ``CurlCylinder/keyPoses(ofLineAt:)``, otherwise each computed from its
  /// keyframe's time (the page drawn strip by strip, as before runs).
  private static func track(ofLineAt x: Double, on cylinder: CurlCylinder, reverse: Bool, exact: Bool)
    -> CurlSchedule.Track
  {
    if exact {
      let keys = cylinder.keyPoses(ofLineAt: x)
      return reverse ? keys.reversed().map { (1 - $0.progress, $0.pose) } : keys.map { ($0.progress, $0.pose) }
    }
    let breaks = cylinder.breaks(ofLineAt: x)
    let times = reverse ? breaks.reversed().map { 1 - $0 } : breaks
    let start = (time: times[0], pose: cylinder.pose(ofLineAt: x, progress: reverse ? 1 : 0))
    return [start] + times.dropFirst().map { ($0, cylinder.pose(ofLineAt: x, progress: reverse ? 1 - $0 : $0)) }
  }

  /// Poses every strip and shows the faces as the animation starts.
  func showStart() {
    for (strip, track) in zip(strips, tracks) { strip.show(track[0].pose) }
    guard let first = schedule?.moments.first else { return }
    for (index, strip) in strips.enumerated() {
      strip.face.alpha = first.hiddenStrips.contains(index) ? 0 : 1
      strip.view.alpha = first.emptyCarriages.contains(index) ? 0 : 1
    }
    for (index, run) in runs.enumerated() { run.face.alpha = first.shownRuns.contains(index) ? 1 : 0 }
  }

  /// Adds, inside a `View.animateKeyframes` block, each strip's keyframes along its track and,
  /// at each moment of the schedule, zero-length keyframes showing and hiding the faces (and the
  /// carriages carrying nothing drawn) whose turn it is.
  func addKeyframes() {
    for (strip, track) in zip(strips, tracks) {
      for (start, end) in zip(track, track.dropFirst()) {
        View.addKeyframe(withRelativeStartTime: start.time, relativeDuration: end.time - start.time) {
          strip.show(end.pose)
        }
      }
    }
    guard let moments = schedule?.moments else { return }
    for (before, moment) in zip(moments, moments.dropFirst()) {
      View.addKeyframe(withRelativeStartTime: moment.time, relativeDuration: 0) {
        for index in before.hiddenStrips.symmetricDifference(moment.hiddenStrips).sorted() {
          strips[index].face.alpha = moment.hiddenStrips.contains(index) ? 0 : 1
        }
        for index in before.shownRuns.symmetricDifference(moment.shownRuns).sorted() {
          runs[index].face.alpha = moment.shownRuns.contains(index) ? 1 : 0
        }
        for index in before.emptyCarriages.symmetricDifference(moment.emptyCarriages).sorted() {
          strips[index].view.alpha = moment.emptyCarriages.contains(index) ? 0 : 1
        }
      }
    }
  }
}
