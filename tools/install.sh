#!/bin/sh
# Installs a built touchlab under PREFIX (make install, make dist):
#
#   PREFIX/bin/touchlab
#   PREFIX/share/touchlab/Fonts/      the font and its licence (FontLocator looks here first)
#   PREFIX/share/touchlab/scenes/     the scene library (SceneLibrary looks here first)
#   PREFIX/share/man/man1/touchlab.1  the man page (make man), when MANPAGE names one
#   PREFIX/share/bash-completion/completions/touchlab
#   PREFIX/share/zsh/site-functions/_touchlab
#   PREFIX/share/fish/vendor_completions.d/touchlab.fish
#
# Nothing else is written: every file goes under DESTDIR/PREFIX, whose folders are
# made as needed. The completion scripts are the binary's own
# (`touchlab --generate-completion-script SHELL`), so they match the options it has.
#
# Usage: tools/install.sh BINARY PREFIX [MANPAGE]   (DESTDIR from the environment)
#        tools/install.sh --uninstall PREFIX        removes exactly those files
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)

if [ "${1:-}" = --uninstall ]; then
  prefix=${2:?usage: tools/install.sh --uninstall PREFIX}
  case $prefix in /*) ;; *) echo "uninstall: PREFIX must be an absolute path" >&2; exit 2 ;; esac
  target=${DESTDIR:-}$prefix
  rm -f "$target/bin/touchlab" "$target/share/man/man1/touchlab.1" \
    "$target/share/bash-completion/completions/touchlab" "$target/share/zsh/site-functions/_touchlab" \
    "$target/share/fish/vendor_completions.d/touchlab.fish" \
    "$target/share/touchlab/Fonts/DejaVuSans.ttf" "$target/share/touchlab/Fonts/LICENSE-DejaVu.txt"
  for scene in "$root"/scenes/*.yaml "$root"/scenes/*.yml "$root"/scenes/*.json; do
    rm -f "$target/share/touchlab/scenes/$(basename "$scene")"
  done
  # Folders only when empty: a file of someone else's keeps its folder.
  for folder in share/touchlab/scenes share/touchlab/Fonts share/touchlab share/man/man1 share/man \
    share/bash-completion/completions share/bash-completion share/zsh/site-functions share/zsh \
    share/fish/vendor_completions.d share/fish share bin; do
    rmdir "$target/$folder" 2>/dev/null || true
  done
  echo "Removed touchlab from $target"
  exit 0
fi

binary=${1:?usage: tools/install.sh BINARY PREFIX [MANPAGE]}
prefix=${2:?usage: tools/install.sh BINARY PREFIX [MANPAGE]}
manpage=${3:-}

case $prefix in
/*) ;;
*) echo "install: PREFIX must be an absolute path, not '$prefix'" >&2; exit 2 ;;
esac
[ -x "$binary" ] || { echo "install: no built binary at $binary (run make release, or give BINARY=)" >&2; exit 1; }
if [ -n "$manpage" ] && [ ! -f "$manpage" ]; then
  echo "install: no man page at $manpage (run make man)" >&2; exit 1
fi

target=${DESTDIR:-}$prefix
share=$target/share/touchlab

install -d "$target/bin" "$share/Fonts" "$share/scenes"
install -m 0755 "$binary" "$target/bin/touchlab"
install -m 0644 "$root/Assets/Fonts/DejaVuSans.ttf" "$root/Assets/Fonts/LICENSE-DejaVu.txt" "$share/Fonts/"
for scene in "$root"/scenes/*.yaml "$root"/scenes/*.yml "$root"/scenes/*.json; do
  if [ -f "$scene" ]; then install -m 0644 "$scene" "$share/scenes/"; fi
done

if [ -n "$manpage" ]; then
  install -d "$target/share/man/man1"
  install -m 0644 "$manpage" "$target/share/man/man1/touchlab.1"
fi

# The scripts ask `touchlab` for scene, script and view names when TAB is pressed.
completions() {
  install -d "$(dirname "$2")"
  "$target/bin/touchlab" --generate-completion-script "$1" > "$2.tmp"
  chmod 0644 "$2.tmp"
  mv "$2.tmp" "$2"
}
completions bash "$target/share/bash-completion/completions/touchlab"
completions zsh "$target/share/zsh/site-functions/_touchlab"
completions fish "$target/share/fish/vendor_completions.d/touchlab.fish"

echo "Installed touchlab in $target (bin/touchlab, share/touchlab, the man page and completions)"
