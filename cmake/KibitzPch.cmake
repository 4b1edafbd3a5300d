# Precompiled headers (KIBITZ_PCH, the top-level CMakeLists.txt). Qt's headers are most of
# what a Kibitz source file costs to compile (a window source file spends about 40% of its
# time in them: docs/performance.md, "Building"), so each family of targets precompiles the
# Qt headers it uses once, and the others of the family reuse that:
#   core:    kibitz_rules_core's, reused by every game library and kibitz_debugger;
#   widgets: kibitz_app's;
#   tests:   one carrier target per family of tests (tests/CMakeLists.txt).
# A precompiled header is only used with the compile flags it was made with (GCC checks),
# so a family shares its configuration's flags.

set(KIBITZ_PCH_CORE <QtCore/QtCore>)
set(KIBITZ_PCH_WIDGETS <QtCore/QtCore> <QtGui/QtGui> <QtWidgets/QtWidgets> <QtCharts/QtCharts>
    <Qsci/qsciscintilla.h>)

# Precompiles `headers` for `target`.
function(kibitz_precompile target)
  if(KIBITZ_PCH)
    target_precompile_headers(${target} PRIVATE ${ARGN})
  endif()
endfunction()

# `target` uses the precompiled headers of `from`.
function(kibitz_reuse_pch target from)
  if(KIBITZ_PCH)
    target_precompile_headers(${target} REUSE_FROM ${from})
  endif()
endfunction()
