/// The presentation values of every layer of a tree at one time, in one flat buffer that is
/// reused from frame to frame: what a frame loop or renderer evaluates each refresh.
///
/// ``update(at:)`` walks the tree once, each layer's local time following from its superlayer's,
/// and leaves in ``values`` exactly what ``Layer/presentation(at:)`` gives for each layer. The
/// tree is flattened depth first (a layer, then its sublayers in order), hidden layers included;
/// the flattening and the layers' committed animations are kept until a layer of the tree gains
/// or loses sublayers or animations. A change of a layer's timing (a scrubbed transition's
/// `timeOffset`) or of an unanimated layer's model refreshes that layer alone (see
/// `LayerChangeJournal`); other changes flatten the tree again. A layer's values are copied
/// from its model after that layer changed, and otherwise
/// only in a frame where one of its animations is not applied, or every frame when one builds
/// on the value underneath it (additive, missing `fromValue` or `toValue`, groups, animations
/// Segue does not know): so a steady frame of replacing animations writes only the animated
/// properties, and allocates nothing.
///
/// Layers whose committed animations all replace distinct stored properties with a built-in
/// basic, spring or keyframe animation are evaluated in bulk ("packed"): each distinct timing
/// is evaluated once per frame for every layer that shares it and its local time (animations
/// added in one transaction share theirs), then one loop per value type writes every such
/// property straight into ``values``. The results are exactly those of the animations' own
/// evaluation. Evaluating a layer whose animations are not committed yet
/// runs them as ``Layer/presentation(at:)`` does, reporting diagnostics then. An animation must
/// not update the same frame from inside its update.
@MainActor
public final class PresentationFrame {
  /// The layer whose subtree the frame evaluates, at index 0.
  public let root: Layer
  /// The layers of the subtree, depth first: each layer before its sublayers, sublayers in order.
  public private(set) var layers: [Layer] = []
  /// Each layer's presentation values at ``time``, at the layer's index in ``layers``.
  public private(set) var values: [LayerValues] = []
  /// Each layer's local time at ``time``, at the layer's index in ``layers``.
  public private(set) var localTimes: [Double] = []
  /// The absolute time of the last update; NaN before the first.
  public private(set) var time = Double.nan

  /// What the frame keeps of each layer between updates.
  private var entries: [Entry] = []
  /// Every layer's tracks, each layer's in one run (see ``Entry``).
  private var tracks: [PresentationTrack] = []
  /// The same tracks unretained, which a frame calls without reference counting.
  private var trackReferences: [Unmanaged<PresentationTrack>] = []
  /// Where each layer of the last flattening sits in ``layers``.
  private var indices: [ObjectIdentifier: Int] = [:]
  /// ``Layer/latestRevision`` when the tree was last flattened.
  private var flattenedRevision: UInt64?
  /// The clocks of the packed animations, each once per layer whose local time drives it.
  private var clocks = FrameClocks()
  /// Each clock's fraction in the last update.
  private var fractions: [Double] = []
  /// Whether each clock's animations were applied in the last update.
  private var applied: [Bool] = []
  /// The packed animations of layers that have nothing else (see ``PackedTrack``).
  private var runs = PackedRuns()
  /// How many times the tree was flattened: what tests of the refresh read.
  private(set) var flattenings = 0

  /// One layer's place in the tree, timing and tracks.
  ///
  /// What every frame reads comes first, so that a layer whose timing passes its parent's time
  /// through and whose animations are packed costs one cache line.
  private struct Entry {
    /// The superlayer's index, or −1 for the root.
    var parent: Int
    /// The layer's tracks: `tracks[trackStart..<trackEnd]`, in the order they were added.
    var trackStart: Int
    /// The end of the layer's tracks.
    var trackEnd: Int
    /// Whether every track replaces its property, so the previous frame's values can be reused.
    var replaces: Bool
    /// Whether the layer's local time is its parent's (see ``MediaTiming/passesParentTimeThrough``).
    var passesTimeThrough: Bool
    /// Whether the layer has animations, packed or not.
    var isAnimated: Bool
    /// The layer's revision when its values were last copied from its model.
    var revision: UInt64
    /// The layer's media timing.
    var timing: MediaTiming
  }

  /// Creates an empty frame for the subtree of `root`; ``update(at:)`` fills it.
  public init(root: Layer) {
    self.root = root
  }

  /// The number of layers in the frame.
  public var count: Int { layers.count }

  /// The number of animations evaluated in packed runs, and of the clocks they share.
  var packedCounts: (records: Int, clocks: Int) { (runs.count, clocks.count) }

  /// The index of `layer` in ``layers`` and ``values`` as of the last update, or `nil`.
  public func index(of layer: Layer) -> Int? {
    indices[ObjectIdentifier(layer)]
  }

  /// The presentation values of `layer` as of the last update, or `nil` when it was not in the tree.
  public func values(of layer: Layer) -> LayerValues? {
    index(of: layer).map { values[$0] }
  }

  /// Evaluates every layer of the subtree at absolute time `time`.
  public func update(at time: Double) {
    if flattenedRevision != Layer.latestRevision && !refreshChangedLayers() { flatten() }
    self.time = time
    let rootParentTime = root.superlayer?.localTime(atAbsolute: time) ?? time
    let layers = self.layers
    entries.withUnsafeBufferPointer { entries in
      trackReferences.withUnsafeBufferPointer { tracks in
        localTimes.withUnsafeMutableBufferPointer { times in
          values.withUnsafeMutableBufferPointer { values in
            for index in entries.indices {
              let parent = entries[index].parent
              let parentTime = parent < 0 ? rootParentTime : times[parent]
              let layerTime =
                entries[index].passesTimeThrough ? parentTime : entries[index].timing.layerTime(parentTime: parentTime)
              times[index] = layerTime
              let run = entries[index].trackStart..<entries[index].trackEnd
              guard !run.isEmpty else { continue }
              if entries[index].replaces && Self.apply(tracks[run], to: &values[index], at: layerTime) { continue }
              values[index] = layers[index].model
              _ = Self.apply(tracks[run], to: &values[index], at: layerTime)
            }
            evaluatePacked(times: UnsafeBufferPointer(times), values: values)
          }
        }
      }
    }
  }

  /// Evaluates every clock once at its layer's time in `times`, then stores every packed
  /// record's value into `values`.
  private func evaluatePacked(times: UnsafeBufferPointer<Double>, values: UnsafeMutableBufferPointer<LayerValues>) {
    guard clocks.count > 0, let base = values.baseAddress else { return }
    fractions.withUnsafeMutableBufferPointer { fractions in
      applied.withUnsafeMutableBufferPointer { applied in
        clocks.evaluate(times: times, fractions: fractions.baseAddress!, applied: applied.baseAddress!)
      }
    }
    fractions.withUnsafeBufferPointer { fractions in
      applied.withUnsafeBufferPointer { applied in
        runs.evaluate(
          fractions: UnsafePointer(fractions.baseAddress!), applied: UnsafePointer(applied.baseAddress!),
          values: UnsafeMutableRawPointer(base))
      }
    }
  }

  /// A snapshot of the frame for rendering, as ``Layer/renderTree(at:)`` builds it: hidden layers
  /// are left out and sublayers ordered by `zPosition` (stable). Needs an ``update(at:)`` first
  /// (precondition).
  public func renderTree() -> RenderLayer {
    precondition(!layers.isEmpty, "PresentationFrame.renderTree() needs an update(at:) first")
    var children = [[Int]](repeating: [], count: count)
    for index in entries.indices.dropFirst() where !values[index].isHidden {
      children[entries[index].parent].append(index)
    }
    // Every layer comes after its superlayer in the flattened order, so building the nodes from
    // the last layer back has each node's sublayers ready before it, with no recursion for deep
    // trees to exhaust the thread's stack.
    var nodes = [RenderLayer?](repeating: nil, count: count)
    for index in stride(from: count - 1, through: 0, by: -1) where index == 0 || !values[index].isHidden {
      let ordered = children[index].enumerated()
        .sorted { (values[$0.element].zPosition, $0.offset) < (values[$1.element].zPosition, $1.offset) }
      var sublayers: [RenderLayer] = []
      sublayers.reserveCapacity(ordered.count)
      for (_, child) in ordered {
        sublayers.append(nodes[child]!)
        nodes[child] = nil
      }
      nodes[index] = RenderLayer(values: values[index], sublayers: sublayers)
    }
    return nodes[0]!
  }

  /// Applies the evaluations in `run` in order, returning whether every one wrote its property.
  ///
  /// Not isolated, so that the closure borrowing each track needs no executor check.
  nonisolated private static func apply(
    _ tracks: Slice<UnsafeBufferPointer<Unmanaged<PresentationTrack>>>, to values: inout LayerValues,
    at layerTime: Double
  ) -> Bool {
    var wroteAll = true
    for track in tracks where !track._withUnsafeGuaranteedRef({ $0.apply(to: &values, layerTime: layerTime) }) {
      wroteAll = false
    }
    return wroteAll
  }

  /// Brings the layers changed since the last flattening or refresh up to date without
  /// flattening again: a new timing (keeping whether it passes its parent's time through), an
  /// unanimated layer's model; `false`, changing nothing, when some change needs a flattening
  /// (structure, an animated layer's model, a timing that starts or stops passing time through)
  /// or the journal no longer holds them all.
  private func refreshChangedLayers() -> Bool {
    guard let since = flattenedRevision else { return false }
    let latest = Layer.latestRevision
    // First whether every change can be refreshed, then the refresh: nothing changes otherwise.
    let refreshable = Layer.journal.forEachChange(after: since, upTo: latest) { change in
      guard let index = indices[change.layer] else { return true }
      switch change.kind {
      case .structure: return false
      case .timing: return layers[index].timing.passesParentTimeThrough == entries[index].passesTimeThrough
      case .model: return !entries[index].isAnimated
      }
    }
    guard refreshable else { return false }
    _ = Layer.journal.forEachChange(after: since, upTo: latest) { change in
      guard let index = indices[change.layer] else { return true }
      let layer = layers[index]
      entries[index].timing = layer.timing
      if !entries[index].isAnimated { values[index] = layer.model }
      entries[index].revision = layer.revision
      return true
    }
    flattenedRevision = latest
    return true
  }

  /// Flattens the tree again, keeping the values of layers that did not change.
  private func flatten() {
    let previous = (layers: layers, entries: entries, indices: indices)
    flattenings += 1
    layers.removeAll(keepingCapacity: true)
    entries.removeAll(keepingCapacity: true)
    tracks.removeAll(keepingCapacity: true)
    trackReferences.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    clocks = FrameClocks()
    runs = PackedRuns()
    var sources: [Int] = []
    var newValues: [LayerValues] = []
    newValues.reserveCapacity(previous.layers.count)
    // Depth first with a stack of its own, so that deep trees do not exhaust the thread's stack.
    var pending = [(layer: root, parent: -1)]
    while let (layer, parent) = pending.popLast() {
      let index = layers.count
      layers.append(layer)
      indices[ObjectIdentifier(layer)] = index
      let source = parent >= 0 && layer.timing.passesParentTimeThrough ? sources[parent] : index
      sources.append(source)
      let layerTracks = layer.attachedAnimations.map(\.frameTrack)
      let trackStart = tracks.count
      if let packed = Self.packed(layerTracks) {
        for track in packed {
          track.append(&runs, Int32(index), clocks.index(of: track.clock, source: source), layer.model)
        }
      } else {
        tracks.append(contentsOf: layerTracks)
      }
      let replaces = tracks[trackStart...].allSatisfy(\.replaces)
      if let old = previous.indices[ObjectIdentifier(layer)], previous.entries[old].revision == layer.revision {
        newValues.append(values[old])
      } else {
        newValues.append(layer.model)
      }
      entries.append(
        Entry(
          parent: parent, trackStart: trackStart, trackEnd: tracks.count, replaces: replaces,
          passesTimeThrough: layer.timing.passesParentTimeThrough, isAnimated: !layerTracks.isEmpty,
          revision: layer.revision, timing: layer.timing))
      for sublayer in layer.sublayers.reversed() { pending.append((sublayer, index)) }
    }
    trackReferences.append(contentsOf: tracks.map(Unmanaged.passUnretained))
    values = newValues
    localTimes = [Double](repeating: 0, count: layers.count)
    fractions = [Double](repeating: 0, count: clocks.count)
    applied = [Bool](repeating: false, count: clocks.count)
    flattenedRevision = Layer.latestRevision
  }

  /// The packed forms of a layer's tracks when every track has one and no two write the same
  /// bytes (so their order does not matter); otherwise `nil`.
  private static func packed(_ tracks: [PresentationTrack]) -> [PackedTrack]? {
    let packed = tracks.compactMap(\.packed)
    guard !packed.isEmpty, packed.count == tracks.count else { return nil }
    let ranges = packed.map(\.bytes).sorted { $0.lowerBound < $1.lowerBound }
    for index in ranges.indices.dropFirst() where ranges[index].overlaps(ranges[index - 1]) { return nil }
    return packed
  }
}
