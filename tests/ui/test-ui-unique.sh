#!/usr/bin/env bash
# test-ui-unique.sh: one process on the session bus. A second project opened while the
# app runs opens in a new window of the same process; a file already open shows its
# window; a script drives the window's actions with gdbus; a file that fails to open
# makes no window, and started with only such a file the app shows its start page.
#
# Run inside a display and a private session bus: xvfb-run -a dbus-run-session -- THIS APP
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

app=$1
example=$2
name=io.github.polyformstudio.PolyformStudio
object=/io/github/polyformstudio/PolyformStudio

echo "1..7"
work=$(mktemp -d)
export PF_RECOVERY_DIR="$work/recovery"
cp "$example" "$work/first.xml"
cp "$example" "$work/second.xml"
printf '<polyform-project version="1">\n<tri-pack>\n' > "$work/bad.xml"
pid=
cleanup () {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

on_bus () {
  gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
    --method org.freedesktop.DBus.NameHasOwner "$name" | grep -q true
}

window_exists () {
  gdbus call --session --dest "$name" --object-path "$object/window/$1" \
    --method org.gtk.Actions.List >/dev/null 2>&1
}

"$app" "$work/first.xml" &
pid=$!
for _ in $(seq 100); do on_bus && window_exists 1 && break; sleep 0.1; done
if on_bus && window_exists 1; then echo "ok 1 the first run owns the name and shows window 1"
else echo "not ok 1 the app did not come up on the bus"; exit 1; fi

owner_pid () {
  gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
    --method org.freedesktop.DBus.GetConnectionUnixProcessID "$name" | sed 's/[^0-9]*uint32 \([0-9]*\).*/\1/'
}

# A second run hands its file to the first and ends; the first, still the
# name's owner, shows it in window 2.
timeout 20 "$app" "$work/second.xml"
for _ in $(seq 50); do window_exists 2 && break; sleep 0.1; done
if window_exists 2 && [ "$(owner_pid)" = "$pid" ] && kill -0 "$pid"; then
  echo "ok 2 a second project opens in window 2 of the same process"
else
  echo "not ok 2 window 2: $(window_exists 2 && echo yes || echo no), owner $(owner_pid), first $pid"
  exit 1
fi

# Opening a file that is open already makes no new window.
timeout 20 "$app" "$work/first.xml"
sleep 1
if ! window_exists 3; then echo "ok 3 a file already open shows its own window"
else echo "not ok 3 the first file opened a third window"; exit 1; fi

# A script reaches the window's actions: a new pack, then undo.
actions=$(gdbus call --session --dest "$name" --object-path "$object/window/2" \
            --method org.gtk.Actions.List)
for action in new-pack new-level duplicate-item rename-item delete-item undo redo save; do
  case "$actions" in
    *"'$action'"*) ;;
    *) echo "not ok 4 win.$action is not exported: $actions"; exit 1 ;;
  esac
done
gdbus call --session --dest "$name" --object-path "$object/window/2" \
  --method org.gtk.Actions.Activate new-pack '[]' '{}' >/dev/null
state=$(gdbus call --session --dest "$name" --object-path "$object/window/2" \
          --method org.gtk.Actions.Describe undo)
gdbus call --session --dest "$name" --object-path "$object/window/2" \
  --method org.gtk.Actions.Activate undo '[]' '{}' >/dev/null
case "$state" in
  "((true,"*) echo "ok 4 gdbus activates win.new-pack, and win.undo is enabled after it" ;;
  *) echo "not ok 4 win.undo after a new pack: $state"; exit 1 ;;
esac

# A file that fails to open, from the command line while the app runs: it is
# reported in the active window, and no window is made for it.
timeout 20 "$app" "$work/bad.xml"
sleep 1
if ! window_exists 3 && [ "$(owner_pid)" = "$pid" ]; then
  echo "ok 5 a bad file opened while the app runs makes no window"
else echo "not ok 5 the bad file left window 3 behind"; exit 1; fi

# Started with only that file, the app shows one window, on its start page,
# where the project's actions (win.save) are off.
kill "$pid"
for _ in $(seq 50); do on_bus || break; sleep 0.1; done
"$app" "$work/bad.xml" &
pid=$!
for _ in $(seq 100); do on_bus && window_exists 1 && break; sleep 0.1; done
save=$(gdbus call --session --dest "$name" --object-path "$object/window/1" \
         --method org.gtk.Actions.Describe save 2>&1 || true)
if window_exists 1 && ! window_exists 2 && [[ "$save" == "((false,"* ]]; then
  echo "ok 6 started with only a bad file, the app shows the start page in one window"
else
  echo "not ok 6 window 1: $(window_exists 1 && echo yes || echo no), window 2:" \
       "$(window_exists 2 && echo yes || echo no), win.save: $save"
  exit 1
fi

# --version answers in the process started, even while an instance runs.
version=$(timeout 10 "$app" --version)
if [[ "$version" == "polyform-studio "[0-9]* ]] && ! window_exists 2; then
  echo "ok 7 --version prints the version and opens nothing"
else echo "not ok 7 --version printed: $version"; exit 1; fi
