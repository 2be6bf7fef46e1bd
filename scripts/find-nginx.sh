#!/usr/bin/env bash
# Prints the path of an nginx for the web-server checks (tests/deploy), installing
# Debian's nginx (and its brotli_static module) when missing and we are root with apt;
# otherwise explains and exits non-zero. The package's own service is never needed:
# the checks start nginx themselves on a free port.
set -euo pipefail

for candidate in "${NGINX_PATH:-}" /usr/sbin/nginx /usr/bin/nginx; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    echo "$candidate"
    exit 0
  fi
done

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx not found: installing Debian's nginx package..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq nginx >&2
  # Optional: without it the brotli check is skipped.
  apt-get install -y -qq libnginx-mod-http-brotli-static >&2 || echo "(no brotli_static module package: brotli check skipped)" >&2
  if [ -x /usr/sbin/nginx ]; then
    echo /usr/sbin/nginx
    exit 0
  fi
fi

cat >&2 <<'MSG'
The web-server checks need nginx and none was found, so they are skipped.
Install it (Debian/Ubuntu: `sudo apt-get install nginx libnginx-mod-http-brotli-static`),
or point NGINX_PATH at an nginx binary, then run `npm test` again.
MSG
exit 1
