#!/usr/bin/env bash
# `pnpm real-cpu [--tasks] <command...>`: runs a command in a cgroup of its own (cgroup v1
# cpuacct, as root) and prints its wall time and the CPU seconds of every process it started,
# orphans included. `/usr/bin/time` misses Chromium's renderers (they are reparented and never
# reaped by the test runner): a whole `pnpm test` showed 552 CPU-s there against about 830 busy
# CPU-s by vmstat.
# `--tasks`: also the CPU seconds of each package script it ran (each turbo task, `pnpm lint`),
# each in a cgroup of its own (scripts/task-cpu-shell.sh as pnpm's script shell); what is left
# (bootstrap, install, turbo, the runner) is the difference.
set -u
base=/sys/fs/cgroup/cpuacct
if [ ! -w "$base" ]; then
  echo "real-cpu: needs root and cgroup v1's cpuacct at $base" >&2
  exit 2
fi
tasks=false
if [ "${1:-}" = "--tasks" ]; then
  tasks=true
  shift
  export npm_config_script_shell
  npm_config_script_shell="$(cd "$(dirname "$0")" && pwd)/task-cpu-shell.sh"
fi
dir="$base/real-cpu-$$"
mkdir -p "$dir"
start=$(date +%s.%N)
bash -c 'echo $$ > "$1/cgroup.procs"; shift; exec "$@"' real-cpu "$dir" "$@"
rc=$?
end=$(date +%s.%N)
ns=$(cat "$dir/cpuacct.usage")
if $tasks; then
  for task in "$dir"/task-*/; do
    [ -d "$task" ] || continue
    name=$(basename "$task")
    name=${name#task-}
    awk -v name="${name%-*}" '{ printf "%8.1f  %s\n", $1 / 1e9, name }' "$task/cpuacct.usage"
  done | sort -rn | awk -v ns="$ns" '{ sum += $1; print } END { printf "%8.1f  (the rest: bootstrap, install, turbo, runner)\n", ns / 1e9 - sum }' >&2
fi
for group in "$dir"/task-*/ "$dir/"; do
  [ -d "$group" ] || continue
  for pid in $(cat "$group/cgroup.procs" 2>/dev/null); do echo "$pid" >"$base/cgroup.procs" 2>/dev/null; done
  rmdir "$group" 2>/dev/null
done
awk -v s="$start" -v e="$end" -v ns="$ns" -v rc="$rc" \
  'BEGIN { printf "real-cpu: %.1f s wall, %.1f CPU-s (every process started, orphans included), exit %d\n", e - s, ns / 1e9, rc }' >&2
exit "$rc"
