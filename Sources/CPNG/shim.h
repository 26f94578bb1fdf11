// libpng (1.6), through its "simplified API" (png_image_*), which reports errors in
// `png_image.message` and a zero return instead of longjmp-ing through Swift frames.
// Needs libpng-dev (Debian/Ubuntu) or libpng (Homebrew).
#include <png.h>
