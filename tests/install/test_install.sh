#!/usr/bin/env bash
# Installs the build into a DESTDIR and checks it as a desktop would see it: the installed
# binaries run from there, the desktop entry, AppStream metadata and MIME type validate,
# the icon is in place, and the Debian package declares its dependencies.
# Usage: test_install.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

DESTDIR="$work/root" cmake --install "$build" --prefix /usr >"$work/install.log" || fail "cmake --install: $(tail -n1 "$work/install.log")"
root="$work/root/usr"
# (Outputs go to files first: grep -q would end a pipe early.)
"$root/bin/kibitz-cli" --version >"$work/v1" && grep -q '^kibitz-cli ' "$work/v1" || fail "installed kibitz-cli --version"
"$root/bin/kibitz-cli" games >"$work/games" && grep -q '^fencing' "$work/games" || fail "installed kibitz-cli games"
env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM= "$root/bin/kibitz" --version >"$work/v2" && grep -q 'Kibitz' "$work/v2" \
  || fail "installed kibitz --version"
desktop="$root/share/applications/org.kibitz.Kibitz.desktop"
[ -f "$desktop" ] || fail "no desktop entry"
out=$(desktop-file-validate "$desktop" 2>&1) || fail "desktop-file-validate: $out"
[ -z "$out" ] || fail "desktop-file-validate: $out"
appstreamcli validate --no-net "$root/share/metainfo/org.kibitz.Kibitz.metainfo.xml" >"$work/as.log" 2>&1 \
  || fail "appstreamcli validate: $(cat "$work/as.log")"
mime="$root/share/mime/packages/org.kibitz.Kibitz.xml"
grep -q 'pattern="\*.kbz"' "$mime" || fail "no .kbz MIME type"
grep -q 'MimeType=application/x-kibitz-replay;' "$desktop" || fail "the desktop entry does not open replays"
for size in 16 32 48 64 128 256; do
  [ -s "$root/share/icons/hicolor/${size}x${size}/apps/org.kibitz.Kibitz.png" ] || fail "no ${size}px icon"
done
[ -s "$root/share/icons/hicolor/scalable/apps/org.kibitz.Kibitz.svg" ] || fail "no scalable icon"
[ -s "$root/share/doc/kibitz/README.md" ] || fail "no README in the docs"

# The Debian package, built apart from the build folder.
(cd "$work" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/pkg" >"$work/cpack.log" 2>&1) \
  || fail "cpack: $(tail -n3 "$work/cpack.log")"
deb=$(ls "$work"/pkg/*.deb 2>/dev/null | head -n1)
[ -n "$deb" ] || fail "cpack made no .deb"
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6core6 libqt6widgets6 libqt6charts6 libqscintilla2-qt6 libqt6sql6-sqlite; do
  echo "$depends" | grep -q "$lib" || fail "the package does not depend on $lib (Depends: $depends)"
done
dpkg-deb -c "$deb" >"$work/contents"
grep -q '\./usr/bin/kibitz$' "$work/contents" || fail "the package has no /usr/bin/kibitz"
grep -q 'applications/org.kibitz.Kibitz.desktop' "$work/contents" || fail "the package has no desktop entry"
echo "ok: installed and packaged ($(basename "$deb"), $(du -h "$deb" | cut -f1))"
