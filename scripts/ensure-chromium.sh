#!/usr/bin/env bash
# The journeys drive Debian's Chromium (a browser download cannot work on these machines).
# Installs it from Debian's packages when it is missing.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] && exit 0
echo "Chromium is missing at $CHROMIUM: installing Debian's chromium package (about a minute)."
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update -qq
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
