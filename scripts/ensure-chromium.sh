#!/usr/bin/env bash
# The browser tests drive Debian's Chromium. The test command checks for it first: it installs it when it can
# (root, or sudo without a password), else it stops at once with the one command to run, instead of failing in the
# browser tests twenty minutes later.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = 0 ]; then
  sudo=""
elif sudo -n true 2>/dev/null; then
  sudo="sudo -n"
else
  echo "The browser tests need Chromium at $chromium: run 'sudo apt-get install -y chromium', then the tests again." >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "The browser tests need Chromium at $chromium: install it with your system's package manager (or set CHROMIUM_PATH)." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests…"
$sudo apt-get update -qq
$sudo apt-get install -y -qq chromium >/dev/null
