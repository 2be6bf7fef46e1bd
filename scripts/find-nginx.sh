#!/usr/bin/env bash
# Prints the path of an nginx for the web-server checks (tests/deploy), installing
# Debian's nginx (and, optionally, its brotli_static module: without it the brotli
# check is skipped) when missing and we are root with apt; otherwise explains and
# exits non-zero. The package's own service is never needed: the checks start
# nginx themselves on a free port.
set -euo pipefail
source "$(dirname "$0")/find-or-install.sh"

find_or_install nginx /usr/sbin/nginx nginx libnginx-mod-http-brotli-static \
  "${NGINX_PATH:-}" /usr/sbin/nginx /usr/bin/nginx && exit 0

cat >&2 <<'MSG'
The web-server checks need nginx and none was found, so they are skipped.
Install it (Debian/Ubuntu: `sudo apt-get install nginx libnginx-mod-http-brotli-static`),
or point NGINX_PATH at an nginx binary, then run `npm test` again.
MSG
exit 1
