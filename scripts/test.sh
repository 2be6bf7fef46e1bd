#!/usr/bin/env bash
# Every check the project has, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "install dependencies and generate reference pages"
bash scripts/setup.sh

step "find Chromium"
CHROME_PATH="$(bash scripts/find-chromium.sh)"
export CHROME_PATH
echo "using $CHROME_PATH"

step "typecheck"
npm run --silent typecheck

step "lint"
npm run --silent lint

step "spell check"
npm run --silent spell

step "unit tests"
npx vitest run --project unit

step "production build"
# setup.sh above already generated the reference pages that prebuild would.
npx docusaurus build

step "production build with Ask through the proxy (build-ask-test/, for the model end-to-end test)"
# The same site built knowing only the Ask proxy's URL; the test starts the proxy on that address.
npm run --silent build:ask-test

step "build-output tests"
npx vitest run --project build

step "web server: the build behind nginx with deploy/nginx.conf (tests/deploy)"
# npm run build does this as its postbuild step; the build above ran docusaurus directly.
npx tsx scripts/precompress-build.ts
if NGINX_PATH="$(bash scripts/find-nginx.sh)"; then
  export NGINX_PATH
  echo "using $NGINX_PATH"
  npx vitest run --project deploy
else
  echo "SKIPPED: the nginx checks (no nginx; see above)"
fi

step "end-to-end tests (Chromium)"
npx vitest run --project e2e

step "dev server (npm start)"
npx vitest run --project dev
