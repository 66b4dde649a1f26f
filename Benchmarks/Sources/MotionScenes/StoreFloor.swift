import SegueGeometry
import SegueMotion

/// The memory floor of an animated frame: the same stores into the same kind of buffer as
/// ``AnimatedScene/evaluateFrame(at:)`` makes (a position, an opacity and a transform per
/// layer, each layer's values ``LayerValues``-sized apart), and the same checksum read, with
/// no animation evaluated.
public struct StoreFloor {
  private var values: [LayerValues]

  /// A buffer of `layerCount` layers' values.
  public init(layerCount: Int) {
    values = [LayerValues](repeating: LayerValues(), count: layerCount + 1)
  }

  /// Stores values that depend on `time` into every layer, then folds them into a checksum.
  public mutating func store(at time: Double) -> Double {
    var checksum = 0.0
    values.withUnsafeMutableBufferPointer { values in
      for index in 1..<values.count {
        let step = time + Double(index)
        values[index].position = Point(x: step, y: -step)
        values[index].opacity = time
        values[index].transform = Transform3D(
          m11: step, m12: time, m13: 0, m14: 0, m21: -time, m22: step, m23: 0, m24: 0,
          m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
      }
      for index in 1..<values.count {
        checksum += values[index].opacity + values[index].position.x + values[index].transform.m11
      }
    }
    return checksum
  }
}
