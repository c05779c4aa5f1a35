#!/bin/sh
# make setup / make setup-test: make sure the C libraries (and, for the tests, the
# X tools and a headless browser for the lesson pages) are there, on any Linux.
#
# What counts is what the build asks for: pkg-config finds each library (giflib may
# ship without a .pc file; then its header is enough). When something is missing and
# apt-get is there, the missing Debian packages are installed; without apt-get nothing
# is installed and the packages are named for apt, dnf, pacman and Homebrew, with
# exit status 1 (0 when only the optional Chinese font is missing). When everything is
# found, no package manager is asked anything.
#
# Usage: tools/setup.sh build|test
set -u

what=${1:-build}
sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo

# One line per need: how it is checked, then its package for apt, dnf, pacman, Homebrew.
# check kinds: pc:MODULE (pkg-config), gif:libgif (pkg-config or gif_lib.h), cmd:NAME, file:PATH,
# font:LANG (a font fontconfig says covers LANG)
needs_build="
pc:sdl2 libsdl2-dev SDL2-devel sdl2 sdl2
pc:SDL2_ttf libsdl2-ttf-dev SDL2_ttf-devel sdl2_ttf sdl2_ttf
pc:SDL2_image libsdl2-image-dev SDL2_image-devel sdl2_image sdl2_image
gif:libgif libgif-dev giflib-devel giflib giflib
pc:libwebpmux libwebp-dev libwebp-devel libwebp webp
pc:yaml-0.1 libyaml-dev libyaml-devel libyaml libyaml
cmd:fc-list fontconfig fontconfig fontconfig fontconfig
font:zh-cn fonts-wqy-microhei wqy-microhei-fonts wqy-microhei -
"
needs_test="
cmd:Xvfb xvfb xorg-x11-server-Xvfb xorg-server-xvfb -
cmd:xdotool xdotool xdotool xdotool -
cmd:xwininfo x11-utils xorg-x11-utils xorg-xwininfo -
file:/usr/bin/time time time time -
cmd:valgrind valgrind valgrind valgrind -
cmd:chromium chromium chromium chromium -
"

found() {
  case $1 in
  pc:*) command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "${1#pc:}" ;;
  gif:*)
    { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libgif; } ||
      printf '#include <gif_lib.h>\n' | ${CC:-cc} -E -x c - >/dev/null 2>&1 ;;
  cmd:*) command -v "${1#cmd:}" >/dev/null 2>&1 ;;
  file:*) [ -x "${1#file:}" ] ;;
  # The fallback font for glyphs DejaVu Sans lacks: any font fontconfig says covers the language.
  font:*) command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list ":lang=${1#font:}" file 2>/dev/null)" ] ;;
  esac
}

needs=$needs_build
[ "$what" = test ] && needs="$needs_build$needs_test"
missing=""
while read -r check apt dnf pacman brew; do
  [ -n "$check" ] || continue
  found "$check" && continue
  missing="$missing
$check $apt $dnf $pacman $brew"
done <<NEEDS
$needs
NEEDS
[ -z "$missing" ] && exit 0

# pkg-config itself, when the libraries could not be asked about at all.
if ! command -v pkg-config >/dev/null 2>&1; then
  missing="$missing
pc:pkg-config pkg-config pkgconf-pkg-config pkgconf pkg-config"
fi
column() { echo "$missing" | awk -v n="$1" 'NF { if ($n != "-") printf " %s", $n }'; }

if command -v apt-get >/dev/null 2>&1; then
  packages=$(column 2)
  echo "Installing missing Debian packages:$packages"
  # shellcheck disable=SC2086
  $sudo apt-get update -qq &&
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq $packages >/dev/null
  exit $?
fi

# fontconfig and a Chinese font only give the seed articles' Chinese its glyphs: without
# them TouchLab builds and runs, and shoot names the characters it cannot draw.
if [ -z "$(echo "$missing" | awk 'NF && $1 !~ /^(font:|cmd:fc-list$)/')" ]; then
  echo "Optional, for Chinese text in scenes: a Chinese font that fontconfig finds. Install:" >&2
  echo "  Debian, Ubuntu: sudo apt-get install$(column 2);  Fedora: sudo dnf install$(column 3);  Arch: sudo pacman -S$(column 4)" >&2
  exit 0
fi

echo "Missing:$(echo "$missing" | awk 'NF { if ($1 ~ /^font:/) { sub(/^font:/, "", $1); $1 = "a-font-for-" $1 } else sub(/^[a-z]+:/, "", $1); printf " %s", $1 }')" >&2
echo "pkg-config (or, for fonts, fc-list) did not find them, and there is no apt-get to install them. Install:" >&2
echo "  Debian, Ubuntu:  sudo apt-get install$(column 2)" >&2
echo "  Fedora:          sudo dnf install$(column 3)" >&2
echo "  Arch:            sudo pacman -S$(column 4)" >&2
echo "  macOS:           brew install$(column 5)   (untested: see the README)" >&2
exit 1
