import SegueGeometry
import SegueMotion
import SegueUI
import Testing

@testable import SegueCLI

/// Health Beat's pop-up app in a 390 × 844 window on a virtual clock at 60 frames a second.
@MainActor
private final class HealthBeatStage {
  let clock = VirtualClock()
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let application: Application
  let app = HealthBeatApp(size: Size(width: 390, height: 844), part: .popUp)

  init() {
    application = Application(window: window, clock: clock, framesPerSecond: 60)
    window.rootViewController = app.rootViewController
    application.runFrame()
  }

  func run(for seconds: Double) {
    let end = clock.now + seconds
    while clock.now < end - 1e-9 { application.step(clock) }
  }

  /// Taps `point` (window coordinates), the finger lifting 0.05 s later, and runs 0.05 s more.
  func tap(_ point: Point?) {
    guard let point else { return }
    application.enqueue([
      TouchInput(location: point, phase: .began, timestamp: clock.now),
      TouchInput(location: point, phase: .ended, timestamp: clock.now + 0.05),
    ])
    run(for: 0.1)
  }

  /// Taps the centre of `view`.
  func tap(_ view: View?) {
    tap(view.map { $0.convert(Point(x: $0.bounds.midX, y: $0.bounds.midY), to: window) })
  }

  /// Presents Add Entry with the "+" item and waits for the fade to end.
  func presentAddEntry() throws -> AddEntryController {
    run(for: 0.2)
    tap(app.history.navigationController?.navigationBar.pointOfRightBarButtonItem)
    run(for: 0.5)
    return try #require(app.history.addEntry)
  }

  /// The bottom of `field` as shown now, in window coordinates (its pop-up may be moving).
  func shownBottom(of field: TextField, in controller: AddEntryController) -> Double {
    let popUp = controller.view
    let shown = popUp.layer.presentation(at: clock.now)
    let top = shown.position.y - shown.bounds.height * shown.anchorPoint.y
    let superviewTop = popUp.superview?.convert(Point(x: 0, y: 0), to: window).y ?? 0
    return superviewTop + top + field.frame.maxY
  }

  /// The centre of the pop-up as shown now, in its superview's coordinates.
  func shownCenterY(of controller: AddEntryController) -> Double {
    controller.view.layer.presentation(at: clock.now).position.y
  }
}

@MainActor
@Suite struct HealthBeatKeyboardTests {
  /// The top of the keyboard once it is in: 291 points up from the bottom of the 844-point
  /// window.
  private let keyboardTop = 844.0 - 291

  @Test func theEntryViewPutsTheEditedFieldAboveTheKeyboardAndCentresAgainWhenItGoes() throws {
    let stage = HealthBeatStage()
    let addEntry = try stage.presentAddEntry()
    let centre = stage.shownCenterY(of: addEntry)
    #expect(abs(centre - 422) < 1e-9, "the pop-up starts centred")
    stage.tap(addEntry.weightTextField)
    #expect(addEntry.weightTextField.isFirstResponder && stage.window.keyboardView != nil)
    stage.run(for: 0.4)
    #expect(abs(stage.shownBottom(of: addEntry.weightTextField, in: addEntry) - (keyboardTop - 8)) < 1e-6)

    for key in "73.5" { stage.tap(stage.window.keyboardView?.view(for: .character(key))) }
    #expect(addEntry.weightTextField.text == "73.5")

    stage.tap(stage.window.keyboardView?.view(for: .return))
    #expect(addEntry.dateTextField.isFirstResponder, "Return moves on to the date field")
    stage.run(for: 0.4)
    #expect(abs(stage.shownBottom(of: addEntry.dateTextField, in: addEntry) - (keyboardTop - 8)) < 1e-6)

    stage.tap(stage.window.keyboardView?.view(for: .return))
    #expect(stage.window.firstResponder == nil, "Return in the date field ends editing")
    stage.run(for: 0.4)
    #expect(abs(stage.shownCenterY(of: addEntry) - centre) < 1e-9)
    #expect(stage.window.keyboardView == nil)
  }

  @Test func theEntryViewMovesInStepWithTheKeyboardFrameByFrame() throws {
    let stage = HealthBeatStage()
    let addEntry = try stage.presentAddEntry()
    let centre = stage.shownCenterY(of: addEntry)
    _ = addEntry.weightTextField.becomeFirstResponder()
    let target = addEntry.view.center.y
    #expect(target != centre, "the model value moved at once")
    let keyboard = try #require(stage.window.keyboardView)
    let keyboardStart = keyboard.layer.presentation(at: stage.clock.now).position.y
    let keyboardEnd = keyboard.layer.position.y
    // The chapter animates with the keyboard's duration alone: inside the keyboard's block it
    // takes the keyboard's curve too, so both are as far along on every frame.
    var frames = 0
    while frames < 15 {
      stage.run(for: 1.0 / 60)
      frames += 1
      let keyboardShown = keyboard.layer.presentation(at: stage.clock.now).position.y
      let keyboardProgress = (keyboardShown - keyboardStart) / (keyboardEnd - keyboardStart)
      let popUpProgress = (stage.shownCenterY(of: addEntry) - centre) / (target - centre)
      #expect(abs(keyboardProgress - popUpProgress) < 1e-9, "frame \(frames): \(keyboardProgress) \(popUpProgress)")
    }
    #expect(abs(stage.shownCenterY(of: addEntry) - target) < 1e-9, "done after the keyboard's 0.25 s")
  }

  @Test func dismissingThePopUpWhileAFieldIsEditingTakesTheKeyboardAway() throws {
    let stage = HealthBeatStage()
    let addEntry = try stage.presentAddEntry()
    _ = addEntry.weightTextField.becomeFirstResponder()
    stage.run(for: 0.4)
    addEntry.dismiss(animated: true)
    stage.run(for: 0.8)
    #expect(stage.app.history.presentedViewController == nil && stage.window.firstResponder == nil)
    #expect(stage.window.keyboardView == nil)
  }
}
