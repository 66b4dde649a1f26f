/// A source of absolute media time in seconds, the root of every layer's timeline.
///
/// Segue never reads time from a global: an application or a test owns a clock and passes its
/// time to the layer tree. Only differences between readings matter.
@MainActor
public protocol MediaClock: AnyObject {
  /// The current absolute time in seconds.
  var now: Double { get }
}
