/// The latest changes to any layer, one per revision (see ``Layer/latestRevision``): which layer
/// changed and whether its model, its timing or its structure (sublayers, animations). A
/// ``PresentationFrame`` reads the changes since it last looked to refresh only the layers that
/// changed, and flattens its tree again when one of its layers changed structure, an animated
/// layer's model changed, a timing started or stopped passing its parent's time through, or
/// more changes happened than the journal keeps.
struct LayerChangeJournal {
  /// What changed.
  enum Kind {
    /// The model values.
    case model
    /// The media timing.
    case timing
    /// The sublayers or the attached animations.
    case structure
  }

  /// One change: the layer, unretained (its identity is only compared with the layers a frame
  /// holds, which keeps them alive), and what changed.
  struct Change {
    /// The layer that changed.
    let layer: ObjectIdentifier
    /// What changed.
    let kind: Kind
  }

  /// How many changes the journal keeps: a frame of an interactive transition makes a few.
  static let capacity = 256

  private var ring: [Change?] = Array(repeating: nil, count: capacity)

  /// Records the change that made `revision`.
  mutating func record(_ change: Change, revision: UInt64) {
    ring[Int(revision % UInt64(Self.capacity))] = change
  }

  /// Calls `body` with each change after `revision` up to `latest`, in order, while it returns
  /// `true`; `false` when `body` stopped or the journal no longer holds them all (allocating
  /// nothing, as a frame loop calls it every frame).
  func forEachChange(after revision: UInt64, upTo latest: UInt64, _ body: (Change) -> Bool) -> Bool {
    guard latest >= revision, latest - revision <= UInt64(Self.capacity) else { return false }
    var next = revision
    while next < latest {
      next += 1
      guard let change = ring[Int(next % UInt64(Self.capacity))], body(change) else { return false }
    }
    return true
  }
}
