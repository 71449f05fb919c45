#!/usr/bin/env bash
# Measures how much real iOS code pastes: for a corpus of snippets (CORPUS/snippets/NNN-name.swift,
# each copied unchanged from a public project) and a scene per snippet that shows it
# (CORPUS/glue/NNN.swift, defining Scene_NNN with id "sNNN"), counts
#   compiles: the snippet alone compiles in a `flipbook init` package (adapted as the plugin does)
#   moves:    the snippet with its scene builds, renders, and its frames are not all the same.
# The corpus stays outside the repository (licences); the guide's "Pasting iOS code" (Flipbook.docc) and the README give the figures
# and docs/paste-corpus.tsv its sources. Usage: scripts/measure-paste.sh CORPUS WORK
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
corpus=$(cd "$1" && pwd); mkdir -p "$2"; work=$(cd "$2" && pwd)
flipbook="$repo/.build/debug/flipbook"; adapt="$repo/.build/debug/flipbook-adapt"
[ -x "$flipbook" ] && [ -x "$adapt" ] || { echo "measure: build Flipbook first (swift build)" >&2; exit 1; }
results="$work/results"; rm -rf "$results"; mkdir -p "$results"

# 1. A package as `flipbook init` makes it; its build gives the modules and flags to type-check with.
if [ ! -d "$work/pkg" ]; then "$flipbook" init "$work/pkg" > /dev/null; fi
(cd "$work/pkg" && swift build 2>&1 | tail -n 1)
debug="$work/pkg/.build/x86_64-unknown-linux-gnu/debug"
flags=$(cd "$work/pkg" && touch Sources/pkg/Hello.swift && swift build -v 2>&1 | grep -E "swiftc.*-module-name pkg " | head -1 \
  | tr ' ' '\n' | awk '/^-(I|target|Xcc|swift-version|default-isolation|enable-upcoming-feature|module-cache-path|package-name)$/ {print; getline; print; next} /^-I\// {print}')
typecheck() { swiftc -typecheck -module-name Pasted $flags "$work/pkg/Sources/pkg/VirtualClock.swift" "$@"; }

for snippet in "$corpus"/snippets/*.swift; do
  id=$(basename "$snippet" | cut -c1-3); out="$work/adapted/$id"; rm -rf "$out"; mkdir -p "$out"
  "$adapt" "$out" "$corpus/snippets" "$snippet"
  if typecheck "$out"/*.swift > "$results/$id.compile" 2>&1; then
    echo "$id" >> "$results/compiles"
    typecheck "$out"/*.swift "$corpus/glue/$id.swift" > "$results/$id.glue" 2>&1 && echo "$id" >> "$results/glued"
  fi
done

# 2. One target per snippet that compiles with its scene (snippet in Pasted/, the plugin on), one runner.
rp="$work/render"; rm -rf "$rp/Sources"; mkdir -p "$rp/Sources/Runner"
settings=$(grep -E '^\s*\.(swiftLanguageMode|defaultIsolation|enableUpcomingFeature)' "$work/pkg/Package.swift" | tr -d '\n')
imports=""; scenes=""; ids=""
for id in $(cat "$results/glued" 2>/dev/null); do
  d="$rp/Sources/S$id"; mkdir -p "$d/Pasted"
  cp "$corpus"/snippets/$id-*.swift "$d/Pasted/"; cp "$corpus/glue/$id.swift" "$d/Glue.swift"
  cp "$work/pkg/Sources/pkg/VirtualClock.swift" "$d/"
  printf 'import Flipbook\nnonisolated(unsafe) public let scene: any Scene.Type = Scene_%s.self\n' "$id" > "$d/Register.swift"
  imports+="import S$id
"; scenes+="S$id.scene, "; ids+="\"S$id\", "
done
printf 'import FlipbookCLI\n%sFlipbookCLI.main(scenes: [%s])\n' "$imports" "${scenes%, }" > "$rp/Sources/Runner/main.swift"
# Shared values and a map keep the manifest quick to compile.
cat > "$rp/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription
let settings: [SwiftSetting] = [$settings]
let products: [Target.Dependency] = ["UIKit", "QuartzCore", "CoreGraphics", "Combine", "Flipbook"].map { .product(name: \$0, package: "Flipbook") }
let names: [String] = [${ids%, }]
let package = Package(name: "Runner", dependencies: [.package(name: "Flipbook", path: "$repo")],
  targets: names.map { Target.target(name: \$0, dependencies: products, exclude: ["Pasted"], swiftSettings: settings,
                                     plugins: [.plugin(name: "FlipbookAdapt", package: "Flipbook")]) }
    + [.executableTarget(name: "Runner", dependencies: names.map { Target.Dependency(stringLiteral: \$0) }
         + [.product(name: "FlipbookCLI", package: "Flipbook")], swiftSettings: [.swiftLanguageMode(.v5)])])
SWIFT
(cd "$rp" && swift build 2>&1 | grep -E "error:|Build complete" | tail -n 3)
for id in $(cat "$results/glued" 2>/dev/null); do
  rm -rf "$rp/out/s$id"
  timeout 120 "$rp/.build/debug/Runner" render "s$id" -o "$rp/out/s$id" --quiet --jobs 2 > "$results/$id.render" 2>&1
  distinct=$(md5sum "$rp/out/s$id"/frame_*.png 2>/dev/null | awk '{print $1}' | sort -u | wc -l)
  [ "$distinct" -gt 1 ] && echo "$id" >> "$results/moves"
done

total=$(ls "$corpus"/snippets/*.swift | wc -l)
count() { [ -f "$results/$1" ] && wc -l < "$results/$1" || echo 0; }
echo "measure: $total snippets; compile unchanged: $(count compiles); with their scene: $(count glued); render and move: $(count moves)"
