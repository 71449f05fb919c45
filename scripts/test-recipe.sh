#!/usr/bin/env bash
# Follows the guide (README and Flipbook.docc: "Getting started" and the recipes) literally: the init recipe and the package
# recipe, each in a temporary folder beside a link to this checkout named
# flipbook-main; pastes the fixtures of Tests/RecipeFixtures into Pasted/, builds
# in every init mode, renders, and checks that the frames move.
# Usage: scripts/test-recipe.sh FLIPBOOK_BINARY
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d /tmp/flipbook-recipe.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
ln -s "$repo" "$tmp/flipbook-main"
flipbook() { "$bin" "$@"; }

# The text of the fenced block after `<!-- recipe: NAME -->` in the README or the guide's
# articles (Sources/Flipbook/Flipbook.docc); each name is marked once.
block() {
  awk -v want="$1" '
    $0 == "<!-- recipe: " want " -->" { armed = 1; next }
    armed && /^```/ { if (inside) exit; inside = 1; next }
    inside { print }' "$repo/README.md" "$repo"/Sources/Flipbook/Flipbook.docc/*.md
}

# Frames 0 and the last of a render folder must differ.
# (A glob, not `ls | head`: with pipefail, head closing the pipe early can kill ls with SIGPIPE.)
moves() {
  local frames=("$1"/frame_*.png)
  [ -e "${frames[0]}" ] || { echo "recipe: $1: no frames" >&2; exit 1; }
  if cmp -s "${frames[0]}" "${frames[-1]}"; then echo "recipe: $1: the first and last frames are identical (nothing moved)" >&2; exit 1; fi
  echo "recipe: $1: ${#frames[@]} frames, and they move"
}

paste_fixtures() {  # $1: the target's source folder
  # The scene uses #selector too, so it goes where the plugin adapts files.
  cp "$repo"/Tests/RecipeFixtures/{TypingDots,PulseRing,SlideAnimator,OutletCard,FixtureScene,DraggableCard}.swift "$1/Pasted/"
  sed -i 's/scenes: \[\(.*\)\])/scenes: [\1, Fixtures.self])/' "$1/main.swift"
  # The guide's "View controllers, touches and lists" (Touches, gestures and the keyboard): a Hand script driving the pasted controller.
  block Sources/MyScenes/DragCard.swift > "$1/DragCard.swift"
  [ -s "$1/DragCard.swift" ] || { echo "recipe: the guide has no DragCard.swift recipe block" >&2; exit 1; }
  sed -i 's/scenes: \[\(.*\)\])/scenes: [\1, DragCard.self])/' "$1/main.swift"
  # The same article's "Lists": a table view controller, a row tapped and deleted.
  block Sources/MyScenes/TodoList.swift > "$1/TodoList.swift"
  [ -s "$1/TodoList.swift" ] || { echo "recipe: the guide has no TodoList.swift recipe block" >&2; exit 1; }
  sed -i 's/scenes: \[\(.*\)\])/scenes: [\1, TodoList.self])/' "$1/main.swift"
  # "Scenes and the virtual clock" (Swift concurrency and Combine): a task and a Combine pipeline.
  block Sources/MyScenes/Download.swift > "$1/Download.swift"
  [ -s "$1/Download.swift" ] || { echo "recipe: the guide has no Download.swift recipe block" >&2; exit 1; }
  sed -i 's/scenes: \[\(.*\)\])/scenes: [\1, Download.self])/' "$1/main.swift"
}

paste_storyboard() {  # $1: the target's source folder; the guide's "Storyboards, XIBs and asset catalogs"
  # An app's storyboard, XIB, asset catalog and controllers, as dropped into Pasted/ unchanged.
  cp -R "$repo"/Tests/IBSamples/Pasted/. "$1/Pasted/"
  cp "$repo/Tests/IBSamples/CardsScene.swift" "$1/"
  block Sources/MyScenes/MainScreen.swift > "$1/MainScreen.swift"
  [ -s "$1/MainScreen.swift" ] || { echo "recipe: the guide has no MainScreen.swift recipe block" >&2; exit 1; }
  sed -i 's/scenes: \[\(.*\)\])/scenes: [\1, MainScreen.self, CardsStoryboard.self])/' "$1/main.swift"
}

# Frames were written and the scene did not fail (a still screen).
rendered() {
  [ -n "$(ls "$1"/frame_*.png 2>/dev/null)" ] || { echo "recipe: $1: no frames" >&2; exit 1; }
  echo "recipe: $1: $(ls "$1"/frame_*.png | wc -l) frames"
}

echo "== recipe: flipbook init"
cd "$tmp"
block init > init.sh
[ -s init.sh ] || { echo "recipe: the guide has no 'init' recipe block" >&2; exit 1; }
source init.sh
moves "$tmp/MyScenes/frames"
paste_fixtures "$tmp/MyScenes/Sources/MyScenes"
paste_storyboard "$tmp/MyScenes/Sources/MyScenes"
# README "Your own code: a package in three commands": a scene showing a pasted view (PulseRing, pasted above).
block Sources/MyScenes/FirstScene.swift > "$tmp/MyScenes/Sources/MyScenes/FirstScene.swift"
[ -s "$tmp/MyScenes/Sources/MyScenes/FirstScene.swift" ] || { echo "recipe: the guide has no FirstScene.swift recipe block" >&2; exit 1; }
sed -i 's/scenes: \[\(.*\)\])/scenes: [\1, FirstScene.self])/' "$tmp/MyScenes/Sources/MyScenes/main.swift"
block first > "$tmp/first.sh"
[ -s "$tmp/first.sh" ] || { echo "recipe: the guide has no 'first' recipe block" >&2; exit 1; }
(cd "$tmp/MyScenes" && source "$tmp/first.sh")
[ -s "$tmp/MyScenes/first.mp4" ] || { echo "recipe: no first.mp4" >&2; exit 1; }
for mode in "" --swift6 --swift5; do
  rm -rf "$tmp/mode" && flipbook init "$tmp/mode/MyScenes" $mode > /dev/null
  cp "$tmp/mode/MyScenes/Package.swift" "$tmp/MyScenes/Package.swift"
  (cd "$tmp/MyScenes" && swift build 2>&1 | tail -n 3 && swift run --skip-build MyScenes render fixtures -o "fixtures${mode}" --quiet)
  moves "$tmp/MyScenes/fixtures${mode}"
  (cd "$tmp/MyScenes" && swift run --skip-build MyScenes render drag-card -o "drag${mode}" --quiet)
  moves "$tmp/MyScenes/drag${mode}"
  (cd "$tmp/MyScenes" && swift run --skip-build MyScenes render todo-list -o "todo${mode}" --quiet)
  moves "$tmp/MyScenes/todo${mode}"
  (cd "$tmp/MyScenes" && swift run --skip-build MyScenes render download -o "download${mode}" --quiet)
  moves "$tmp/MyScenes/download${mode}"
  (cd "$tmp/MyScenes" && swift run --skip-build MyScenes render main-screen -o "main${mode}" --quiet \
    && swift run --skip-build MyScenes render cards-storyboard -o "cards${mode}" --quiet)
  rendered "$tmp/MyScenes/main${mode}"
  moves "$tmp/MyScenes/cards${mode}"
done

echo "== recipe: preview --watch (the guide: \"Rendering frames, video and previews\", Watch mode)"
"$repo/scripts/test-watch.sh" "$tmp/MyScenes" MyScenes 90

echo "== recipe: a package of your own"
mkdir -p "$tmp/MyApp/Sources/MyApp/Pasted"
for f in Package.swift Sources/MyApp/main.swift Sources/MyApp/VirtualClock.swift Sources/MyApp/Bounce.swift; do
  block "$f" > "$tmp/MyApp/$f"
  [ -s "$tmp/MyApp/$f" ] || { echo "recipe: the guide has no '$f' recipe block" >&2; exit 1; }
done
cd "$tmp/MyApp"
block run > run.sh
source run.sh
moves frames
[ -s bounce.mp4 ] || { echo "recipe: no bounce.mp4" >&2; exit 1; }
paste_fixtures Sources/MyApp
swift build 2>&1 | tail -n 3
swift run --skip-build MyApp render fixtures -o fixtures --quiet
moves fixtures
# A compiler error in a pasted file names the pasted file and its own line, through the adapted copy.
printf 'import UIKit\n\nclass Broken: UIView {\n    @objc func f() { let x: Int = "no" }\n}\n' > Sources/MyApp/Pasted/Broken.swift
if swift build > build.log 2>&1; then echo "recipe: a broken pasted file built" >&2; exit 1; fi
grep -q "Sources/MyApp/Pasted/Broken.swift:4:35: error" build.log \
  || { echo "recipe: the error does not name Pasted/Broken.swift:4:35:" >&2; grep error: build.log >&2; exit 1; }
rm Sources/MyApp/Pasted/Broken.swift
echo "recipe: diagnostics name the pasted file's own lines"

echo "== recipe: snapshot tests in a test target (the guide: \"Snapshot tests\")"
cd "$tmp/MyApp"
rm -rf Sources Tests && mkdir -p Sources/MyAppScenes/Pasted Sources/MyApp Tests/MyAppTests
for pair in "snapshots/Package.swift:Package.swift" "Sources/MyApp/VirtualClock.swift:Sources/MyAppScenes/VirtualClock.swift" \
            "Sources/MyApp/Bounce.swift:Sources/MyAppScenes/Bounce.swift" "Sources/MyAppScenes/Scenes.swift:Sources/MyAppScenes/Scenes.swift" \
            "snapshots/Sources/MyApp/main.swift:Sources/MyApp/main.swift" "Tests/MyAppTests/BounceTests.swift:Tests/MyAppTests/BounceTests.swift"; do
  block "${pair%%:*}" > "${pair#*:}"
  [ -s "${pair#*:}" ] || { echo "recipe: the guide has no '${pair%%:*}' recipe block" >&2; exit 1; }
done
swift build --build-tests 2>&1 | tail -n 2
grep -q "unhandled" <(swift build --build-tests 2>&1) && { echo "recipe: the build warns about unhandled files" >&2; exit 1; }
# The first two runs as on a developer's machine (CI, set when CI runs this, would forbid recording).
if env -u CI swift test > test1.log 2>&1; then echo "recipe: the first run passed without references" >&2; exit 1; fi
grep -q "snapshotHasAReference" test1.log || { echo "recipe: the first run did not say it recorded" >&2; tail -20 test1.log >&2; exit 1; }
ls Tests/MyAppTests/__Snapshots__/BounceTests/ballDrops.bounce.t0600.png Tests/MyAppTests/__Snapshots__/BounceTests/ballDrops.settled.png
env -u CI swift test > test2.log 2>&1 || { echo "recipe: the second run failed" >&2; tail -20 test2.log >&2; exit 1; }
sed -i 's/ball.backgroundColor = .systemOrange/ball.backgroundColor = .systemTeal/' Sources/MyAppScenes/Bounce.swift
rm -rf snapshot-artifacts
if CI=true SNAPSHOT_ARTIFACTS=$PWD/snapshot-artifacts swift test > test3.log 2>&1; then echo "recipe: a changed colour passed" >&2; exit 1; fi
grep -q "snapshotMatchesItsReference" test3.log || { echo "recipe: the failure is not headlined" >&2; tail -20 test3.log >&2; exit 1; }
ls snapshot-artifacts/*bounce.t0600.sidebyside.png > /dev/null || { echo "recipe: no side-by-side image in snapshot-artifacts" >&2; exit 1; }
echo "recipe: snapshot tests record, pass, and fail with their images in snapshot-artifacts/"
cd "$tmp/MyApp" && swift run --skip-build MyApp render bounce -o frames-lib --quiet && moves frames-lib

echo "== recipe: a video in a device frame"
mkdir -p "$tmp/device" && cd "$tmp/device"
block device > device.sh
[ -s device.sh ] || { echo "recipe: the guide has no 'device' recipe block" >&2; exit 1; }
source device.sh
[ -s settings.mp4 ] || { echo "recipe: the device recipe wrote no settings.mp4" >&2; exit 1; }
size=$(ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=p=0 settings.mp4)
[ "$size" = "998,1894" ] || { echo "recipe: settings.mp4 is $size, not the framed 998,1894" >&2; exit 1; }
echo "recipe: settings.mp4 in a device frame ($size)"
echo "recipe: both recipes work as written"
