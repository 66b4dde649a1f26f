import Glibc
import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import SegueUI

/// Runs an ``/SegueUI/Application`` live in an X11 window: the mouse is the finger (see
/// `PointerFingers`: Alt makes two), keys type into the window's first responder when it
/// takes text (UTF-8 from the X input method; Backspace, Return, and Escape to end editing) and
/// otherwise go to ``keyHandler``, frames are paced to the display and composited off the main
/// actor, and resizing the window resizes the app.
///
/// Each turn of ``run()`` reads the X events that arrived (never blocking on them), shows the
/// newest frame the drawing thread finished, and, when a frame is due, runs the application's
/// frame, whose render tree a ``/SegueUI/PipelinedRenderer`` composites on a thread of its own while the
/// main actor goes on with input. Between frames it waits on the X connection, so input is
/// read as it arrives.
///
/// Segue's choices: frames are paced at ``framesPerSecond`` (60 unless told; X does not say
/// what the display refreshes at without extensions) and brought forward by pointer movement
/// (see `FramePacer`); an application on a
/// ``/SegueMotion/SystemClock`` runs on real time; one on a ``/SegueMotion/VirtualClock`` is advanced, each frame, by the
/// time since the last frame began but at most one interval, so a slow machine shows slow
/// motion rather than skipped frames.
@MainActor
public final class WindowHost {
  /// How a run ended.
  public enum Ending: Sendable, Equatable {
    /// The window was closed.
    case closed
    /// ``stop()`` was called.
    case stopped
  }

  /// The application shown.
  public private(set) var application: Application
  /// The frames run per second.
  public var framesPerSecond = 60
  /// Called with each key pressed in the window.
  public var keyHandler: ((KeyPress) -> Void)?
  /// What the host measured so far.
  public private(set) var statistics = WindowStatistics()
  /// The frame the window shows now.
  public private(set) var shownFrame: Bitmap?

  private let connection: X11Connection
  private let clock = SystemClock()
  private let latest = LatestFrame()
  private var renderer: HostRenderer?
  private var fingers: PointerFingers
  private var pixelSize: (width: Int, height: Int)
  private var pointer = (x: 0.0, y: 0.0)
  private var stopRequested = false
  private var closed = false
  /// When the frame being run started, on the host's clock.
  private var frameStart = 0.0
  /// When the first pointer movement not yet in a frame arrived, on the host's clock.
  private var unseenMotion: Double?
  /// The smallest difference seen between the host's clock on reading a movement and the X
  /// server's time of it: added to a movement's server time, when it arrived.
  private var serverClockOffset = Double.infinity
  /// Keys pressed and not yet delivered; the next frame delivers them after its touches.
  private var pendingKeys: [KeyPress] = []
  /// Whether input (a touch or a key) arrived since the last frame began: it brings the next
  /// frame forward.
  private var inputArrived = false
  /// Keys of the frame being run that went to no text input, for ``keyHandler``.
  private var keysForHandler: [KeyPress] = []
  /// Shared-image uploads whose completion the server has not reported yet.
  private var uploadsInFlight = 0
  /// When the last shared-image upload began.
  private var lastUpload = -Double.infinity
  /// For each frame drawn but not yet shown, by its time on the application's clock: when its
  /// preparation started, and when the first movement it shows arrived.
  private var framesInFlight: [Double: (start: Double, motion: Double?)] = [:]

  /// Opens a window as large as `application`'s window (at its scale) titled `title` on the X
  /// display `displayName` (`DISPLAY` when `nil`); uploads use MIT-SHM when the server offers it
  /// and `allowsSharedMemory`.
  public init(
    application: Application, title: String, displayName: String? = nil, allowsSharedMemory: Bool = true
  ) throws(WindowHostError) {
    let window = application.window
    let width = Int((window.bounds.width * window.scale).rounded(.up))
    let height = Int((window.bounds.height * window.scale).rounded(.up))
    connection = try X11Connection(
      width: width, height: height, title: title, displayName: displayName, allowsSharedMemory: allowsSharedMemory)
    self.application = application
    pixelSize = (width, height)
    fingers = PointerFingers(scale: window.scale, windowSize: window.bounds.size)
    attachRenderer(width: width, height: height)
  }

  /// The X window's id, for tests that read back what it shows.
  var windowID: UInt { connection.windowID }

  /// The window's size in points at the scale of the application shown.
  public var size: Size {
    let scale = application.window.scale
    return Size(width: Double(pixelSize.width) / scale, height: Double(pixelSize.height) / scale)
  }

  /// Whether frames are uploaded through shared memory (MIT-SHM).
  public var usesSharedMemory: Bool { connection.usesSharedMemory }

  /// Shows `application` from the next frame on, in place of the one shown (whose touches
  /// down are cancelled); its window and root view take the window's size (as the root view's
  /// autoresizing does on the platform).
  public func show(_ application: Application) {
    cancelFingers()
    renderer?.waitUntilDrawn()
    _ = latest.take()
    framesInFlight.removeAll()
    self.application.renderer = nil
    self.application = application
    let scale = application.window.scale
    application.window.frame = Rect(
      x: 0, y: 0, width: Double(pixelSize.width) / scale, height: Double(pixelSize.height) / scale)
    application.window.rootViewController?.viewIfLoaded?.frame = application.window.bounds
    fingers = PointerFingers(scale: scale, windowSize: application.window.bounds.size)
    attachRenderer(width: pixelSize.width, height: pixelSize.height)
  }

  /// Runs frames until the window is closed or ``stop()`` is called.
  public func run() -> Ending {
    stopRequested = false
    pendingKeys.removeAll()
    var pacer = FramePacer(framesPerSecond: framesPerSecond, start: clock.now)
    while !stopRequested && !closed {
      handle(connection.pendingEvents())
      showNewestFrame()
      let now = clock.now
      let inputWaiting = inputArrived
      // While a frame is drawn the next waits, so that it shows the newest input; the drawn
      // frame's arrival wakes the loop.
      let drawing = renderer?.isDrawing == true
      guard pacer.isDue(at: now, inputWaiting: inputWaiting), !drawing else {
        waitForInput(seconds: drawing ? pacer.interval : pacer.wait(at: now, inputWaiting: inputWaiting))
        continue
      }
      runFrame(advancing: pacer.began(at: now))
    }
    renderer?.waitUntilDrawn()
    while isUploading && !closed {
      waitForInput(seconds: 0.05)
      handle(connection.pendingEvents())
    }
    showNewestFrame()
    return closed ? .closed : .stopped
  }

  /// Ends ``run()`` after the turn it is in.
  public func stop() {
    stopRequested = true
  }

  /// Runs one frame of the application (a ``VirtualClock`` advanced by `seconds` first) and
  /// notes when it started. Keys pressed since the last frame are delivered in it after its
  /// touches, so that a tap on a text field and the typing that follows it arrive in order;
  /// those no text input takes go to ``keyHandler`` once the frame is done.
  private func runFrame(advancing seconds: Double) {
    let start = clock.now
    if let virtual = application.clock as? VirtualClock { virtual.advance(by: seconds) }
    frameStart = start
    inputArrived = false
    if !pendingKeys.isEmpty {
      let keys = pendingKeys
      pendingKeys.removeAll()
      let window = application.window
      application.performOnNextIteration { [weak self] in
        guard let self else { return }
        keysForHandler += keys.filter { !self.type($0, into: window) }
      }
    }
    application.runFrame()
    let keys = keysForHandler
    keysForHandler.removeAll()
    // Keys after a stop are not acted on.
    for press in keys where !stopRequested { keyHandler?(press) }
  }

  /// Whether the server may still be reading a shared-image upload, which must not be
  /// overwritten; a quarter of a second after the last one began without all their completion
  /// events, they are taken as read.
  private var isUploading: Bool {
    if uploadsInFlight > 0 && clock.now - lastUpload >= 0.25 { uploadsInFlight = 0 }
    return uploadsInFlight > 0
  }

  /// Uploads `bitmap`, counting it while the server reads it.
  private func upload(_ bitmap: Bitmap) {
    guard connection.show(bitmap) else { return }
    uploadsInFlight += 1
    lastUpload = clock.now
  }

  /// Shows the newest finished frame, if there is one and the last upload was read, and
  /// measures it.
  private func showNewestFrame() {
    guard !isUploading, let (bitmap, time) = latest.take() else { return }
    upload(bitmap)
    shownFrame = bitmap
    let shown = clock.now
    let older = framesInFlight.keys.filter { $0 < time }
    statistics.droppedFrames += older.count
    var earliestMotion: Double?
    for key in older {
      if let motion = framesInFlight.removeValue(forKey: key)?.motion {
        earliestMotion = min(earliestMotion ?? motion, motion)
      }
    }
    guard let frame = framesInFlight.removeValue(forKey: time) else { return }
    statistics.frameTimes.append(shown - frame.start)
    if let motion = earliestMotion ?? frame.motion { statistics.inputLatencies.append(shown - motion) }
  }

  /// Acts on the window's events.
  private func handle(_ events: [X11Connection.Event]) {
    for event in events {
      let now = application.clock.now
      switch event {
      case .press(let x, let y, let alternate):
        pointer = (x, y)
        inputArrived = true
        application.enqueue(fingers.press(x: x, y: y, alternate: alternate, at: now))
      case .move(let x, let y, let serverTime):
        pointer = (x, y)
        let inputs = fingers.move(x: x, y: y, at: now)
        inputArrived = true
        serverClockOffset = min(serverClockOffset, clock.now - serverTime)
        if !inputs.isEmpty && unseenMotion == nil { unseenMotion = serverTime + serverClockOffset }
        application.enqueue(inputs)
      case .release(let x, let y):
        pointer = (x, y)
        inputArrived = true
        application.enqueue(fingers.release(x: x, y: y, at: now))
      case .key(let press):
        pendingKeys.append(press)
        inputArrived = true
      case .resize(let width, let height):
        resize(width: width, height: height)
      case .focusLost:
        cancelFingers()
      case .expose:
        if !isUploading, let shownFrame { upload(shownFrame) }
      case .close:
        closed = true
      case .uploaded:
        uploadsInFlight = max(0, uploadsInFlight - 1)
      }
    }
  }

  /// Types `press` into `window`'s first responder when it takes text (a ``KeyInput``, such as
  /// a text field being edited): its text is inserted, Backspace deletes backward, Return
  /// inserts a newline (a text field's Return), Escape ends editing. Whether it did.
  private func type(_ press: KeyPress, into window: Window) -> Bool {
    guard window.firstResponder is KeyInput, !press.control else { return false }
    switch press.key {
    case .character: window.insertText(press.text)
    case .backspace: window.deleteBackward()
    case .returnKey: window.insertNewline()
    case .escape: window.endEditing(true)
    default: return false
    }
    return true
  }

  /// Resizes the application to a window now `width` × `height` pixels.
  private func resize(width: Int, height: Int) {
    guard width > 0, height > 0, (width, height) != pixelSize else { return }
    pixelSize = (width, height)
    renderer?.waitUntilDrawn()
    _ = latest.take()
    framesInFlight.removeAll()
    connection.resizeImage(width: width, height: height)
    let window = application.window
    let size = Size(width: Double(width) / window.scale, height: Double(height) / window.scale)
    window.transition(toSize: size)
    fingers.windowSize = size
    attachRenderer(width: width, height: height)
  }

  /// Cancels the fingers down, where the pointer was last.
  private func cancelFingers() {
    application.enqueue(fingers.cancel(x: pointer.x, y: pointer.y, at: application.clock.now))
  }

  /// Waits until X input arrives, a frame finishes drawing (unless an upload is being read,
  /// whose completion arrives as X input), or `seconds` pass.
  private func waitForInput(seconds: Double) {
    guard !connection.hasQueuedEvents else { return }
    var descriptors = [
      pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: latest.wakeDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    let watchesFrames = latest.wakeDescriptor >= 0 && !isUploading
    let milliseconds = Int32((max(0, min(seconds, 1)) * 1000).rounded(.up))
    _ = poll(&descriptors, watchesFrames ? 2 : 1, milliseconds)
  }

  /// Attaches to the application a renderer of `width` × `height` pixel frames at its scale,
  /// noting each frame's start and the movement it shows as the frame loop hands it over.
  private func attachRenderer(width: Int, height: Int) {
    renderer = HostRenderer(width: width, height: height, scale: application.window.scale, into: latest) {
      [weak self] time, drawn in
      guard let self else { return }
      // Movement that changed nothing on screen has no frame to be measured by.
      if drawn { framesInFlight[time] = (frameStart, unseenMotion) }
      unseenMotion = nil
    }
    application.renderer = renderer
  }

}
