#!/usr/bin/env bash
# The demo command: installs what is missing, builds, and runs `vigil demo`.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/ensure.sh
ensure_apt_package redis-server redis-server
ensure_apt_package chromium chromium
ensure_node_modules
ensure_build
exec node bin/vigil.js demo "$@"
