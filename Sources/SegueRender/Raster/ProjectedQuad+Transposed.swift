extension ProjectedQuad {
  /// The same projection with device x and y swapped and bounds u and v swapped: where this
  /// one keeps depth constant along device rows, the transposed one keeps it constant down
  /// device columns (see ``RowProjection``). Every entry is one of this quad's, moved.
  var transposed: ProjectedQuad { ProjectedQuad(transposing: self) }

  /// See ``transposed``.
  private init(transposing quad: ProjectedQuad) {
    let i = quad.inverse
    polygon = quad.polygon.map { (x: $0.y, y: $0.x) }
    signedArea = -quad.signedArea
    // [y x 1]·inverse' = w·[v u 1]: rows for y, x and 1, each with its v and u entries swapped.
    inverse = (i.4, i.3, i.5, i.1, i.0, i.2, i.7, i.6, i.8)
    frontSign = quad.frontSign
  }
}
