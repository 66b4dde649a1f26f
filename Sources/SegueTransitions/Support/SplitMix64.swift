/// Steele, Lea and Flood's SplitMix64: a small, fast generator whose sequence a seed fixes, so
/// that a "random" animation looks the same on every run and its frames can be compared.
///
/// Written here because the standard library's generator cannot be seeded and no package the
/// project uses offers a seedable one.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose sequence `seed` fixes.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
