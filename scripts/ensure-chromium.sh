#!/usr/bin/env bash
# The browser tests use Debian's Chromium (no browser downloads here). Installs it when missing and
# running as root; otherwise says what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: installing Debian's chromium"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null
  exit 0
fi
echo "ensure-chromium: $CHROMIUM is missing; install Debian's chromium package (or set CHROMIUM_PATH)" >&2
exit 1
