#include <png.h>

// Compound macros are not imported into Swift; re-export the ones Segue uses as constants.
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
