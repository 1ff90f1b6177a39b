#!/usr/bin/env bash
# Installs a Debian package when its program is missing: the tests' outside tools (Chromium for
# Playwright, which cannot download a browser here; faketime for the moved-clock run) come from
# Debian, so a fresh machine gets them from the project's own files.
# Usage: scripts/ensure-package.sh <program path> <package>
set -euo pipefail
program=$1
package=$2
if [ -x "$program" ]; then exit 0; fi
echo "Installing Debian's $package…"
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$package" >/dev/null
