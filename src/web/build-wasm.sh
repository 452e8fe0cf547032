#!/bin/sh
# build-wasm.sh: compile the core's move rules for the pack's web page
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   src/web/build-wasm.sh [OUT.wasm]
#
# Compiles src/core/tri/pf-tri-rules.c, what it needs from the core, and the
# page's glue (pf-web-rules.c) to WebAssembly with emscripten's emcc
# (Debian's `emscripten` package), against the tiny GLib stand-in in shim/.
# The result is checked in as src/web/pf-web-rules.wasm (the default OUT),
# so building Polyform Studio never needs emcc; the test
# `test-web-rules-fresh` rebuilds it into the build tree and fails when the
# checked-in file differs, so run this script after changing the rules.
# The sources are named relative to this folder and the build is
# deterministic, so the same sources give the same bytes anywhere.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-"$here/pf-web-rules.wasm"}
case $out in
  /*) ;;
  *) out="$(pwd)/$out" ;;
esac

if ! command -v emcc >/dev/null; then
  echo "build-wasm.sh: emcc is not installed (apt-get install emscripten)" >&2
  exit 77
fi

cd "$here"
# Debian's nodejs finds emscripten's JavaScript helpers here; another node
# (a newer one first on PATH) needs to be told.
NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
export NODE_PATH
# emcc locks its cache of system libraries, which Debian ships built in
# /usr/share/emscripten/cache. A private cache that links to those libraries
# keeps the lock (and anything emcc would add) out of the system folder.
if [ -z "${EM_CACHE:-}" ] && [ -d /usr/share/emscripten/cache/sysroot ]; then
  EM_CACHE=$(mktemp -d)
  trap 'rm -rf "$EM_CACHE"' EXIT
  for entry in /usr/share/emscripten/cache/*; do
    case $entry in
      */cache.lock) ;;
      *) ln -s "$entry" "$EM_CACHE/" ;;
    esac
  done
  export EM_CACHE
fi

emcc -O2 -std=gnu11 -Wall -Werror -Wno-unused-function \
  -Ishim -I../core/base -I../core/tri \
  pf-web-rules.c \
  ../core/tri/pf-tri-rules.c \
  ../core/tri/pf-tri-movegen.c \
  ../core/tri/pf-tri-successors.c \
  ../core/tri/pf-tri-grid.c \
  ../core/tri/pf-tri-level-edit.c \
  --no-entry \
  -sMALLOC=emmalloc \
  -sTOTAL_STACK=262144 \
  -sINITIAL_MEMORY=4194304 \
  -sALLOW_MEMORY_GROWTH=1 \
  -sEXPORTED_FUNCTIONS=_malloc,_free \
  -o "$out"
