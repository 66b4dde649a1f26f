#include "X11Support.h"

XIC segue_create_input_context(XIM method, Window window) {
  return XCreateIC(
    method, XNInputStyle, XIMPreeditNothing | XIMStatusNothing, XNClientWindow, window, XNFocusWindow, window,
    (char *)NULL);
}

// Whether an X request failed while segue_attach_shared_memory waited for it: written only by
// the handler that function installs for the length of its own call (Xlib reports errors to a
// plain function, without a context pointer).
static int attach_failed;

static int note_attach_error(Display *display, XErrorEvent *error) {
  (void)display;
  (void)error;
  attach_failed = 1;
  return 0;
}

bool segue_attach_shared_memory(Display *display, XShmSegmentInfo *segment) {
  XSync(display, False);
  attach_failed = 0;
  int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(note_attach_error);
  Status status = XShmAttach(display, segment);
  XSync(display, False);
  XSetErrorHandler(previous);
  return status && !attach_failed;
}

static int ignore_error(Display *display, XErrorEvent *error) {
  (void)display;
  (void)error;
  return 0;
}

void segue_ignore_request_errors(void) {
  XSetErrorHandler(ignore_error);
}
