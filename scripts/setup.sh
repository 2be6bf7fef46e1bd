#!/usr/bin/env bash
# Makes `npm start` and `npm test` work on a fresh clone: installs the locked
# dependencies when they are missing, then writes the generated pages.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/docusaurus ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing the locked dependencies (npm ci)..."
  npm ci --no-audit --no-fund
fi
npm run --silent generate
