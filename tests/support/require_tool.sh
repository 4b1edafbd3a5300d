# Sourced by shell tests, the shell side of require_tool.h: `kibitz_require_tool NAME...`
# ends the test with 77 when a program is missing (give the test SKIP_RETURN_CODE 77 in
# CMake), or fails it (1) under KIBITZ_STRICT=1, as in CI.
kibitz_require_tool() {
  local tool
  for tool in "$@"; do
    command -v "$tool" >/dev/null 2>&1 && continue
    if [ "${KIBITZ_STRICT:-}" = 1 ]; then
      echo "FAIL: KIBITZ_STRICT=1 and $tool is not installed" >&2
      exit 1
    fi
    echo "SKIP: $tool is not installed"
    exit 77
  done
}
