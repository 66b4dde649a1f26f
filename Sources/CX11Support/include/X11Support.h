#ifndef SEGUE_X11_SUPPORT_H
#define SEGUE_X11_SUPPORT_H

#include <X11/Xlib.h>
#include <X11/extensions/XShm.h>
#include <stdbool.h>

// The input context for UTF-8 typing through the X input method, without a pre-edit or status
// window of its own; NULL when the method offers none. (Swift cannot call the variadic XCreateIC.)
XIC segue_create_input_context(XIM method, Window window);

// Attaches a shared memory segment to the server and reports whether the server could (one on
// another machine cannot), instead of letting Xlib's default error handler end the process.
bool segue_attach_shared_memory(Display *display, XShmSegmentInfo *segment);

// Makes the X errors of this process's requests non-fatal (Xlib's default handler ends the
// process): a request on a window another client destroyed fails, and the host notices the
// window's end from its events instead.
void segue_ignore_request_errors(void);

#endif
