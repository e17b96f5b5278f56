#!/usr/bin/env bash
# The browser tests use Debian's Chromium (no browser downloads here): the full browser for the benchmarks,
# thumbnails and Lighthouse, and its headless shell for Playwright (the lighter old headless mode that
# Playwright itself runs by default; docs/decisions/062). Installs what is missing when running as root;
# otherwise says what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
SHELL_BINARY="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/lib/chromium/chromium-headless-shell}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium fonts-noto-core)
[ -x "$SHELL_BINARY" ] || missing+=(chromium-headless-shell)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: installing Debian's ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "ensure-chromium: missing ${missing[*]}: install Debian's packages (or set CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH)" >&2
exit 1
