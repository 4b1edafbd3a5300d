#!/usr/bin/env python3
"""Fill unfinished entries of the translation catalogues from a JSON file.

Usage: scripts/ts-fill.py TRANSLATIONS.json [--retranslate]

TRANSLATIONS.json maps a source text (as written in the code, unescaped) to its
translations: {"Open Replay": {"it": "Apri replay", "zh_CN": "...", "zh_TW": "..."}}.
A counted text (numerus) takes a list per language: {"it": ["%n bot", "%n bot"]}.
A key "context::source" limits an entry to one context; "source#disambiguation"
names one of two entries that share a source ("water#terrain", "water#element").

Only unfinished entries are filled, unless --retranslate is given, which also
replaces finished ones (for fixing a word everywhere). Prints what it filled and
every source still unfinished, and exits 1 when some are.

Run it after `cmake --build build --target update_translations`; several people
working on one tree should hold one lock around both (flock /tmp/kibitz-build.lock).
"""
import html
import json
import re
import sys
from pathlib import Path

LANGS = ["it", "zh_CN", "zh_TW"]
ROOT = Path(__file__).resolve().parent.parent


def escape(text: str) -> str:
    # lupdate escapes &, <, > and quotes in element text.
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&apos;"))


def render(value, numerus: bool, indent: str) -> str:
    if numerus:
        forms = value if isinstance(value, list) else [value]
        inner = "".join(f"\n{indent}    <numerusform>{escape(f)}</numerusform>" for f in forms)
        return f"<translation>{inner}\n{indent}</translation>"
    if isinstance(value, list):
        value = value[0]
    return f"<translation>{escape(value)}</translation>"


MESSAGE = re.compile(r"(?P<indent>[ \t]*)<message(?P<attrs>[^>]*)>(?P<body>.*?)</message>", re.S)
TRANSLATION = re.compile(r"<translation(?P<tattrs>[^>]*)>.*?</translation>|<translation(?P<empty>[^>]*)/>", re.S)


def fill(path: Path, lang: str, table: dict, retranslate: bool):
    text = path.read_text(encoding="utf-8")
    filled, missing = [], []
    out, pos = [], 0
    # Walk contexts so "context::source" keys can match.
    for ctx in re.finditer(r"<context>\s*<name>(.*?)</name>(.*?)</context>", text, re.S):
        cname = html.unescape(ctx.group(1))
        body_start = ctx.start(2)
        out.append(text[pos:body_start])
        body = ctx.group(2)

        def replace(m):
            mbody = m.group("body")
            src_m = re.search(r"<source>(.*?)</source>", mbody, re.S)
            if not src_m:
                return m.group(0)
            source = html.unescape(src_m.group(1))
            tr_m = TRANSLATION.search(mbody)
            if not tr_m:
                return m.group(0)
            unfinished = 'type="unfinished"' in tr_m.group(0)[:60]
            obsolete = 'type="vanished"' in tr_m.group(0)[:60] or 'type="obsolete"' in tr_m.group(0)[:60]
            if obsolete or (not unfinished and not retranslate):
                return m.group(0)
            comment_m = re.search(r"<comment>(.*?)</comment>", mbody, re.S)
            comment = html.unescape(comment_m.group(1)) if comment_m else ""
            entry = ((comment and (table.get(f"{cname}::{source}#{comment}") or table.get(f"{source}#{comment}")))
                     or table.get(f"{cname}::{source}") or table.get(source))
            if not entry or lang not in entry:
                if unfinished:
                    missing.append(f"{cname}: {source}")
                return m.group(0)
            numerus = 'numerus="yes"' in m.group("attrs")
            new = render(entry[lang], numerus, m.group("indent") + "    ")
            filled.append(source)
            return m.group(0).replace(tr_m.group(0), new, 1)

        out.append(MESSAGE.sub(replace, body))
        pos = ctx.end(2)
    out.append(text[pos:])
    result = "".join(out)
    if result != text:
        tmp = path.with_suffix(".ts.tmp")
        tmp.write_text(result, encoding="utf-8")
        tmp.replace(path)
    return filled, missing


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    retranslate = "--retranslate" in sys.argv
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    table = json.loads(Path(args[0]).read_text(encoding="utf-8"))
    still = 0
    for lang in LANGS:
        filled, missing = fill(ROOT / "translations" / f"kibitz_{lang}.ts", lang, table, retranslate)
        print(f"{lang}: filled {len(filled)}")
        for m in missing:
            print(f"{lang}: unfinished: {m}")
        still += len(missing)
    return 1 if still else 0


if __name__ == "__main__":
    sys.exit(main())
