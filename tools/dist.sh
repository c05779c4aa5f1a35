#!/bin/sh
# make dist: lays a built touchlab out as make install does, in a folder named after the
# tarball, adds INSTALL.txt (what the machine needs), and packs it.
#
# Usage: tools/dist.sh BINARY MANPAGE TARBALL   (TARBALL ends in .tar.gz)
set -eu

binary=${1:?usage: tools/dist.sh BINARY MANPAGE TARBALL}
manpage=${2:?usage: tools/dist.sh BINARY MANPAGE TARBALL}
tarball=${3:?usage: tools/dist.sh BINARY MANPAGE TARBALL}
root=$(cd "$(dirname "$0")/.." && pwd)
case $tarball in *.tar.gz) ;; *) echo "dist: $tarball must end in .tar.gz" >&2; exit 2 ;; esac

mkdir -p "$(dirname "$tarball")"
folder=$(cd "$(dirname "$tarball")" && pwd)
name=$(basename "$tarball" .tar.gz)
stage=$folder/$name
# Only the staging folder this script makes, inside the dist build folder.
rm -rf "$stage"
DESTDIR= "$root/tools/install.sh" "$binary" "$stage" "$manpage"

cat > "$stage/INSTALL.txt" <<TEXT
touchlab $(cat "$root/VERSION") for Linux $(uname -m)

This folder runs where it is: bin/touchlab finds its font and scene library in
share/touchlab beside it. Put bin/ on your PATH, or copy the whole folder to a
prefix (bin/, share/ merge into /usr/local or ~/.local). No Swift toolchain is
needed: the Swift runtime and Foundation are linked into the binary.

It needs these system libraries (runtime packages; the -dev ones work too):
  Debian, Ubuntu:  sudo apt-get install libsdl2-2.0-0 libsdl2-ttf-2.0-0 libsdl2-image-2.0-0 libgif7 libwebp7 libwebpmux3 libyaml-0-2
  Fedora:          sudo dnf install SDL2 SDL2_ttf SDL2_image giflib libwebp libyaml
  Arch:            sudo pacman -S sdl2 sdl2_ttf sdl2_image giflib libwebp libyaml
(and libstdc++, libgcc_s and glibc, which every Linux has).
For Chinese text in scenes, a Chinese font that fontconfig finds (fonts-wqy-microhei,
google-noto-sans-cjk-fonts, noto-fonts-cjk).

Shell completions are in share/bash-completion, share/zsh/site-functions and
share/fish/vendor_completions.d; the manual: man -l share/man/man1/touchlab.1.
Built with glibc $(ldd --version | head -1 | sed 's/.* //'): it needs that glibc or a later one.
TEXT

tar -C "$folder" -czf "$tarball" "$name"
echo "Wrote $tarball"
