#!/usr/bin/env bash
# Installs what Kibitz needs on Debian 12 (as root, or with sudo) and builds it in build/.
# Idempotent: installs only missing packages and rebuilds only what changed.
#   scripts/setup.sh          everything: the window, kibitz-cli, the tests and benchmarks,
#                             and every tool the tests use (what scripts/test.sh runs)
#   scripts/setup.sh --app    only what building and running the window and kibitz-cli
#                             need, and only those two programs (what scripts/run-demo.sh runs)
#   scripts/setup.sh --tools  every package of the first form, no build (scripts/test.sh,
#                             which builds its own Debug build in build-asan/)
set -euo pipefail
cd "$(dirname "$0")/.."

mode=all
case "${1:-}" in
  --app) mode=app ;;
  --tools) mode=tools ;;
  "") ;;
  *) echo "usage: scripts/setup.sh [--app | --tools]" >&2; exit 64 ;;
esac

# Building the window and kibitz-cli, and what they use when they run: Qt's own
# translations, CJK fonts for the Chinese UI, the sandbox (bwrap), python3 for Python bots.
app_packages=(
  cmake ninja-build g++ pkg-config zlib1g-dev libseccomp-dev
  qt6-base-dev libqt6sql6-sqlite qt6-charts-dev qt6-declarative-dev libqt6opengl6-dev libqscintilla2-qt6-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  fonts-noto-cjk bubblewrap python3
)
# The rest: debuggers, the profiler (perf) and language servers (the window names the package when one is
# missing), GNU parallel and Slurm for the arena, and what the tests need (a virtual
# display, image tools, Chromium for the shared page, ffmpeg for MP4/WebM animations,
# clang for the fuzzers).
test_packages=(
  parallel slurmctld slurmd slurm-client munge
  xvfb xauth imagemagick
  desktop-file-utils appstream dpkg-dev
  gdb lldb-14 python3-debugpy linux-perf
  clang libclang-rt-dev jq
  clangd python3-pylsp python3-pyflakes python3-autopep8
  chromium ffmpeg
)
packages=("${app_packages[@]}")
[ "$mode" = app ] || packages+=("${test_packages[@]}")
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

[ "$mode" != tools ] || exit 0

build_type=${KIBITZ_BUILD_TYPE:-RelWithDebInfo}
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="$build_type" -DKIBITZ_ONLY_GAMES= >/dev/null
if [ "$mode" = app ]; then
  cmake --build build -j "${KIBITZ_JOBS:-2}" --target kibitz kibitz-cli
else
  cmake --build build -j "${KIBITZ_JOBS:-2}"
fi
