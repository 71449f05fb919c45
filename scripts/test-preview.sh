#!/usr/bin/env bash
# Checks a page written by `flipbook preview` in headless Chromium:
#   scripts/test-preview.sh PAGE.html FRAME_INDEX
# Loads PAGE.html#scrub=FRAME_INDEX (the page moves its scrubber there and fires `input`),
# checks the dumped DOM shows that frame (body[data-frame], the readout, body[data-ready]),
# then screenshots the same URL and prints the PNG's path. Installs Debian's chromium when missing.
set -euo pipefail

if [ $# -ne 2 ] || ! [[ $2 =~ ^[0-9]+$ ]]; then
  echo "usage: $0 PAGE.html FRAME_INDEX" >&2
  exit 64
fi
page=$1 frame=$2
[ -f "$page" ] || { echo "error: no such file: $page" >&2; exit 66; }
abs=$(cd "$(dirname "$page")" && pwd)/$(basename "$page")
url="file://$abs#scrub=$frame"

if ! dpkg-query -W -f='${Status}' chromium 2>/dev/null | grep -q "install ok installed"; then
  echo "installing chromium (apt-get)…" >&2
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi

out=$(mktemp -d "${TMPDIR:-/tmp}/flipbook-preview.XXXXXX")
flags=(--headless --no-sandbox --disable-gpu --virtual-time-budget=3000)
passed=0 failed=0
check() {  # check NAME COMMAND…
  if "${@:2}"; then passed=$((passed + 1)); echo "ok: $1"
  else failed=$((failed + 1)); echo "FAIL: $1"; fi
}

if ! chromium "${flags[@]}" --dump-dom "$url" >"$out/dom.html" 2>"$out/chromium-dom.log"; then
  echo "chromium --dump-dom failed; see $out/chromium-dom.log" >&2
fi
check "body has data-frame=\"$frame\"" grep -Eq "<body[^>]*data-frame=\"$frame\"" "$out/dom.html"
check "readout says 'frame $frame'" grep -Eq "id=\"readout\"[^>]*>[^<]*frame $frame( |<)" "$out/dom.html"
check "first frame image loaded (data-ready)" grep -Eq '<body[^>]*data-ready="1"' "$out/dom.html"

shot=$out/frame-$frame.png
chromium "${flags[@]}" --window-size=900,900 --screenshot="$shot" "$url" >/dev/null 2>"$out/chromium-shot.log" || true
is_png() { [ -s "$1" ] && [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ]; }
check "screenshot is a non-empty PNG" is_png "$shot"
[ -s "$shot" ] && echo "screenshot: $shot"

# The frame shown is frame N of the page's data, and the screenshot shows its pixels:
# pixels of the frame on screen (body[data-rect]) equal the PNG's own.
python3 - "$page" "$out/dom.html" "$frame" "$out" <<'PY' >"$out/pixels.txt" 2>&1 && pixels=ok || pixels=bad
import base64, json, re, subprocess, sys
page, dom, n, out = open(sys.argv[1]).read(), open(sys.argv[2]).read(), int(sys.argv[3]), sys.argv[4]
data = json.loads(re.search(r'<script type="application/json" id="data">(.*?)</script>', page, re.S).group(1).replace('<\\/', '</'))
src = re.search(r'<img[^>]*id="frame"[^>]*>', dom).group(0)
shown = re.search(r'src="([^"]*)"', src).group(1)
assert shown == data["frames"][n], "the image shown is not frame %d's" % n
x, y, w, h = map(int, re.search(r'data-rect="([0-9,]+)"', dom).group(1).split(","))
open(out + "/expected.png", "wb").write(base64.b64decode(shown.split(",", 1)[1]))
def rgb(path, px, py):
    raw = subprocess.run(["ffmpeg", "-v", "error", "-i", path, "-vf", "crop=1:1:%d:%d" % (px, py), "-f", "rawvideo",
                          "-pix_fmt", "rgb24", "-"], capture_output=True, check=True).stdout
    return tuple(raw[:3])
for fx, fy in [(w // 2, h // 2), (w // 4, h // 4), (3 * w // 4, 7 * h // 8)]:
    want, got = rgb(out + "/expected.png", fx, fy), rgb(out + "/frame-%d.png" % n, x + fx, y + fy)
    print("pixel (%d, %d): frame" % (fx, fy), want, "screenshot", got)
    assert max(abs(a - b) for a, b in zip(want, got)) <= 3, "the screenshot does not show the frame's pixels"
PY
cat "$out/pixels.txt"
check "the frame shown is frame $frame, and the screenshot shows its pixels" [ "$pixels" = ok ]

echo "preview: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
