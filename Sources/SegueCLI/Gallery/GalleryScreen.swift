import SegueUI

/// One of the two screens the gallery's transitions run between, drawn with Segue's own views
/// so that every part of them moves as a real app's screen does.
@MainActor
final class GalleryScreen: ViewController {
  /// The screens.
  enum Design {
    /// A list of messages under an indigo header: the screen a transition leaves.
    case inbox
    /// A trip's details on a warm gradient with a white card: the screen a transition opens.
    case trip
  }

  /// Which screen this is.
  let design: Design

  /// The screen `design`, titled after it.
  init(_ design: Design) {
    self.design = design
    super.init()
    title = design == .inbox ? "Inbox" : "Trip"
  }

  /// Makes the design's view.
  override func loadView() {
    view = design == .inbox ? InboxView() : TripView()
  }
}
