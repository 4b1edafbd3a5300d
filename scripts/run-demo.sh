#!/usr/bin/env bash
# Installs what the window needs and builds the window and kibitz-cli (scripts/setup.sh
# --app: not the tests), then starts Kibitz on the built-in demo (a Fencing match between
# two built-in bots). Without a display, says how to get one and plays the demo headless.
# Once built, start Kibitz without this script: build/app/kibitz [REPLAY].
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --app
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec build/app/kibitz "$@"
fi
cat <<'MSG'
kibitz: no display found (DISPLAY and WAYLAND_DISPLAY are unset).
  To see the window: run this from a desktop session, use `ssh -X`, or start a virtual
  display with `xvfb-run -a scripts/run-demo.sh` (then take screenshots with
  `build/app/kibitz --screenshot shot.png`).
Playing the same demo headless with kibitz-cli instead:
MSG
out=$(mktemp --suffix=.kbz)
build/debugger/kibitz-cli run fencing --seed 7 --bot builtin:fencer --bot builtin:fencer --name fencer --name "fencer 2" --out "$out"
build/debugger/kibitz-cli info "$out"
build/debugger/kibitz-cli frame "$out" 3
echo "The replay is $out; open it later with: build/app/kibitz $out"
