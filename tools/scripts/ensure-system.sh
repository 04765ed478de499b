#!/usr/bin/env bash
# Makes sure the machine has what the tests need beyond npm: Debian's Chromium (browser journeys, axe),
# the Noto CJK fonts (Chinese pages render and measure right) and PostgreSQL (integration tests).
# Installs what is missing when it can (root, or sudo without a password); otherwise says what is
# missing and how to get it, and fails, so that nobody meets a Playwright stack trace instead.
# Used by both .ci/run and `npm test`.
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || missing+=(fonts-noto-cjk)
command -v pg_isready >/dev/null 2>&1 || missing+=(postgresql)

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then sudo_cmd=(); elif sudo -n true 2>/dev/null; then sudo_cmd=(sudo); else
    echo "The tests need these Debian packages, which are missing: ${missing[*]}" >&2
    echo "Install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "installing: ${missing[*]}"
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "chromium, fonts-noto-cjk and postgresql client present"
fi

bash tools/scripts/ensure-postgres.sh
