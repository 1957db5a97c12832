# Shared by the demo and test commands: install what a fresh Debian machine with Node 20 lacks.
# Sourced, not run.

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    echo "need root to run: $*" >&2; return 1
  fi
}

apt_updated=""
ensure_apt_package() { # ensure_apt_package <command> <package>
  command -v "$1" >/dev/null 2>&1 && return 0
  echo "==> installing $2 (apt)"
  if [ -z "$apt_updated" ]; then as_root apt-get update -qq; apt_updated=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$2" >/dev/null
}

ensure_node_modules() {
  # Reinstall when the lockfile changed since the last install.
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "==> npm ci"
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

ensure_build() {
  echo "==> build"
  npm run --silent build
}
