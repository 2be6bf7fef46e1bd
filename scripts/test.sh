#!/usr/bin/env bash
# Every check the project has, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

if [ ! -d node_modules ]; then
  step "install dependencies (npm ci)"
  npm ci --no-audit --no-fund
fi

step "find Chromium"
CHROME_PATH="$(bash scripts/find-chromium.sh)"
export CHROME_PATH
echo "using $CHROME_PATH"

step "generate reference pages"
npm run --silent generate

step "typecheck"
npm run --silent typecheck

step "lint"
npm run --silent lint

step "spell check"
npm run --silent spell

step "unit tests"
npx vitest run --project unit

step "production build"
npm run --silent build

step "build-output tests"
npx vitest run --project build

step "end-to-end tests (Chromium)"
npx vitest run --project e2e
