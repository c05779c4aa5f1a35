#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
// SDL2 for Swift. Function-like macros are not imported by Swift, so the few
// TouchLab needs are re-exported here as constants and inline functions.
#define SDL_MAIN_HANDLED 1
#include <SDL.h>
#include <stdio.h>
static const int    CSDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
/// SDL_TOUCH_MOUSEID ((Uint32)-1) is imported but does not compile when used.
static const Uint32 CSDL_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const Uint32 CSDL_BUTTON_LMASK = SDL_BUTTON_LMASK;
/// Swift 6 rejects references to C `stdout`; a live log must be line-buffered.
static inline void CSDL_LineBufferStdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
#endif
