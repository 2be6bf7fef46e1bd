#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests, installing Debian's
# package when it is missing and we are root with apt; otherwise explains.
set -euo pipefail
source "$(dirname "$0")/find-or-install.sh"

find_or_install Chromium /usr/bin/chromium chromium "" \
  "${CHROME_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome && exit 0

cat >&2 <<'MSG'
The browser tests need Chromium and none was found.
Install it (Debian/Ubuntu: `sudo apt-get install chromium`), or point
CHROME_PATH at a Chromium or Chrome binary, then run `npm test` again.
MSG
exit 1
