import SegueUI

/// The view controllers an interaction controller is wired to, each with its own gesture
/// recognizer on its view and what a gesture there does; the library's `wireToViewController`,
/// kept for any number of view controllers.
@MainActor
struct InteractionWirings<Recognizer: GestureRecognizer, Operation> {
  /// A wired view controller, its recognizer and what the recognizer's gesture does.
  struct Wiring {
    weak var viewController: ViewController?
    let recognizer: Recognizer
    var operation: Operation
  }

  private var wirings: [Wiring] = []

  /// Makes a gesture on `viewController`'s view perform `operation`: the first time with a
  /// recognizer from `make` added to the view, later by replacing the operation only.
  mutating func wire(_ viewController: ViewController, for operation: Operation, making make: () -> Recognizer) {
    wirings.removeAll { $0.viewController == nil }
    if let index = wirings.firstIndex(where: { $0.viewController === viewController }) {
      wirings[index].operation = operation
      return
    }
    let recognizer = make()
    viewController.view.addGestureRecognizer(recognizer)
    wirings.append(Wiring(viewController: viewController, recognizer: recognizer, operation: operation))
  }

  /// The wiring `recognizer` belongs to, while its view controller lives.
  func wiring(of recognizer: GestureRecognizer) -> Wiring? {
    wirings.first { $0.recognizer === recognizer && $0.viewController != nil }
  }

  /// Takes the recognizers off the views.
  func removeRecognizers() {
    for wiring in wirings { wiring.recognizer.view?.removeGestureRecognizer(wiring.recognizer) }
  }
}
