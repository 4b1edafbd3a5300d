#!/usr/bin/env bash
# Installs what Kibitz needs on Debian 12 (as root, or with sudo) and builds it in build/.
# Idempotent: installs only missing packages and rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  cmake ninja-build g++ pkg-config zlib1g-dev libseccomp-dev
  qt6-base-dev libqt6sql6-sqlite qt6-charts-dev qt6-declarative-dev libqt6opengl6-dev libqscintilla2-qt6-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  parallel slurmctld slurmd slurm-client munge
  xvfb xauth fonts-noto-cjk imagemagick
  desktop-file-utils appstream dpkg-dev
  bubblewrap gdb python3
  lldb-14 python3-debugpy
  clang libclang-rt-dev jq
  clangd python3-pylsp python3-pyflakes python3-autopep8
  chromium
)
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

build_type=${KIBITZ_BUILD_TYPE:-RelWithDebInfo}
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="$build_type" -DKIBITZ_ONLY_GAMES= >/dev/null
cmake --build build -j "${KIBITZ_JOBS:-2}"
