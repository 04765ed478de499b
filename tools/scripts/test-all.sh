#!/usr/bin/env bash
# Every check and test of the repository, in the order CI runs them. Prints one closing line:
# "N passed, N failed" (vitest and Playwright counts added up).
set -uo pipefail
cd "$(dirname "$0")/../.."
node tools/scripts/check-node.mjs || exit 1
# Chromium, the CJK fonts and PostgreSQL: installed when missing, or a clear message (issue #12).
bash tools/scripts/ensure-system.sh || exit 1
export NX_DAEMON=${NX_DAEMON:-false} NX_NO_CLOUD=true NX_TUI=false FORCE_COLOR=0
log=$(mktemp -t procure-tests.XXXXXX)
status=0

step() {
  local title=$1; shift
  printf '\n== %s\n' "$title" | tee -a "$log"
  "$@" 2>&1 | tee -a "$log"
  local rc=${PIPESTATUS[0]}
  [ "$rc" -eq 0 ] || { echo "✖ $title failed (exit $rc)" | tee -a "$log"; status=1; }
  return 0
}

step "format (prettier)" npx prettier --check . --log-level warn
step "i18n catalogs in sync with the code" npx lingui check sync --clean --overwrite
step "i18n catalogs complete in zh-CN and en-US" npx lingui check missing
# Lint and typecheck run once over the workspace, not once per project (116 eslint and tsc processes,
# each of which read the shared libraries again): about 2 minutes instead of about 15.
step "lint (ESLint over the whole workspace, module boundaries included)" npx eslint libs apps tools
step "typecheck (TypeScript, one program per set of compiler options)" node tools/scripts/typecheck-all.mjs
step "unit + integration tests, OpenAPI drift, builds, Storybook" \
  npx nx run-many -t test build build-storybook --parallel=2 --outputStyle=static
step "accessibility (axe over every Storybook story, both languages)" node tools/a11y/stories-axe.ts
step "browser journeys (Playwright, Chromium)" npx playwright test -c apps/e2e/playwright.config.ts

node tools/scripts/summarize-tests.mjs "$log"
[ $status -eq 0 ] || echo "some steps failed: see the ✖ lines above"
rm -f "$log"
exit $status
