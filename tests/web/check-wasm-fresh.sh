#!/bin/sh
# check-wasm-fresh.sh: the checked-in WebAssembly of the web page is what its sources build
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   check-wasm-fresh.sh SOURCE_ROOT BUILD_DIR
#
# Builds the page's rules with src/web/build-wasm.sh into BUILD_DIR and
# compares them with src/web/pf-web-rules.wasm, which the exported pages
# embed: a change to the core's move code (or the glue) that was not
# followed by a new pf-web-rules.wasm fails here. Without emcc it cannot
# tell, and skips (77).
set -eu

root=$1
out=$2/pf-web-rules-fresh.wasm
status=0
"$root/src/web/build-wasm.sh" "$out" || status=$?
if [ "$status" -eq 77 ]; then
  echo "emcc is not installed (build-aux/polyform-dev installs emscripten for the tests):" \
       "cannot tell whether src/web/pf-web-rules.wasm is fresh"
  exit 77
fi
[ "$status" -eq 0 ] || exit "$status"
if cmp -s "$out" "$root/src/web/pf-web-rules.wasm"; then
  echo "src/web/pf-web-rules.wasm is what its sources build"
else
  echo "src/web/pf-web-rules.wasm is stale: the core's move code or the page's glue changed." >&2
  echo "Run src/web/build-wasm.sh and commit src/web/pf-web-rules.wasm." >&2
  exit 1
fi
