#!/usr/bin/env bash
# `pnpm real-cpu <command...>`: runs a command in a cgroup of its own (cgroup v1 cpuacct, as root)
# and prints its wall time and the CPU seconds of every process it started, orphans included.
# `/usr/bin/time` misses Chromium's renderers (they are reparented and never reaped by the test
# runner): a whole `pnpm test` showed 552 CPU-s there against about 830 busy CPU-s by vmstat.
set -u
base=/sys/fs/cgroup/cpuacct
if [ ! -w "$base" ]; then
  echo "real-cpu: needs root and cgroup v1's cpuacct at $base" >&2
  exit 2
fi
dir="$base/real-cpu-$$"
mkdir -p "$dir"
start=$(date +%s.%N)
bash -c 'echo $$ > "$1/cgroup.procs"; shift; exec "$@"' real-cpu "$dir" "$@"
rc=$?
end=$(date +%s.%N)
ns=$(cat "$dir/cpuacct.usage")
for pid in $(cat "$dir/cgroup.procs" 2>/dev/null); do echo "$pid" > "$base/cgroup.procs" 2>/dev/null; done
rmdir "$dir" 2>/dev/null
awk -v s="$start" -v e="$end" -v ns="$ns" -v rc="$rc" \
  'BEGIN { printf "real-cpu: %.1f s wall, %.1f CPU-s (every process started, orphans included), exit %d\n", e - s, ns / 1e9, rc }' >&2
exit "$rc"
