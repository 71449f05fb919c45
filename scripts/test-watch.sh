#!/usr/bin/env bash
# `preview --watch` in a built `flipbook init` package: a one-line edit of the
# sample scene must reach the page (a newer page and status script), a broken edit
# must show its compiler error in the status the page reads, and the fix must
# bring the page back. Prints the loop's own timing lines.
# Usage: scripts/test-watch.sh PACKAGE_FOLDER PRODUCT [SECONDS_ALLOWED]
set -euo pipefail
pkg=$(cd "$1" && pwd)
product=$2
allowed=${3:-60}
scene="$pkg/Sources/$product/Hello.swift"
page="$pkg/watch-test.html"
status="$page.watch.js"
log=$(mktemp /tmp/flipbook-watch.XXXXXX)
backup=$(mktemp /tmp/flipbook-watch-scene.XXXXXX)  # outside the target: a new file there makes SwiftPM plan again
cp "$scene" "$backup"
cleanup() {
  [ -n "${watcher:-}" ] && kill "$watcher" 2>/dev/null && wait "$watcher" 2>/dev/null || true
  cp "$backup" "$scene" && rm -f "$backup"
  [ -n "${KEEP_LOG:-}" ] && cp "$log" "$KEEP_LOG"
  rm -f "$page" "$status" "$log"
}
trap cleanup EXIT

# Waits until the status script says `"state":"$1"` and `"version":$2`.
await_status() {
  local deadline=$((SECONDS + allowed))
  until grep -q "\"state\":\"$1\"" "$status" 2>/dev/null && grep -q "\"version\":$2[,}]" "$status"; do
    if [ $SECONDS -ge $deadline ]; then
      echo "watch: no '$1' status $2 within $allowed s" >&2; cat "$log" >&2; cat "$status" >&2 2>/dev/null || true; exit 1
    fi
    kill -0 "$watcher" 2>/dev/null || { echo "watch: the watcher exited" >&2; cat "$log" >&2; exit 1; }
    sleep 0.1
  done
}

cd "$pkg"
"$pkg/.build/debug/$product" preview hello -o "$page" --watch >"$log" 2>&1 &
watcher=$!
await_status ok 0
grep -q '"watchScript":"watch-test.html.watch.js"' "$page" || { echo "watch: the page does not poll its status script" >&2; exit 1; }
first=$(md5sum < "$page")

# One line: the card's colour.
sleep 1.1  # a new modification time, whatever the file system's resolution
sed -i 's/card.backgroundColor = .systemBlue/card.backgroundColor = .systemOrange/' "$scene"
start=$(date +%s.%N)
await_status ok 1
end=$(date +%s.%N)
[ "$(md5sum < "$page")" != "$first" ] || { echo "watch: the page did not change after the edit" >&2; exit 1; }
grep -q '"watchVersion":1' "$page" || { echo "watch: the page is not version 1" >&2; exit 1; }
echo "watch: edit to page in $(awk "BEGIN { printf \"%.1f\", $end - $start }") s"
grep "watch: updated" "$log" | tail -1

# A broken line: the error reaches the status script the page shows.
sed -i 's/card.layer.cornerRadius = 16/card.layer.cornerRadius = "sixteen"/' "$scene"
await_status failed 2
grep -q 'Hello.swift:[0-9]*:[0-9]*: error' "$status" || { echo "watch: the failure does not name Hello.swift's line" >&2; cat "$status" >&2; exit 1; }
# The page itself reads the status script (file:// only, no server) and shows the error above the frame.
if command -v chromium >/dev/null; then
  chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=2000 --dump-dom "file://$page" 2>/dev/null > "$log.dom" || true
  grep -q '<pre id="watch" class="failed">The build failed:' "$log.dom" && grep -q 'Hello.swift:[0-9]*:[0-9]*: error' "$log.dom" \
    || { echo "watch: Chromium does not show the failure on the page" >&2; grep -o '<pre id="watch"[^>]*>' "$log.dom" >&2; rm -f "$log.dom"; exit 1; }
  rm -f "$log.dom"
  echo "watch: Chromium shows the compiler error on the page"
fi
echo "watch: a compiler error is shown in the page's status"
sed -i 's/card.layer.cornerRadius = "sixteen"/card.layer.cornerRadius = 16/' "$scene"
await_status ok 3
echo "watch: fixed, the page is back"
