// libwebp (libwebp-dev): the encoder and libwebpmux's animation encoder (WebPAnimEncoder).
#include <webp/encode.h>
#include <webp/mux.h>
