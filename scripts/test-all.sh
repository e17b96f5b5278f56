#!/usr/bin/env bash
# `npm test`: everything CI checks, cheapest first, each step timed, with a table of the times at the end
# (docs/decisions/062-ci-time-and-flakes.md). The browser code is built once, for Vitest's pages and for
# Playwright's servers alike.
set -euo pipefail
cd "$(dirname "$0")/.."

times=()
finish() {
  local code=$?
  echo
  echo "test: time per step"
  for row in "${times[@]}"; do echo "  $row"; done
  echo "  $(printf '%-34s %5d s' 'total' "$SECONDS")"
  exit "$code"
}
trap finish EXIT

step() {
  local step_name=$1 start=$SECONDS status=0
  shift
  echo
  echo "test: $step_name"
  "$@" || status=$?
  times+=("$(printf '%-34s %5d s%s' "$step_name" $((SECONDS - start)) "$([ "$status" = 0 ] || echo '  (failed)')")")
  return "$status"
}

# The typecheck, lint and format check each use one core: run them side by side, print each one's output
# whole, and fail if any failed.
parallel_checks() {
  local dir name pids=() names=(typecheck lint format:check) failed=0 i
  dir=$(mktemp -d)
  for name in "${names[@]}"; do
    npm run --silent "$name" >"$dir/$name.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!names[@]}"; do
    if wait "${pids[$i]}"; then echo "check: ${names[$i]} ok"; else
      echo "check: ${names[$i]} failed:"
      failed=1
    fi
    cat "$dir/${names[$i]}.log"
  done
  rm -rf "$dir"
  return "$failed"
}

step 'codegen: validators' npm run --silent codegen:validators
step 'check: typecheck, lint, format' parallel_checks
step 'codegen --check' npm run --silent codegen -- --check
step 'validate:pages' npm run --silent validate:pages -- fixtures/pages
step 'build: client, editor' bash -c 'npm run --silent build:client && npm run --silent build:editor'
step 'vitest' npx vitest run
step 'playwright' bash -c 'bash scripts/ensure-chromium.sh && npx playwright test'
