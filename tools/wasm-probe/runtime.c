// The few C library functions Embedded Swift's code calls, for a wasm32 module
// with no libc (no WASI): memory, a small allocator, and no-op stack checks.
// Only for tools/wasm-probe.sh; not part of the package's build.
typedef __SIZE_TYPE__ size_t;
typedef unsigned int uint32_t;

void *memset(void *dst, int c, size_t n) {
    unsigned char *d = dst;
    while (n--) *d++ = (unsigned char)c;
    return dst;
}
void *memcpy(void *restrict dst, const void *restrict src, size_t n) {
    unsigned char *d = dst;
    const unsigned char *s = src;
    while (n--) *d++ = *s++;
    return dst;
}
void *memmove(void *dst, const void *src, size_t n) {
    unsigned char *d = dst;
    const unsigned char *s = src;
    if (d < s) { while (n--) *d++ = *s++; }
    else { d += n; s += n; while (n--) *--d = *--s; }
    return dst;
}
int memcmp(const void *a, const void *b, size_t n) {
    const unsigned char *x = a, *y = b;
    for (; n; n--, x++, y++) if (*x != *y) return *x - *y;
    return 0;
}
size_t strlen(const char *s) { size_t n = 0; while (s[n]) n++; return n; }

// A size-class allocator: blocks of 16 << k bytes, each preceded by a 16-byte
// header holding k; freed blocks go on their class's list. Fresh memory comes
// from the end of the heap (memory.grow when needed). Never returns memory to the
// host, which is fine for a page that lives as long as the lesson.
extern unsigned char __heap_base;
static unsigned char *heap_top = 0;
static void *free_lists[32];

static void *carve(size_t bytes) {
    if (!heap_top) heap_top = &__heap_base;
    heap_top = (unsigned char *)(((size_t)heap_top + 15) & ~(size_t)15);
    unsigned char *block = heap_top;
    size_t end = (size_t)(block + bytes);
    size_t have = __builtin_wasm_memory_size(0) * 65536;
    if (end > have) {
        size_t pages = (end - have + 65535) / 65536;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    }
    heap_top = block + bytes;
    return block;
}

void *malloc(size_t size) {
    uint32_t k = 0;
    while (((size_t)16 << k) < size) k++;
    void *block;
    if (free_lists[k]) {
        block = free_lists[k];
        free_lists[k] = *(void **)block;
    } else {
        unsigned char *raw = carve(16 + ((size_t)16 << k));
        if (!raw) return 0;
        *(uint32_t *)raw = k;
        block = raw + 16;
    }
    return block;
}
void free(void *p) {
    if (!p) return;
    uint32_t k = *(uint32_t *)((unsigned char *)p - 16);
    *(void **)p = free_lists[k];
    free_lists[k] = p;
}
int posix_memalign(void **out, size_t alignment, size_t size) {
    // Every block is 16-aligned; larger alignments are not asked for by Swift here.
    if (alignment > 16) return 22; // EINVAL
    void *p = malloc(size);
    if (!p) return 12; // ENOMEM
    *out = p;
    return 0;
}
void *calloc(size_t n, size_t size) {
    void *p = malloc(n * size);
    if (p) memset(p, 0, n * size);
    return p;
}

// Hashing seeds (Set, Dictionary): a fixed seed keeps runs reproducible.
void arc4random_buf(void *buf, size_t n) { memset(buf, 0x5a, n); }

// print(): bytes go to the host through one imported function.
__attribute__((import_module("env"), import_name("putchar"))) int host_putchar(int c);
int putchar(int c) { return host_putchar(c); }

// libm's round (half away from zero), which Double.rounded() calls; trunc is
// one wasm instruction.
double round(double x) {
    double t = __builtin_trunc(x);
    double d = x - t;
    if (d >= 0.5) return t + 1.0;
    if (d <= -0.5) return t - 1.0;
    return t;
}

// compiler-rt's 128-bit multiply (overflow checks on 64-bit products).
typedef unsigned long long u64;
typedef struct { u64 lo, hi; } u128_parts;
__int128 __multi3(__int128 a, __int128 b) {
    union { __int128 all; u128_parts s; } x = {a}, y = {b}, r;
    u64 a0 = x.s.lo & 0xffffffffu, a1 = x.s.lo >> 32, b0 = y.s.lo & 0xffffffffu, b1 = y.s.lo >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    u64 mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    r.s.lo = (p00 & 0xffffffffu) | (mid << 32);
    r.s.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32) + x.s.lo * y.s.hi + x.s.hi * y.s.lo;
    return r.all;
}
