#!/usr/bin/env bash
# The rules sections the code cites are the project's own: every `§N` or `§N.M` in a code
# file is a heading `### §N ...` / `### §N.M ...` of the "## Rules reference" section (the
# last one) of docs/games/<id>.md, and no code file points at a specification outside the
# repository (../shared/specs, or a spec file name such as orkisland.md or mosca-ceca.md
# that is not docs/games/<id>.md).
#
# Which document a § belongs to:
#   - on a line, a § after `docs/games/<id>.md` belongs to <id> (until the next such name);
#   - otherwise, in rules/<id>/ (course_api/ included) it belongs to <id>; in any other code
#     file to the first docs/games/<id>.md the file names; with none named it is an error.
# The docs are checked the same way: a § in docs/games/<id>.md belongs to <id> unless the
# line names another game's page first ([orkisland.md](orkisland.md) §4), and a § in any
# other docs/*.md needs a game page (games/<id>.md) named before it on the file.
#
# Usage: check_rules_citations.sh [SOURCE_DIR]        (ctest: test_rules_citations)
set -euo pipefail
cd "${1:-$(dirname "$0")/../..}"
export LC_ALL=C

[ -d docs/games ] || { echo "FAIL: no docs/games in $(pwd)"; exit 1; }
dirs=$(for d in rules debugger app tests resources scripts benchmarks cmake; do if [ -d "$d" ]; then echo "$d"; fi; done)
games=$(for f in docs/games/*.md; do basename "$f" .md; done | tr '\n' ' ')
# The names a specification outside the repository goes by: a game's id (orkisland.md) and
# every file of the shared specs, when they are here (mosca-ceca.md).
shared="${KIBITZ_SHARED_DIR:-../shared}"
specs=$( { for f in docs/games/*.md; do basename "$f"; done
           if [ -d "$shared/specs" ]; then for f in "$shared"/specs/*.md; do basename "$f"; done; fi; } |
         grep -vx 'README.md' | sort -u | tr '\n' ' ')
# shellcheck disable=SC2086
files=$(find $dirs -type f \
          \( -name '*.h' -o -name '*.hh' -o -name '*.hpp' -o -name '*.c' -o -name '*.cc' \
             -o -name '*.cpp' -o -name '*.js' -o -name '*.py' -o -name '*.sh' -o -name '*.md' \) \
          ! -path tests/docs/check_rules_citations.sh | sort)
docs=$(find docs -maxdepth 2 -type f -name '*.md' | sort)

# shellcheck disable=SC2086
awk -v games="$games" -v specs="$specs" '
function fail(where, what) { print where ": " what; failures++ }
function flush(   i, line, rest, doc, kind, m, s, e, sec, first, id) {
  if (path == "") return
  kind = (path ~ /^docs\//) ? "docs" : "code"
  # The document bare § numbers of this file belong to.
  first = ""
  if (match(path, /^rules\/[A-Za-z0-9_]+\//)) {
    id = substr(path, 7, RLENGTH - 7)
    if (id in isGame) first = id
  } else if (match(path, /^docs\/games\/[A-Za-z0-9_]+\.md$/)) {
    first = substr(path, 12, RLENGTH - 14)
  }
  if (first == "")
    for (i = 1; i <= n && first == ""; i++) {
      rest = L[i]
      while (first == "" && mention(rest, kind)) {
        if (mname in isGame || kind == "code") first = mname
        rest = substr(rest, mend)
      }
    }
  inRef = 0
  for (i = 1; i <= n; i++) {
    line = L[i]
    where = path ":" i
    if (kind == "docs" && line ~ /^#+ /) {
      if (path ~ /^docs\/games\//) {
        if (line == "## Rules reference") inRef = 1
        else if (inRef && line ~ /^## /) fail(where, "a section after \"## Rules reference\", which must be the last one")
      }
      continue
    }
    if (kind == "code") checkForbidden(line, where)
    doc = first
    rest = line
    while (1) {
      s = match(rest, /§[0-9]+(\.[0-9]+)*/); sec = substr(rest, RSTART, RLENGTH); e = RSTART + RLENGTH
      m = mention(rest, kind) ? mstart : 0
      if (m && (!s || m < s)) {
        if (kind == "code" && !(mname in isGame))
          fail(where, "docs/games/" mname ".md does not exist")
        else if (mname in isGame)
          doc = mname
        rest = substr(rest, mend)
        continue
      }
      if (!s) break
      cited++
      if (doc == "")
        fail(where, sec " names no document: write docs/games/<id>.md " sec " (or name the page once in the file)")
      else if (!((doc SUBSEP substr(sec, 3)) in heading))
        fail(where, sec " is not a heading of the Rules reference of docs/games/" doc ".md")
      else
        used[doc SUBSEP substr(sec, 3)] = 1
      rest = substr(rest, e)
    }
  }
  n = 0
}
# Sets mstart, mend (just past the match) and mname when `text` names a game page.
function mention(text, kind,   re, t, off) {
  if (kind == "code") re = "docs/games/[A-Za-z0-9_-]+\\.md"
  else re = "(^|[^A-Za-z0-9_/.-])(docs/)?(games/)?[A-Za-z0-9_]+\\.md"
  if (!match(text, re)) return 0
  mstart = RSTART; mend = RSTART + RLENGTH
  t = substr(text, RSTART, RLENGTH)
  sub(/^[^A-Za-z0-9_]/, "", t); sub(/^(docs\/)?(games\/)?/, "", t); sub(/\.md$/, "", t)
  mname = t
  if (kind == "docs" && !(mname in isGame)) {   # another page (arena.md): look further
    off = mend - 1
    if (!mention(substr(text, mend), kind)) return 0
    mstart += off; mend += off   # positions in `text`
  }
  return 1
}
function checkForbidden(line, where,   rest, low, p, at, before) {
  for (p in allowed) if (index(line, allowed[p])) return
  low = tolower(line)
  if (index(low, "shared/specs") || index(low, "shared specs"))
    fail(where, "cites the shared specs: cite docs/games/<id>.md instead")
  for (p = 1; p <= nspecs; p++) {
    rest = line
    while ((at = index(rest, spec[p])) > 0) {
      before = at > 1 ? substr(rest, at - 1, 1) : ""
      if (before !~ /[A-Za-z0-9_-]/ && !(at > 11 && substr(rest, at - 11, 11) == "docs/games/"))
        fail(where, "names " spec[p] " without docs/games/: cite docs/games/<id>.md")
      rest = substr(rest, at + length(spec[p]))
    }
  }
}
BEGIN {
  ng = split(games, g, " ")
  for (i = 1; i <= ng; i++) isGame[g[i]] = 1
  nspecs = split(specs, spec, " ")
  # A recorded label, not a citation: replays store it and `verify` compares it.
  allowed[1] = "\"1.0 (mosca-ceca.md, Kibitz decisions)\""
}
# Pass 1: the section headings of each page'"'"'s Rules reference.
FNR == 1 && phase == "headings" { ref = 0; id = FILENAME; sub(/^.*\//, "", id); sub(/\.md$/, "", id) }
phase == "headings" {
  if ($0 == "## Rules reference") { ref = 1; next }
  if (ref && match($0, /^#+ §[0-9]+(\.[0-9]+)* /)) {
    sec = $0; sub(/^#+ §/, "", sec); sub(/ .*/, "", sec)
    if ((id SUBSEP sec) in heading) fail(FILENAME ":" FNR, "§" sec " is a heading twice")
    heading[id SUBSEP sec] = 1; sections++
  }
  next
}
# Pass 2: the citations.
FNR == 1 { flush(); path = FILENAME }
{ L[++n] = $0 }
END {
  flush()
  for (k in used) usedCount++
  if (failures) { print "FAIL: " failures " problem(s) with rules citations"; exit 1 }
  printf "ok: %d citations of %d sections, each a heading of its docs/games/<id>.md Rules reference (%d headings)\n", cited, usedCount, sections
}
' phase=headings docs/games/*.md phase=cite $docs $files
