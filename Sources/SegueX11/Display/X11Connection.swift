import CX11
import CX11Support
import Glibc
import SegueImage

/// The one connection to the X server a ``WindowHost`` keeps: its window, its drawing context,
/// the input method that turns keys into UTF-8 text, and the image frames are uploaded through.
/// The only type in Segue that calls Xlib, on the main actor.
@MainActor
final class X11Connection {
  /// An event the host acts on, translated from X's.
  enum Event {
    /// The left button went down at pixel (`x`, `y`), with Alt held or not.
    case press(x: Double, y: Double, alternate: Bool)
    /// The pointer moved to pixel (`x`, `y`) (reported only while a button is down), at
    /// `serverTime` seconds on the X server's clock (its milliseconds since it started, counted
    /// on past the 32-bit wrap every 49.7 days).
    case move(x: Double, y: Double, serverTime: Double)
    /// The left button went up at pixel (`x`, `y`).
    case release(x: Double, y: Double)
    /// A key was pressed.
    case key(KeyPress)
    /// The window is now `width` × `height` pixels.
    case resize(width: Int, height: Int)
    /// The window lost the keyboard focus (and with it any grab of the pointer).
    case focusLost
    /// Part of the window must be drawn again.
    case expose
    /// The window manager asked the window to close, or another client destroyed it.
    case close
    /// The server finished reading the shared image of the last upload.
    case uploaded
  }

  private let display: OpaquePointer
  private let window: Window
  private let context: GC
  private let visual: UnsafeMutablePointer<Visual>
  private let depth: Int32
  private let deleteMessage: Atom
  private var inputMethod: XIM?
  private var inputContext: XIC?
  /// The image frames are uploaded through, as large as the window.
  private var image: FrameImage
  /// The type of MIT-SHM's completion events.
  private let completionEvent: Int32
  /// The server's time of motion events, counted on past its wraps.
  private var motionTime = ServerTime()

  /// Opens the display `displayName` (`DISPLAY` when `nil`) and maps a `width` × `height` pixel
  /// window titled `title`; uploads use shared memory when the server offers it and
  /// `allowsSharedMemory`.
  init(
    width: Int, height: Int, title: String, displayName: String? = nil, allowsSharedMemory: Bool = true
  ) throws(WindowHostError) {
    let name = displayName ?? getenv("DISPLAY").map { String(cString: $0) }
    guard let name, !name.isEmpty else { throw .noDisplay(nil) }
    // The input method composes UTF-8 text only under a UTF-8 character type locale: the
    // user's, or C.UTF-8 when theirs is not one.
    let locale = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? ""
    if !locale.uppercased().contains("UTF-8") && !locale.uppercased().contains("UTF8") {
      _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
    _ = XSetLocaleModifiers("")
    guard let display = XOpenDisplay(name) else { throw .noDisplay(name) }
    segue_ignore_request_errors()
    let screen = XDefaultScreen(display)
    let depth = XDefaultDepth(display, screen)
    guard let visual = XDefaultVisual(display, screen), depth == 24 || depth == 32,
      visual.pointee.red_mask == 0xFF0000, visual.pointee.green_mask == 0x00FF00, visual.pointee.blue_mask == 0x0000FF
    else {
      XCloseDisplay(display)
      throw .windowRefused("its default visual is not 24-bit true colour")
    }
    let root = XRootWindow(display, screen)
    let window = XCreateSimpleWindow(
      display, root, 0, 0, UInt32(max(1, width)), UInt32(max(1, height)), 0, XBlackPixel(display, screen),
      XBlackPixel(display, screen))
    self.display = display
    self.window = window
    self.visual = visual
    self.depth = depth
    context = XCreateGC(display, window, 0, nil)
    _ = XStoreName(display, window, title)
    let events =
      ExposureMask | KeyPressMask | ButtonPressMask | ButtonReleaseMask | Button1MotionMask | StructureNotifyMask
      | FocusChangeMask
    _ = XSelectInput(display, window, events)
    var delete = XInternAtom(display, "WM_DELETE_WINDOW", 0)
    deleteMessage = delete
    _ = XSetWMProtocols(display, window, &delete, 1)
    inputMethod = XOpenIM(display, nil, nil, nil)
    inputContext = inputMethod.flatMap { segue_create_input_context($0, window) }
    image = FrameImage(
      display: display, visual: visual, depth: depth, width: max(1, width), height: max(1, height),
      sharedMemory: allowsSharedMemory)
    completionEvent = image.isShared ? XShmGetEventBase(display) + ShmCompletion : -1
    _ = XMapWindow(display, window)
    _ = XFlush(display)
  }

  isolated deinit {
    image.release(display: display)
    if let inputContext { XDestroyIC(inputContext) }
    if let inputMethod { _ = XCloseIM(inputMethod) }
    _ = XFreeGC(display, context)
    _ = XDestroyWindow(display, window)
    _ = XCloseDisplay(display)
  }

  /// The X window's id, for tests that read back what it shows.
  var windowID: UInt { UInt(window) }

  /// Whether uploads go through shared memory (MIT-SHM) rather than the connection.
  var usesSharedMemory: Bool { image.isShared }

  /// The connection's file descriptor, to wait on for events.
  var fileDescriptor: Int32 { XConnectionNumber(display) }

  /// The events that arrived, translated, without waiting. Of several resizes only the last is
  /// kept: a window dragged to a new size reports every size on the way.
  func pendingEvents() -> [Event] {
    var events: [Event] = []
    while XPending(display) > 0 {
      var event = XEvent()
      _ = XNextEvent(display, &event)
      if XFilterEvent(&event, 0) != 0 { continue }
      guard let translated = translate(&event) else { continue }
      if case .resize = translated { events.removeAll { if case .resize = $0 { true } else { false } } }
      events.append(translated)
    }
    return events
  }

  /// Whether events were read from the connection into Xlib's queue but not yet taken: waiting
  /// on the connection's descriptor would not see them.
  var hasQueuedEvents: Bool { XEventsQueued(display, QueuedAlready) > 0 }

  /// Shows `bitmap` (as large as the image, else nothing happens) in the window; whether an
  /// ``Event/uploaded`` event will say when the server has read it (a shared image, which must
  /// not be written again before then).
  func show(_ bitmap: Bitmap) -> Bool {
    guard bitmap.width == image.width, bitmap.height == image.height else { return false }
    image.fill(from: bitmap)
    image.put(display: display, window: window, context: context)
    _ = XFlush(display)
    return image.isShared
  }

  /// Makes the upload image `width` × `height` pixels after the window was resized.
  func resizeImage(width: Int, height: Int) {
    guard width != image.width || height != image.height, width > 0, height > 0 else { return }
    let shared = image.isShared
    image.release(display: display)
    image = FrameImage(
      display: display, visual: visual, depth: depth, width: width, height: height, sharedMemory: shared)
  }

  /// The host's event for an X event, if it acts on it.
  private func translate(_ event: inout XEvent) -> Event? {
    switch event.type {
    case ButtonPress where event.xbutton.button == UInt32(Button1):
      return .press(
        x: Double(event.xbutton.x), y: Double(event.xbutton.y), alternate: event.xbutton.state & UInt32(Mod1Mask) != 0)
    case ButtonRelease where event.xbutton.button == UInt32(Button1):
      return .release(x: Double(event.xbutton.x), y: Double(event.xbutton.y))
    case MotionNotify:
      return .move(
        x: Double(event.xmotion.x), y: Double(event.xmotion.y),
        serverTime: motionTime.seconds(UInt32(truncatingIfNeeded: event.xmotion.time)))
    case CX11.KeyPress:
      return .key(keyPress(&event.xkey))
    case ConfigureNotify:
      return .resize(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height))
    case FocusOut:
      return .focusLost
    case Expose where event.xexpose.count == 0:
      return .expose
    case ClientMessage where Atom(event.xclient.data.l.0) == deleteMessage:
      return .close
    case DestroyNotify where event.xdestroywindow.window == window:
      return .close
    case completionEvent:
      return .uploaded
    case MappingNotify:
      // Another client changed the keyboard mapping (xdotool maps characters the keymap lacks
      // to spare keys): look keys up through the new one.
      _ = XRefreshKeyboardMapping(&event.xmapping)
      return nil
    default:
      return nil
    }
  }

  /// The key and the text of a key press, through the input method when there is one.
  private func keyPress(_ event: inout XKeyEvent) -> KeyPress {
    var symbol: KeySym = 0
    var buffer = [CChar](repeating: 0, count: 64)
    var count: Int32 = 0
    if let inputContext {
      var status: Int32 = 0
      count = Xutf8LookupString(inputContext, &event, &buffer, Int32(buffer.count - 1), &symbol, &status)
      if status == XBufferOverflow { count = 0 }
    } else {
      count = XLookupString(&event, &buffer, Int32(buffer.count - 1), &symbol, nil)
    }
    let bytes = buffer.prefix(Int(max(0, count))).map { UInt8(bitPattern: $0) }
    var text = String(decoding: bytes, as: UTF8.self)
    if text.isEmpty, let scalar = Self.character(of: symbol) { text = String(Character(scalar)) }
    let control = event.state & UInt32(ControlMask) != 0
    return KeyPress(key: Self.key(symbol, text: text), text: text, control: control)
  }

  /// The character a key symbol stands for when the input method gave no text for it: the
  /// Latin-1 symbols are their code points, and symbols 0x1000000 + n are code point n.
  static func character(of symbol: KeySym) -> Unicode.Scalar? {
    switch symbol {
    case 0x20...0x7E, 0xA0...0xFF: Unicode.Scalar(UInt32(symbol))
    case 0x100_0100...0x110_FFFF: Unicode.Scalar(UInt32(symbol - 0x100_0000))
    default: nil
    }
  }

  /// The key a symbol names.
  private static func key(_ symbol: KeySym, text: String) -> KeyPress.Key {
    switch Int32(truncatingIfNeeded: symbol) {
    case XK_Return, XK_KP_Enter: .returnKey
    case XK_BackSpace: .backspace
    case XK_Escape: .escape
    case XK_Left: .left
    case XK_Right: .right
    case XK_Up: .up
    case XK_Down: .down
    default:
      text.isEmpty || text.unicodeScalars.allSatisfy({ $0.value < 0x20 || $0.value == 0x7F })
        ? .other(symbol) : .character
    }
  }
}
