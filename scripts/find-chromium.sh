#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests, installing Debian's
# package when it is missing and we are root with apt; otherwise explains.
set -euo pipefail

for candidate in "${CHROME_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    echo "$candidate"
    exit 0
  fi
done

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq chromium >&2
  if [ -x /usr/bin/chromium ]; then
    echo /usr/bin/chromium
    exit 0
  fi
fi

cat >&2 <<'MSG'
The browser tests need Chromium and none was found.
Install it (Debian/Ubuntu: `sudo apt-get install chromium`), or point
CHROME_PATH at a Chromium or Chrome binary, then run `npm test` again.
MSG
exit 1
