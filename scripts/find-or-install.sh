#!/usr/bin/env bash
# Shared by find-chromium.sh and find-nginx.sh: prints the first executable
# candidate, else installs Debian packages when we are root with apt and prints
# the path they provide; returns non-zero when neither works.
#
#   find_or_install "<label>" "<installed path>" "<packages>" "<optional packages>" candidate...
find_or_install() {
  local label="$1" installed="$2" packages="$3" optional="$4"
  shift 4
  local candidate
  for candidate in "$@"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "$label not found: installing Debian's $packages package..." >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    # shellcheck disable=SC2086 # a list of package names
    apt-get install -y -qq $packages >&2
    if [ -n "$optional" ]; then
      # shellcheck disable=SC2086
      apt-get install -y -qq $optional >&2 || echo "(optional package $optional not installed)" >&2
    fi
    if [ -x "$installed" ]; then
      echo "$installed"
      return 0
    fi
  fi
  return 1
}
