// giflib (libgif-dev): the GIF encoder and its colour quantiser (GifQuantizeBuffer).
#include <stddef.h>
#include <gif_lib.h>
