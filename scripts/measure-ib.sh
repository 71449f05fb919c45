#!/usr/bin/env bash
# Measures how public iOS projects' Interface Builder screens load in Flipbook. CORPUS holds one
# folder per project (CORPUS/<owner+repo>/: the app's storyboards, XIBs, Assets.xcassets and the
# Swift files of the classes they name, in their original paths; kept outside the repository for
# their licences). Each project is pasted unchanged into the Pasted/ folder of one `flipbook init`
# package, with a scene showing its main storyboard (Info.plist's UIMainStoryboardFile, else Main)
# in a window, and recorded in WORK/results.tsv:
#   builds:  the pasted Swift compiles (adapted by the plugin; AppDelegate and SceneDelegate included)
#   renders: the storyboard's initial screen loads with no error and its frames are written
#   moves:   its first and last frames differ (the screen animates by itself, as on launch)
# with the first error as the blocker, and the frames in WORK/frames/<project>/.
# Usage: scripts/measure-ib.sh CORPUS WORK
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
corpus=$(cd "$1" && pwd); mkdir -p "$2"; work=$(cd "$2" && pwd)
flipbook="$repo/.build/debug/flipbook"
[ -x "$flipbook" ] || { echo "measure: build Flipbook first (swift build)" >&2; exit 1; }
pkg="$work/pkg"; src="$pkg/Sources/pkg"
[ -d "$pkg" ] || "$flipbook" init "$pkg" > /dev/null
results="$work/results.tsv"
printf 'project\tstoryboard\tbuilds\trenders\tmoves\tscreens\tscreens_rendered\tblocker\n' > "$results"
printf 'import FlipbookCLI\n\nFlipbookCLI.main(scenes: [Hello.self, Screen.self])\n' > "$src/main.swift"

for dir in "$corpus"/*/; do
  name=$(basename "$dir")
  rm -rf "$src/Pasted" "$work/frames/$name"; mkdir -p "$src/Pasted" "$work/frames"
  (cd "$dir" && find . -type f \( -name '*.swift' -o -name '*.storyboard' -o -name '*.xib' \) \
      ! -name 'LaunchScreen*' -print0 \
    | while IFS= read -r -d '' f; do mkdir -p "$src/Pasted/$(dirname "$f")"; cp "$f" "$src/Pasted/$f"; done
   find . -type d -name '*.xcassets' -prune -print | while read -r a; do mkdir -p "$src/Pasted/$(dirname "$a")"; cp -r "$a" "$src/Pasted/$a"; done)
  plist=$(grep -rl --include=Info.plist UIMainStoryboardFile "$dir" 2>/dev/null | head -1)
  board=Main
  if [ -n "$plist" ]; then
    board=$(grep -A1 UIMainStoryboardFile "$plist" | sed -n 's/.*<string>\(.*\)<\/string>.*/\1/p' | head -1)
    board=${board:-Main}
  fi
  cat > "$src/Screen.swift" <<SWIFT
import UIKit
import Flipbook

nonisolated struct Screen: Scene {
  static let id = "screen"
  static let summary = "the pasted project's main storyboard"
  init() {}
  var canvas: Canvas { Canvas(size: CGSize(width: 393, height: 852), scale: 1, fps: 10, background: .white) }
  var length: SceneLength { .seconds(2) }
  func build() -> CALayer {
    // SCREEN unset: the initial controller; else the scene controller at that index.
    guard let index = ProcessInfo.processInfo.environment["SCREEN"].flatMap({ Int(\$0) }) else {
      return UIWindow(storyboard: "$board").layer
    }
    let storyboard = UIStoryboard(name: "$board", bundle: nil)
    let window = UIWindow(frame: UIScreen.main.bounds)
    let ids = storyboard.sceneControllerIDs
    if ids.indices.contains(index) { window.rootViewController = storyboard.instantiateViewController(sceneControllerID: ids[index]) }
    window.makeKeyAndVisible()
    return window.layer
  }
}
SWIFT
  builds=no; renders=no; moves=no; blocker=""
  if (cd "$pkg" && swift build > "$work/$name.build.log" 2>&1); then
    builds=yes
    if (cd "$pkg" && swift run --skip-build pkg render screen -o "$work/frames/$name" --quiet > "$work/$name.render.log" 2>&1); then
      renders=yes
      first=$(ls "$work/frames/$name"/frame_*.png | head -1); last=$(ls "$work/frames/$name"/frame_*.png | tail -1)
      cmp -s "$first" "$last" || moves=yes
    else
      blocker=$(grep -v '^\s*$' "$work/$name.render.log" | head -2 | tr '\t\n' '  ' | cut -c1-300)
    fi
  else
    blocker=$( (grep -m1 -E '^/.*error:' "$work/$name.build.log" || grep -m1 'error:' "$work/$name.build.log") | sed "s|$src/||" | cut -c1-300)
  fi
  # Every scene controller of the main storyboard on its own (segue-only screens too).
  file=$(find "$src/Pasted" -name "$board.storyboard" | head -1); screens=0; shown=0
  if [ "$builds" = yes ] && [ -n "$file" ]; then
    screens=$(grep -o 'sceneMemberID="viewController"' "$file" | wc -l)
    for ((i = 0; i < screens; i++)); do
      if (cd "$pkg" && SCREEN=$i swift run --skip-build pkg render screen -o "$work/frames/$name/screen$i" --quiet \
          > "$work/$name.screen$i.log" 2>&1); then shown=$((shown + 1)); fi
    done
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$board" "$builds" "$renders" "$moves" "$screens" "$shown" "$blocker" \
    | tee -a "$results"
done
echo "measure: $(awk -F'\t' 'NR>1 && $3=="yes"' "$results" | wc -l) of $(($(wc -l < "$results") - 1)) build;" \
  "$(awk -F'\t' 'NR>1 && $4=="yes"' "$results" | wc -l) render their main storyboard;" \
  "$(awk -F'\t' 'NR>1 && $5=="yes"' "$results" | wc -l) move by themselves;" \
  "$(awk -F'\t' 'NR>1 {s+=$7; t+=$6} END {print s " of " t}' "$results") screens of the buildable ones render alone"
