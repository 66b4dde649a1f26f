/// The records of one payload type, with each property's model value beside them: what is
/// stored when a clock says its animation is not applied (the layer's model has not changed
/// since the frame was flattened). The model values sit apart so that a steady frame reads
/// only the records.
struct PackedRun<Payload: FramePayload> {
  /// The records, in the order they were added.
  private(set) var records: [PackedRecord<Payload>] = []
  /// Each record's model value.
  private(set) var models: [Payload.Value] = []

  /// The number of records.
  var count: Int { records.count }

  /// Adds a record with its property's model value.
  mutating func append(_ record: PackedRecord<Payload>, model: Payload.Value) {
    records.append(record)
    models.append(model)
  }

  /// Stores every record's value into `values` (``LayerValues`` laid out one after another):
  /// its payload at its clock's fraction, or its model value where `applied` is false.
  func evaluate(fractions: UnsafePointer<Double>, applied: UnsafePointer<Bool>, values: UnsafeMutableRawPointer) {
    let stride = MemoryLayout<LayerValues>.stride
    records.withUnsafeBufferPointer { records in
      guard var record = records.baseAddress else { return }
      for index in records.indices {
        let clock = Int(record.pointee.clock)
        let target = (values + Int(record.pointee.layer) * stride + record.pointee.offset)
          .assumingMemoryBound(to: Payload.Value.self)
        target.pointee = applied[clock] ? record.pointee.payload.value(at: fractions[clock]) : models[index]
        record += 1
      }
    }
  }
}
