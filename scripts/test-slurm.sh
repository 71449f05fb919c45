#!/usr/bin/env bash
# End-to-end test of examples/slurm: starts a throw-away single-node Slurm cluster
# (munged, slurmctld, slurmd as root, everything under one temp folder), submits the
# render array + assemble job with examples/slurm/submit.sh, and checks the result
# against a render on one machine: PNG frames and frames.json byte for byte; the
# joined .mp4's frame count, PSNR ≥ 40 dB frame by frame (H.264 restarts at segment
# boundaries, so not bit-exact) and frame times; the joined .mov (ProRes 4444,
# intra-only) frame for frame by decoded MD5 and time.
#   scripts/test-slurm.sh FLIPBOOK [SCENE] [--measure]     (as root; `make test-slurm`)
# --measure also runs the array with 1 task and prints frames/s for 1 and 2 tasks.
# Installs slurm-wlm, slurm-client, munge (and ffmpeg) with apt-get when missing.
# SLURM_TEST_TIMEOUT (s, default 900) bounds each submission; SLURM_TEST_PORT sets
# slurmctld's port (default: the first free from 16817), slurmd takes the next;
# SLURM_TEST_KEEP=1 keeps the temp dir.
set -euo pipefail

usage() { echo "usage: $0 FLIPBOOK [SCENE] [--measure]" >&2; exit 64; }
measure=0
args=()
for a in "$@"; do
  case $a in
    --measure) measure=1 ;;
    -h | --help) usage ;;
    -*) usage ;;
    *) args+=("$a") ;;
  esac
done
if [ ${#args[@]} -lt 1 ] || [ ${#args[@]} -gt 2 ]; then usage; fi
[ -x "${args[0]}" ] || { echo "$0: ${args[0]} is not an executable flipbook" >&2; exit 64; }
[ "$(id -u)" = 0 ] || { echo "$0: run as root (it starts munged, slurmctld and slurmd)" >&2; exit 64; }
FLIPBOOK=$(realpath "${args[0]}")
SCENE=${args[1]:-alert-ios7}
video_name=$(basename "$SCENE" .json)   # assemble.sbatch writes OUT/NAME.EXT
root=$(cd "$(dirname "$0")/.." && pwd)
submit=$root/examples/slurm/submit.sh
timeout=${SLURM_TEST_TIMEOUT:-900}
host=$(hostname -s)
export FLIPBOOK

passed=0 failed=0
ok() { echo "ok    $*"; passed=$((passed + 1)); }
bad() { echo "FAIL  $*"; failed=$((failed + 1)); }
die() { bad "$*"; exit 1; }

tmp='' munge_pid='' ctld_pid='' d_pid=''
# Cancels this private cluster's jobs and waits (at most 30 s) until their processes are gone.
cancel_all() {
  scancel --quiet --user=root 2> /dev/null || true
  for _ in $(seq 60); do [ -z "$(squeue -h 2> /dev/null)" ] && return; sleep 0.5; done
}

cleanup() {
  local rc=$?
  set +e
  if [ -n "$ctld_pid" ]; then
    cancel_all
    scontrol shutdown > /dev/null 2>&1   # stops slurmctld and slurmd
  fi
  for pid in $d_pid $ctld_pid $munge_pid; do
    for _ in $(seq 50); do kill -0 "$pid" 2> /dev/null || break; sleep 0.2; done
    kill "$pid" 2> /dev/null && wait "$pid" 2> /dev/null
  done
  if [ "$rc" != 0 ] && [ "$failed" = 0 ]; then bad "stopped early (exit $rc)"; fi
  if [ -n "$tmp" ]; then
    if [ "$failed" != 0 ]; then
      for f in "$tmp"/log/*.log; do [ -f "$f" ] && { echo "--- tail $f"; tail -n 15 "$f"; }; done
    fi
    if [ "${SLURM_TEST_KEEP:-0}" = 1 ]; then echo "kept $tmp"; else rm -rf "$tmp"; fi
  fi
  echo "slurm: $passed passed, $failed failed"
  [ "$failed" = 0 ] || exit 1
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- packages -------------------------------------------------------------------
missing=()
for p in slurm-wlm slurm-client munge ffmpeg; do
  [ "$(dpkg-query -W -f='${Status}' "$p" 2> /dev/null)" = 'install ok installed' ] || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]}"
  t0=$SECONDS
  export DEBIAN_FRONTEND=noninteractive
  # Another apt may hold the lists lock for a while: retry, then let install wait on dpkg's.
  for try in $(seq 30); do apt-get update -qq && break; [ "$try" = 30 ] && die "apt-get update failed"; sleep 10; done
  if ! log=$(apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=600 "${missing[@]}" 2>&1); then
    tail -n 20 <<< "$log"
    die "apt-get install ${missing[*]} failed"
  fi
  echo "installed ${missing[*]} in $((SECONDS - t0)) s"
fi

# --- cluster ----------------------------------------------------------------------
tmp=$(mktemp -d /tmp/flipbook-slurm.XXXXXX)
chmod 711 "$tmp"   # munged wants every folder above its socket searchable by all
mkdir -p "$tmp"/{munge,state,spool,log,runs}
chmod 711 "$tmp/munge"

# slurmctld's port and slurmd's (the next): SLURM_TEST_PORT, or the first free pair from
# 16817 on in steps of 10, so that two runs on one machine do not meet.
in_use() { (exec 3<> "/dev/tcp/127.0.0.1/$1") 2> /dev/null; }
ctld_port=''
for base in ${SLURM_TEST_PORT:-$(seq 16817 10 17007)}; do
  if ! in_use "$base" && ! in_use $((base + 1)); then ctld_port=$base; break; fi
done
[ -n "$ctld_port" ] || die "no free port pair for slurmctld and slurmd (tried ${SLURM_TEST_PORT:-16817-17008})"
d_port=$((ctld_port + 1))

# A private munged (own key, socket, log, pid and seed files) leaves any system one alone.
mungekey --create --keyfile="$tmp/munge/munge.key"
/usr/sbin/munged --foreground --socket="$tmp/munge/socket" --key-file="$tmp/munge/munge.key" \
  --pid-file="$tmp/munge/munged.pid" --log-file="$tmp/log/munged.log" \
  --seed-file="$tmp/munge/munged.seed" > "$tmp/log/munged.out" 2>&1 &
munge_pid=$!
for _ in $(seq 50); do [ -S "$tmp/munge/socket" ] && break; sleep 0.2; done
munge -S "$tmp/munge/socket" -n | unmunge -S "$tmp/munge/socket" > /dev/null || die "munged does not answer"

cpus=$(nproc)
cat > "$tmp/slurm.conf" << EOF
# Single-node test cluster written by scripts/test-slurm.sh
ClusterName=flipbooktest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$d_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$tmp/munge/socket
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/log/slurmctld.log
SlurmdLogFile=$tmp/log/slurmd.log
PlugStackConfig=$tmp/plugstack.conf
MailProg=/bin/true
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
ReturnToService=2
# Finished jobs stay in slurmctld's memory (no accounting) so their state can be read.
MinJobAge=3600
# Start jobs (and the dependent one) as soon as they may, so timings are about rendering.
SchedulerParameters=batch_sched_delay=0,sched_min_interval=0
# Trust the node line below rather than the hardware slurmd detects.
SlurmdParameters=config_overrides
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=1024 State=UNKNOWN
PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
: > "$tmp/plugstack.conf"
export SLURM_CONF=$tmp/slurm.conf

slurmctld -D -f "$SLURM_CONF" > "$tmp/log/slurmctld.out" 2>&1 &
ctld_pid=$!
slurmd -D -f "$SLURM_CONF" -N "$host" > "$tmp/log/slurmd.out" 2>&1 &
d_pid=$!
state=''
for _ in $(seq 60); do
  kill -0 "$ctld_pid" 2> /dev/null || die "slurmctld exited (see its log below)"
  kill -0 "$d_pid" 2> /dev/null || die "slurmd exited (see its log below)"
  state=$(sinfo -h -n "$host" -o %t 2> /dev/null || true)
  [ "$state" = idle ] && break
  sleep 1
done
[ "$state" = idle ] || die "node $host not idle after 60 s (sinfo: '${state:-no answer}')"
ok "single-node cluster up: $host, $cpus CPUs, slurmctld port $ctld_port"

# --- one machine --------------------------------------------------------------------
single=$tmp/single
now() { date +%s.%N; }
since() { awk "BEGIN{printf \"%.2f\", $(now) - $1}"; }
t0=$(now)
"$FLIPBOOK" render "$SCENE" -o "$single/frames" --quiet
png_secs=$(since "$t0")
t0=$(now)
"$FLIPBOOK" video "$SCENE" -o "$single/video.mp4" --quiet
mp4_secs=$(since "$t0")
frames=$(find "$single/frames" -name 'frame_*.png' | wc -l)
[ "$frames" -gt 0 ] || die "single render of $SCENE wrote no frames"
echo "one machine ($cpus threads): $frames frames of $SCENE, PNGs in $png_secs s, mp4 in $mp4_secs s"
mov=0
# (grep without -q reads all its input: -q could end the pipe early, and pipefail would see SIGPIPE)
if "$FLIPBOOK" video --help | grep '\.mov' > /dev/null && ffmpeg -hide_banner -encoders 2> /dev/null | grep prores > /dev/null; then
  mov=1
  "$FLIPBOOK" video "$SCENE" -o "$single/video.mov" --quiet
fi

# --- helpers ------------------------------------------------------------------------
# run NAME TASKS EXT [FRAMES]: submit and wait; sets run_dir, array_secs (submit to
# the last task's end) and run_secs (submit to the joined video).
run_dir='' run_secs=0 array_secs=0
run() {
  local name=$1 tasks=$2 ext=$3 with_frames=${4:-1} ids array assemble t0 st
  run_dir=$tmp/runs/$name
  t0=$(now)
  array_secs=''
  ids=$(cd "$tmp/runs" && VIDEO_EXT=$ext FRAMES=$with_frames "$submit" "$SCENE" "$run_dir" "$tasks") || {
    bad "$name: submit.sh failed"; return 1; }
  read -r array assemble <<< "$ids"
  local deadline=$((SECONDS + timeout))
  while :; do
    st=$(scontrol show job -o "$assemble" 2> /dev/null | grep -o 'JobState=[A-Z_]*' | cut -d= -f2 || true)
    if [ -z "$array_secs" ] && [ -z "$(squeue -h -j "$array" 2> /dev/null)" ]; then array_secs=$(since "$t0"); fi
    case $st in COMPLETED | FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY | BOOT_FAIL | DEADLINE | PREEMPTED) break ;; esac
    if [ $SECONDS -ge $deadline ]; then
      st="still ${st:-unknown} after ${timeout} s"
      cancel_all
      break
    fi
    sleep 0.5
  done
  run_secs=$(since "$t0")
  array_secs=${array_secs:-$run_secs}
  local tasks_state
  tasks_state=$(scontrol show job -o "$array" | grep -o 'JobState=[A-Z_]*' | cut -d= -f2 | sort | uniq -c | xargs)
  if [ "$st" = COMPLETED ] && [ "$tasks_state" = "$tasks COMPLETED" ]; then
    ok "$name: array $array ($tasks task(s)) and assemble $assemble completed in $run_secs s"
  else
    bad "$name: array $array tasks: $tasks_state; assemble $assemble: $st"
    for f in "$run_dir"/logs/*.log; do [ -f "$f" ] && { echo "--- $f"; tail -n 20 "$f"; }; done
    return 1
  fi
  # With CPUs to spare the tasks must have run side by side (CR_Core, one CPU each).
  if [ "$tasks" -gt 1 ] && [ "$tasks" -le "$cpus" ]; then
    local starts ends
    starts=$(scontrol show job -o "$array" | grep -o 'StartTime=[^ ]*' | cut -d= -f2 | sort | tail -n1)
    ends=$(scontrol show job -o "$array" | grep -o 'EndTime=[^ ]*' | cut -d= -f2 | sort | head -n1)
    if [[ ! $starts > $ends ]]; then ok "$name: the $tasks tasks ran at the same time"; else bad "$name: tasks ran one after another"; fi
  fi
}

check_frames() {  # the shards' frames equal the single render's, byte for byte
  local name=$1 dir=$run_dir/frames
  if ! diff <(cd "$single/frames" && ls frame_*.png) <(cd "$dir" && ls frame_*.png 2> /dev/null) > /dev/null; then
    bad "$name: frame files differ from the single render's ($(find "$dir" -name 'frame_*.png' 2> /dev/null | wc -l) vs $frames)"
    return
  fi
  local f differ=0
  for f in "$single"/frames/frame_*.png; do
    cmp -s "$f" "$dir/${f##*/}" || differ=$((differ + 1))
  done
  if [ $differ = 0 ]; then ok "$name: $frames frames byte-identical"; else bad "$name: $differ of $frames frames differ"; fi
  if cmp -s "$single/frames/frames.json" "$dir/frames.json"; then ok "$name: frames.json identical"; else
    bad "$name: frames.json differs from the single render's"; fi
}

count_frames() {
  ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 "$1"
}

# Decoded frames' presentation times, one a line (seconds).
frame_times() {
  ffprobe -v error -select_streams v:0 -show_entries frame=pts_time -of csv=p=0 "$1" | cut -d, -f1 | grep .
}

check_mp4() {  # same frames count, each within 40 dB PSNR, at the same times
  local name=$1 video=$run_dir/$video_name.mp4 n1 n2 line min first
  [ -s "$video" ] || { bad "$name: no $video"; return; }
  n1=$(count_frames "$single/video.mp4")
  n2=$(count_frames "$video")
  if [ "$n1" = "$n2" ] && [ "$n2" = "$frames" ]; then ok "$name: mp4 has all $n2 frames"; else
    bad "$name: mp4 has $n2 frames, the single one $n1, the scene $frames"; fi
  # Frames paired by position (setpts=N), so this checks the pictures alone; the
  # timestamps are checked next (the psnr filter would otherwise pair by time).
  line=$(ffmpeg -hide_banner -nostats -i "$single/video.mp4" -i "$video" \
    -lavfi '[0:v]setpts=N[a];[1:v]setpts=N[b];[a][b]psnr' -f null - 2>&1 | grep 'PSNR' | tail -n1)
  min=$(sed -n 's/.*min:\([^ ]*\).*/\1/p' <<< "$line")
  if [ "$min" = inf ] || { [ -n "$min" ] && awk "BEGIN{exit !($min >= 40)}"; }; then
    ok "$name: mp4 frames match the single render's (PSNR min $min dB)"
  else
    bad "$name: mp4 PSNR min '${min:-?}' dB < 40 (${line#*] })"
  fi
  first=$(paste -d' ' <(frame_times "$single/video.mp4") <(frame_times "$video") |
    awk '$1 != $2 {print "frame " NR - 1 " at " $2 " s, not " $1 " s"; exit}')
  if [ -z "$first" ]; then ok "$name: mp4 frame times equal the single render's"; else
    bad "$name: mp4 frame times differ from $first"; fi
}

check_mov() {  # ProRes is intra-only: decoded frames equal the single render's exactly
  local name=$1 video=$run_dir/$video_name.mov
  [ -s "$video" ] || { bad "$name: no $video"; return; }
  local a b
  a=$(ffmpeg -hide_banner -loglevel error -i "$single/video.mov" -map 0:v -f framemd5 - | grep -v '^#')
  b=$(ffmpeg -hide_banner -loglevel error -i "$video" -map 0:v -f framemd5 - | grep -v '^#')
  if [ "$a" = "$b" ] && [ "$(wc -l <<< "$b")" = "$frames" ]; then
    ok "$name: mov has all $frames frames, each identical to the single render's"
  elif [ "$(awk -F, '{print $NF}' <<< "$a")" = "$(awk -F, '{print $NF}' <<< "$b")" ]; then
    bad "$name: mov frames identical but timestamps differ"
  else
    bad "$name: mov frames differ ($(wc -l <<< "$b") frames, single $(wc -l <<< "$a"))"
  fi
}

# --- on Slurm -------------------------------------------------------------------------
if run mp4-2 2 mp4; then
  check_frames mp4-2
  check_mp4 mp4-2
fi
summary2="$array_secs $run_secs"
if [ $mov = 1 ]; then
  run mov-2 2 mov 0 && check_mov mov-2
else
  echo "skip  mov: this flipbook or ffmpeg has no ProRes .mov"
fi
if [ $measure = 1 ] && run mp4-1 1 mp4; then
  check_frames mp4-1
  check_mp4 mp4-1
  rate() { awk "BEGIN{printf \"%6.1f s %7.1f frames/s\", $1, $frames / $1}"; }
  read -r a2 r2 <<< "$summary2"
  echo "measure: $SCENE, $frames frames, each rendered as PNG and as mp4"
  printf '  %-27s %s\n' "one machine, $cpus threads:" "$(rate "$(awk "BEGIN{print $png_secs + $mp4_secs}")")"
  printf '  %-27s %s   joined after %s s\n' "Slurm, 1 task:" "$(rate "$array_secs")" "$run_secs"
  printf '  %-27s %s   joined after %s s\n' "Slurm, 2 tasks, 1 CPU each:" "$(rate "$a2")" "$r2"
  echo "  (Slurm: from submission to the last task's end, so scheduling is included)"
fi
