#!/usr/bin/env bash
# Renders a Flipbook scene on a Slurm cluster: a job array of TASKS tasks, each
# rendering its share of the frames and a video segment, then a job that joins the
# segments once every task has succeeded.
#   submit.sh SCENE OUT [TASKS]      (TASKS defaults to 4)
# OUT must be a folder every node sees (it is created). FLIPBOOK (binary path),
# VIDEO_EXT (mp4, mov, …) and FRAMES=0 (video only) are passed on to the jobs, and
# SBATCH_* variables (SBATCH_PARTITION, SBATCH_TIMELIMIT, …) work as usual.
# Prints the two job ids, the array's then the assemble job's, on one line.
set -euo pipefail

if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  echo "usage: $0 SCENE OUT [TASKS]" >&2
  exit 64
fi
here=$(cd "$(dirname "$0")" && pwd)
export SCENE=$1
export OUT
OUT=$(realpath -m "$2")
tasks=${3:-4}
case $tasks in
  '' | *[!0-9]* | 0*) echo "$0: TASKS must be a whole number ≥ 1, not '$tasks'" >&2; exit 64 ;;
esac
export FLIPBOOK=${FLIPBOOK:-flipbook}
export VIDEO_EXT=${VIDEO_EXT:-mp4}

mkdir -p "$OUT/logs" "$OUT/segments"
# Segments of an earlier run would be joined with this one's (concat would refuse).
if compgen -G "$OUT/segments/part-*" > /dev/null; then
  echo "$0: $OUT/segments already holds segments; remove them first" >&2
  exit 1
fi

array=$(sbatch --parsable --export=ALL --array="0-$((tasks - 1))" \
  --output="$OUT/logs/%x-%A_%a.log" "$here/render-array.sbatch")
array=${array%%;*}   # --parsable prints "id" or "id;cluster"
# --kill-on-invalid-dep: if a task fails, the assemble job is cancelled rather
# than left pending forever.
assemble=$(sbatch --parsable --export=ALL --dependency="afterok:$array" --kill-on-invalid-dep=yes \
  --output="$OUT/logs/%x-%j.log" "$here/assemble.sbatch")
assemble=${assemble%%;*}

echo "submitted render array $array ($tasks tasks) and assemble job $assemble; logs in $OUT/logs" >&2
echo "$array $assemble"
