/// The X server's time of events in seconds: X gives milliseconds since the server started in
/// 32 bits, which wrap every 49.7 days; this counts on past each wrap, for events read in order.
struct ServerTime {
  /// The last time given, as X gives it.
  private var last: UInt32?
  /// The milliseconds of the wraps seen so far.
  private var wrapped = 0.0

  /// `milliseconds`, an event's 32-bit server time, in seconds counted on past wraps: a time
  /// more than half the range below the last one is taken as past a wrap.
  mutating func seconds(_ milliseconds: UInt32) -> Double {
    if let last, milliseconds < last, last - milliseconds > 1 << 31 { wrapped += 4_294_967_296 }
    last = milliseconds
    return (wrapped + Double(milliseconds)) / 1000
  }
}
