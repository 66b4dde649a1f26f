/// An immutable snapshot of one layer's presentation and its visible sublayers, the value the
/// renderer draws — Core Animation's commit to the render server.
public struct RenderLayer: Sendable, Equatable {
  /// The presentation values at the snapshot's time.
  public var values: LayerValues
  /// The sublayers in drawing order: ascending `zPosition`, ties in sublayer order.
  public var sublayers: [RenderLayer]

  /// Creates a snapshot node.
  public init(values: LayerValues, sublayers: [RenderLayer] = []) {
    self.values = values
    self.sublayers = sublayers
  }
}
