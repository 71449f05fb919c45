import Foundation
import FlipbookSnapshot
import FlipbookTimeline

/// The page behind `flipbook preview`: one self-contained HTML file (no network, no libraries)
/// for scrubbing through a scene's frames, with its animated properties plotted under the scrubber.
///
/// Input of the page: everything is data, the page is a pure function of it.
struct PreviewPage {
  struct Curve: Encodable { var name: String; var values: [Double] }  // values sampled at `curveTimes`, raw (the page normalises each curve to its own min…max)
  var title: String            // scene id
  var summary: String          // one line shown under the title
  var fps: Double
  var duration: Double
  var times: [Double]          // time of each frame (seconds)
  var frames: [String]         // each frame as a PNG data URI "data:image/png;base64,…", same count as times
  var width: Int; var height: Int   // display size in CSS px of a frame
  var curveTimes: [Double]
  var curves: [Curve]
  var watchScript: String? = nil   // preview --watch: the status script beside the page, polled to reload
  var watchVersion: Int? = nil     // which rebuild this page comes from

  /// The page: the template with the title and summary HTML-escaped and the input as JSON
  /// (sorted keys, so the same input gives the same bytes).
  func html() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // A non-finite sample becomes a string the page skips, rather than failing the page.
    encoder.nonConformingFloatEncodingStrategy = Timeline.infinityInJSON.encoding
    let json = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    // Inside <script> the data must not close the tag nor open an HTML comment.
    let safe = json.replacingOccurrences(of: "</", with: "<\\/").replacingOccurrences(of: "<!--", with: "\\u003c!--")
    return Self.fill(Self.template, ["TITLE": SnapshotReport.escape(title), "SUMMARY": SnapshotReport.escape(summary), "DATA": safe])
  }


  /// Replaces each `{{KEY}}` of `template` in one pass, so no inserted value is scanned for placeholders.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    var out = "", rest = template[...]
    while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
      guard let value = values[String(rest[open.upperBound..<close.lowerBound])] else {
        out += rest[..<open.upperBound]; rest = rest[open.upperBound...]; continue
      }
      out += rest[..<open.lowerBound] + value
      rest = rest[close.upperBound...]
    }
    return out + rest
  }

  // The page. Placeholders: {{TITLE}}, {{SUMMARY}}, {{DATA}}. scripts/test-preview.sh tests a
  // generated page in headless Chromium; hooks: #scrub=N, #time=T, body[data-frame], body[data-ready].
  static let template = #"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{TITLE}}</title>
<style>
*{box-sizing:border-box}
body{margin:0;padding:16px 8px;background:#eceef1;color:#222;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
#card{max-width:760px;margin:0 auto;padding:16px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{margin:0;font-size:18px;overflow-wrap:anywhere}
#summary{margin:2px 0 12px;color:#666}
#stage{display:flex;justify-content:center;margin-bottom:12px}
#frame{display:block;max-width:100%;height:auto;border:1px solid #c8c8c8;background:repeating-conic-gradient(#e4e4e4 0 25%,#fff 0 50%) 0 0/16px 16px}
#controls{display:flex;flex-wrap:wrap;align-items:center;gap:6px 8px;margin-bottom:8px}
button,select{font:inherit;padding:3px 10px;border:1px solid #bbb;border-radius:4px;background:#f6f6f6;color:inherit}
button:hover{background:#eaeaea} #play{min-width:5em}
label{display:flex;align-items:center;gap:4px}
#readout{margin-left:auto;font-variant-numeric:tabular-nums;color:#444;white-space:nowrap}
#scrubber{-webkit-appearance:none;appearance:none;display:block;width:100%;height:18px;margin:0;background:transparent}
#scrubber::-webkit-slider-runnable-track{height:4px;border-radius:2px;background:#c9ccd1}
#scrubber::-moz-range-track{height:4px;border-radius:2px;background:#c9ccd1}
#scrubber::-webkit-slider-thumb{-webkit-appearance:none;width:14px;height:14px;margin-top:-5px;border:0;border-radius:50%;background:#2a6fdb}
#scrubber::-moz-range-thumb{width:14px;height:14px;border:0;border-radius:50%;background:#2a6fdb}
#curves{display:block;width:100%;height:120px;margin-top:4px;border-radius:4px;background:#f7f8fa;cursor:ew-resize;touch-action:none}
#legend{display:flex;flex-wrap:wrap;gap:2px 12px;margin-top:6px;font-size:12px;color:#555}
#legend i{display:inline-block;width:10px;height:10px;margin-right:4px;border-radius:2px}
#watch{position:sticky;top:0;z-index:1;max-width:760px;margin:0 auto 8px;padding:8px 12px;border-radius:6px;white-space:pre-wrap;font:12px/1.45 ui-monospace,Menlo,monospace}
#watch.building{background:#fff4cc}#watch.failed{background:#fde2e1;color:#8a1c17}
</style>
</head>
<body>
<main id="card">
<h1>{{TITLE}}</h1>
<p id="summary">{{SUMMARY}}</p>
<div id="stage"><img id="frame" alt="frame"></div>
<div id="controls">
<button id="prev" title="Previous frame (&larr;, Shift+&larr; for 10)">&larr;</button>
<button id="play" title="Play/pause (space)">Play</button>
<button id="next" title="Next frame (&rarr;, Shift+&rarr; for 10)">&rarr;</button>
<label>Speed <select id="speed"><option value="0.1">0.1&times;</option><option value="0.25">0.25&times;</option><option value="0.5">0.5&times;</option><option value="1" selected>1&times;</option><option value="1.5">1.5&times;</option><option value="2">2&times;</option></select></label>
<label><input type="checkbox" id="loop" checked> Loop</label>
<span id="readout"></span>
</div>
<input type="range" id="scrubber" min="0" max="0" step="1" value="0" aria-label="Frame">
<canvas id="curves" title="Click or drag to seek"></canvas>
<div id="legend"></div>
</main>
<script type="application/json" id="data">{{DATA}}</script>
<script>
"use strict";
const D = JSON.parse(document.getElementById("data").textContent);
const $ = id => document.getElementById(id);
const img = $("frame"), scrub = $("scrubber"), playButton = $("play"), speed = $("speed"), loop = $("loop");
const readout = $("readout"), canvas = $("curves"), times = D.times, n = D.frames.length;
const COLORS = ["#1f6fd1", "#d9541a", "#2e9a3e", "#8c4fc0", "#c29a00", "#0f9aa0", "#c2407a", "#6b6b6b"];
const INSET = 7;  // half the scrubber's thumb: the time axis runs between the thumb's end positions
const t0 = n ? times[0] : 0;
const t1 = n > 1 && times[n - 1] > t0 ? times[n - 1] : t0 + Math.max(D.duration, 1e-6);
const step = D.fps > 0 ? 1 / D.fps : n > 1 ? (t1 - t0) / (n - 1) : 0.04;
let index = -1, playing = false, clock = 0, last = 0, raf = 0;

// Each curve scaled to its own min…max (a flat one sits in the middle); non-finite samples leave a gap.
const curves = D.curves.map(c => {
  const v = c.values.map(Number), fin = v.filter(Number.isFinite);
  const lo = fin.reduce((a, b) => Math.min(a, b), Infinity), hi = fin.reduce((a, b) => Math.max(a, b), -Infinity);
  return v.map(x => !Number.isFinite(x) ? null : hi > lo ? (x - lo) / (hi - lo) : 0.5);
});

document.title = D.title;
$("card").style.maxWidth = Math.max(760, D.width + 34) + "px";
img.width = D.width; img.height = D.height;
img.onload = () => {
  const r = img.getBoundingClientRect();  // for tests: where the frame is on screen
  document.body.dataset.rect = [r.left, r.top, r.width, r.height].map(Math.round).join(",");
  document.body.dataset.ready = "1";
};
scrub.max = Math.max(0, n - 1);
D.curves.forEach((c, k) => {
  const item = document.createElement("span"), swatch = document.createElement("i");
  swatch.style.background = COLORS[k % COLORS.length];
  item.append(swatch, c.name);
  $("legend").append(item);
});

// The frame on screen at time t: the last one at or before it.
function frameAt(t) {
  let lo = 0, hi = n - 1;
  if (!(t >= times[0])) return 0;
  while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (times[mid] <= t + 1e-9) lo = mid; else hi = mid - 1; }
  return lo;
}

function show(i) {
  i = Math.max(0, Math.min(n - 1, Math.round(i) || 0));
  if (i !== index && n) img.src = D.frames[i];
  index = i;
  scrub.value = i;
  img.dataset.frame = document.body.dataset.frame = i;
  readout.textContent = `t = ${(n ? times[i] : 0).toFixed(3)} s \u00b7 frame ${i} / ${Math.max(0, n - 1)}`;
  draw();
}

function seek(i) { show(i); clock = n ? times[index] : 0; }
function stepBy(d) { setPlaying(false); seek(index + d); }

function setPlaying(on) {
  if (on && !playing && !loop.checked && index >= n - 1) seek(0);
  cancelAnimationFrame(raf);
  playing = on && n > 1;
  playButton.textContent = playing ? "Pause" : "Play";
  if (playing) { clock = times[index]; last = performance.now(); raf = requestAnimationFrame(tick); }
}

// Real elapsed time × speed advances the scene clock; frames change at the scene's fps.
function tick(now) {
  clock += Math.min(0.25, Math.max(0, (now - last) / 1000)) * Number(speed.value);
  last = now;
  const end = times[n - 1] + step;  // the last frame stays up for one frame interval
  if (clock >= end) {
    if (!loop.checked) { show(n - 1); setPlaying(false); return; }
    clock = t0 + (clock - end) % Math.max(end - t0, 1e-6);
  }
  const i = frameAt(clock);
  if (i !== index) show(i);
  raf = requestAnimationFrame(tick);
}

function draw() {
  const dpr = window.devicePixelRatio || 1, w = canvas.clientWidth, h = canvas.clientHeight;
  if (canvas.width !== Math.round(w * dpr)) canvas.width = Math.round(w * dpr);
  if (canvas.height !== Math.round(h * dpr)) canvas.height = Math.round(h * dpr);
  const g = canvas.getContext("2d"), top = 8, bottom = h - 8;
  const x = t => INSET + (t - t0) / (t1 - t0) * (w - 2 * INSET);
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  g.clearRect(0, 0, w, h);
  g.save();
  g.beginPath(); g.rect(INSET - 1, 0, w - 2 * INSET + 2, h); g.clip();
  g.fillStyle = "#e3e5e9";  // a tick every second
  for (let s = Math.ceil(t0); s <= t1 && t1 - t0 < 120; s++) g.fillRect(Math.round(x(s)), 0, 1, h);
  g.lineWidth = 1.5; g.lineJoin = "round";
  curves.forEach((v, k) => {
    g.strokeStyle = COLORS[k % COLORS.length];
    g.beginPath();
    let pen = false;
    v.forEach((y, j) => {
      if (y === null) { pen = false; return; }
      const px = x(D.curveTimes[j]), py = bottom - y * (bottom - top);
      if (pen) g.lineTo(px, py); else g.moveTo(px, py);
      pen = true;
    });
    g.stroke();
  });
  g.restore();
  g.fillStyle = "#e0322b";  // the playhead
  g.fillRect(Math.round(x(n ? times[index] : t0)) - 1, 0, 2, h);
}

function seekToPointer(e) {
  const r = canvas.getBoundingClientRect();
  const f = Math.max(0, Math.min(1, (e.clientX - r.left - INSET) / (r.width - 2 * INSET)));
  seek(frameAt(t0 + f * (t1 - t0) + step / 2));  // the nearest frame
}

// Test hooks: #scrub=N moves the scrubber as a user would; #time=T seeks to time T.
function applyHash() {
  const m = /^#(scrub|time)=([-+.\deE]+)$/.exec(location.hash);
  if (!m) return false;
  if (m[1] === "scrub") { scrub.value = m[2]; scrub.dispatchEvent(new Event("input", { bubbles: true })); }
  else seek(frameAt(Number(m[2])));
  return true;
}

scrub.addEventListener("input", () => seek(Number(scrub.value)));
playButton.addEventListener("click", () => setPlaying(!playing));
$("prev").addEventListener("click", () => stepBy(-1));
$("next").addEventListener("click", () => stepBy(1));
canvas.addEventListener("pointerdown", e => { seekToPointer(e); canvas.setPointerCapture(e.pointerId); });
canvas.addEventListener("pointermove", e => { if (canvas.hasPointerCapture(e.pointerId)) seekToPointer(e); });
document.addEventListener("keydown", e => {
  if (e.ctrlKey || e.metaKey || e.altKey || e.target === speed) return;
  const jump = e.shiftKey ? 10 : 1;
  if (e.key === " ") setPlaying(!playing);
  else if (e.key === "ArrowLeft") stepBy(-jump);
  else if (e.key === "ArrowRight") stepBy(jump);
  else if (e.key === "Home") stepBy(-index);
  else if (e.key === "End") stepBy(n - 1 - index);
  else return;
  e.preventDefault();  // no page scroll, no second step from the focused scrubber, no click on a focused button
});
window.addEventListener("resize", draw);
window.addEventListener("hashchange", applyHash);
if (!applyHash()) seek(0);

// preview --watch: poll the status script beside the page (a file: no server); a newer page
// reloads this one on the same frame, a build in progress or a failure shows above the frame.
if (D.watchScript) {
  const banner = document.createElement("pre");
  banner.id = "watch"; banner.hidden = true;
  document.body.prepend(banner);
  window.flipbookWatch = s => {
    if (s.state === "ok" && s.version > D.watchVersion) {
      sessionStorage.setItem("flipbook-frame", String(index));
      location.reload();
      return;
    }
    banner.hidden = s.state === "ok";
    banner.className = s.state;
    banner.textContent = s.message;
  };
  setInterval(() => {
    const probe = document.createElement("script");
    probe.src = D.watchScript + "?" + Date.now();
    probe.onload = probe.onerror = () => probe.remove();
    document.head.append(probe);
  }, 300);
  const kept = sessionStorage.getItem("flipbook-frame");
  if (kept !== null && !location.hash) seek(Number(kept));
}
</script>
</body>
</html>
"""#
}

extension PreviewPage: Encodable {}
