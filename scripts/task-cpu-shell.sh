#!/bin/sh
# pnpm's script shell under `scripts/real-cpu.sh --tasks` (npm_config_script_shell, passed through
# turbo): each package script (a turbo task, `pnpm lint`) runs in a cpuacct cgroup of its own,
# nested in the measured one, so its processes and their orphans are counted per task. The
# scripts that only start others (the root's `test`, `test:all`) stay in the parent.
case "$npm_package_name#$npm_lifecycle_event" in
  polyhedral#test | polyhedral#test:all) ;;
  *)
    if [ -z "$REAL_CPU_TASK" ]; then
      parent=$(awk -F: '$2 == "cpuacct" { print $3 }' /proc/self/cgroup)
      task=$(printf '%s#%s' "${npm_package_name:-root}" "$npm_lifecycle_event" | tr '/:' '_-')
      dir="/sys/fs/cgroup/cpuacct${parent%/}/task-$task-$$"
      if mkdir "$dir" 2>/dev/null && echo $$ >"$dir/cgroup.procs"; then
        export REAL_CPU_TASK="$task"
      fi
    fi
    ;;
esac
exec /bin/sh "$@"
