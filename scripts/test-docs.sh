#!/usr/bin/env bash
# Checks the site `make docs` built, as a reader opens it offline: served from
# 127.0.0.1 by Python's http.server (DocC pages load their content with fetch, which
# file:// URLs refuse), each page is rendered by headless Chromium and must show its
# text: the guide's landing page and articles, and symbol pages of the modules.
#   scripts/test-docs.sh [DOCS_DIR]   (default .build/docs)
set -euo pipefail
dir=${1:-.build/docs}
[ -f "$dir/index.html" ] || { echo "test-docs: no site in $dir; run make docs" >&2; exit 1; }
command -v chromium >/dev/null || { echo "test-docs: chromium is missing (make test-preview installs it)" >&2; exit 1; }

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server --bind 127.0.0.1 --directory "$dir" "$port" >/dev/null 2>&1 &
server=$!
out=$(mktemp -d "${TMPDIR:-/tmp}/flipbook-docs.XXXXXX")
trap 'kill $server 2>/dev/null; rm -rf "$out"' EXIT
for _ in $(seq 50); do python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break; sleep 0.1; done

failed=0
page() {  # page PATH TEXT: the rendered page at PATH shows TEXT
  chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=10000 --dump-dom \
    "http://127.0.0.1:$port/documentation/$1" >"$out/page.html" 2>/dev/null || true
  if grep -qF "$2" "$out/page.html"; then echo "ok: /documentation/$1 shows \"$2\""
  else echo "FAIL: /documentation/$1 does not show \"$2\""; failed=$((failed + 1)); fi
}
page flipbook "Core Animation and UIKit animation code, rendered offline"
page flipbook/gettingstarted "flipbook init MyScenes"
page flipbook/snapshottests "Snapshot tests"
page flipbook/architecture "Adding a layer class"
page flipbookuikit/uiview "Whether subviews resize by their masks"
page flipbooktesting "assertSnapshot"
[ "$failed" -eq 0 ] || { echo "test-docs: $failed pages did not render" >&2; exit 1; }
