/// The shortest sequence left of `sequence` by dropping operations one at a time while
/// `fails` still holds: what a model-based test prints to reproduce a failure.
@MainActor
public func shrink<Operation>(_ sequence: [Operation], while fails: ([Operation]) -> Bool) -> [Operation] {
  var shortest = sequence
  var index = 0
  while index < shortest.count {
    var candidate = shortest
    candidate.remove(at: index)
    if fails(candidate) {
      shortest = candidate
      index = 0
    } else {
      index += 1
    }
  }
  return shortest
}
