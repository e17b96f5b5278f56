#!/usr/bin/env bash
# `npm run test:flaky -- <spec> [more specs or Playwright options]`: runs the given specs 5 times each, one
# run after another on their own server as CI runs them, never retried, and says how many runs failed.
# Run it on every new or changed Playwright spec before committing it (docs/decisions/062).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then
  echo "usage: npm run test:flaky -- <spec> [<spec> ...] [playwright options]" >&2
  exit 2
fi
bash scripts/ensure-chromium.sh
npm run --silent build:client
npm run --silent build:editor
# --no-deps: a spec of the quiet project runs alone, without the groups it follows in a full run.
if npx playwright test "$@" --repeat-each=5 --retries=0 --no-deps; then
  echo "test:flaky: every run of $* passed 5 times"
else
  echo "test:flaky: at least one of 5 runs failed (see above): find the cause, never add retries" >&2
  exit 1
fi
