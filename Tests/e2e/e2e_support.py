#!/usr/bin/env python3
"""Shared facts and checks for the end-to-end editor tests (standard library only).

Every editor test (Neovim, Emacs + eglot, Vim + ALE, pytest-lsp) does the same four things on a
fresh copy of `Tests/e2e/fixture`: open `DailyRoundup/ContentView.swift`, wait for diagnostics,
hover the "Welcome back" key, and apply the quick-fix that adds the missing "Sign out" key to
`DailyRoundup/Localizable.xcstrings`. The expectations live here, once, so that every client is
held to the same standard:

- `prepare`   copies the fixture to a new directory, makes it a git repository (the project root
              marker editors look for) and prints the positions the editor scripts need, as shell
              `export` lines.
- `verify`    reads the JSON report an editor script wrote and the catalog it left on disk, and
              prints one `ok`/`FAIL` line per check; exit status 1 when any check failed.
- `layout`    checks that a catalog file is in Xcode's exact layout (exit status 1 when not).

Positions are 0-based LSP lines and characters, computed from the fixture text (never typed in).

    python3 e2e_support.py prepare /tmp/ws          # prints E2E_* exports
    python3 e2e_support.py verify report.json /tmp/ws
    python3 e2e_support.py layout Localizable.xcstrings
"""
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURE = os.path.join(HERE, "fixture")
SWIFT_FILE = "DailyRoundup/ContentView.swift"
CATALOG_FILE = "DailyRoundup/Localizable.xcstrings"

MISSING_KEY = "Sign out"
"""The key `ContentView.swift` uses and the catalog lacks: the one `missing-key` finding."""
PRESENT_KEYS = ("Welcome back", "Settings")
"""Keys the catalog has in every locale: their lines must carry no diagnostic (no false alarm)."""
HOVER_KEY = "Welcome back"
HOVER_MUST_CONTAIN = ("Bienvenido de nuevo", "Bon retour parmi nous", "Willkommen zurück")
"""The es, fr and de translations of HOVER_KEY: a hover with translations names each of them."""
QUICK_FIX_TITLE = re.compile(r"\badd\b", re.IGNORECASE)
"""How a client recognises the add-entry quick-fix among the actions offered for the finding."""


# MARK: - Positions


def literal_span(text, key):
    """(line, start, end) of the string literal `"key"` in `text`: start at the opening quote,
    end just after the closing quote, 0-based, in UTF-16 code units (the fixture line is ASCII)."""
    needle = '"%s"' % key
    for number, line in enumerate(text.split("\n")):
        column = line.find(needle)
        if column >= 0:
            return number, column, column + len(needle)
    raise LookupError("fixture has no literal %r" % key)


def positions(root):
    """The positions every editor script needs, from the fixture copy in `root`."""
    with open(os.path.join(root, SWIFT_FILE), encoding="utf-8") as f:
        text = f.read()
    fix_line, fix_start, fix_end = literal_span(text, MISSING_KEY)
    hover_line, hover_start, _ = literal_span(text, HOVER_KEY)
    return {
        "E2E_ROOT": root,
        "E2E_SWIFT": os.path.join(root, SWIFT_FILE),
        "E2E_CATALOG": os.path.join(root, CATALOG_FILE),
        "E2E_FIX_LINE": fix_line,
        "E2E_FIX_CHAR": fix_start + 2,  # inside the literal, on its second letter
        "E2E_FIX_END": fix_end,
        "E2E_HOVER_LINE": hover_line,
        "E2E_HOVER_CHAR": hover_start + 3,
    }


def prepare(target):
    """Copy the fixture to `target` (which must not exist) and make it a git work tree."""
    shutil.copytree(FIXTURE, target)
    subprocess.run(["git", "init", "-q", target], check=True)
    return positions(target)


# MARK: - Xcode's catalog layout


def _collation_key(key):
    """Sort key approximating Foundation's `compare(_:options: [.caseInsensitive, .numeric,
    .forcedOrdering])` with a locale (formats.md §1.9) for ASCII keys: case-insensitive, digit runs
    compared as numbers, lower case first on a tie. The fixture's keys are plain words, where this is
    exact; keys with symbols or accents would need ICU."""
    parts = re.split(r"(\d+)", key)
    folded = tuple((0, int(p), p) if p.isdigit() else (1, p.lower(), "") for p in parts if p)
    return folded, key.swapcase()


def _escape(value):
    out = []
    for ch in value:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\b":
            out.append("\\b")
        elif ch == "\f":
            out.append("\\f")
        elif ord(ch) < 0x20:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def xcode_layout(value, indent=0):
    """`value` serialised as Xcode writes a String Catalog (formats.md §1.8): two-space indent,
    `"key" : value`, empty containers with a blank line inside, raw UTF-8, no final newline."""
    pad, inner = "  " * indent, "  " * (indent + 1)
    if isinstance(value, dict):
        if not value:
            return "{\n\n" + pad + "}"
        members = [inner + _escape(k) + " : " + xcode_layout(value[k], indent + 1)
                   for k in sorted(value, key=_collation_key)]
        return "{\n" + ",\n".join(members) + "\n" + pad + "}"
    if isinstance(value, list):
        if not value:
            return "[\n\n" + pad + "]"
        return "[\n" + ",\n".join(inner + xcode_layout(v, indent + 1) for v in value) + "\n" + pad + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return _escape(value)
    if value is None:
        return "null"
    return json.dumps(value)


def layout_problems(data):
    """Why the bytes `data` are not an Xcode-layout catalog, or [] when they are."""
    if data.startswith(b"\xef\xbb\xbf"):
        return ["starts with a byte order mark"]
    try:
        text = data.decode("utf-8")
        parsed = json.loads(text)
    except (UnicodeDecodeError, ValueError) as error:
        return ["not valid UTF-8 JSON: %s" % error]
    expected = xcode_layout(parsed)
    if text == expected:
        return []
    if text == expected + "\n":
        return ["ends with a newline (Xcode writes none)"]
    for number, (got, want) in enumerate(zip(text.split("\n"), expected.split("\n")), 1):
        if got != want:
            return ["line %d differs from Xcode's layout: %r, expected %r" % (number, got, want)]
    return ["differs from Xcode's layout in length (%d vs %d lines)"
            % (text.count("\n") + 1, expected.count("\n") + 1)]


def catalog_problems(original_bytes, edited_bytes):
    """Checks of a catalog after the add-entry quick-fix: valid, in Xcode's layout, the missing key
    added as an entry, and every other byte of meaning unchanged. [] when all hold."""
    problems = layout_problems(edited_bytes)
    if problems and problems[0].startswith("not valid"):
        return problems
    before, after = json.loads(original_bytes), json.loads(edited_bytes)
    strings = after.get("strings")
    if not isinstance(strings, dict) or not isinstance(strings.get(MISSING_KEY), dict):
        problems.append("no entry %r was added under \"strings\"" % MISSING_KEY)
        return problems
    added = strings.pop(MISSING_KEY)
    if after != before:
        problems.append("the rest of the catalog changed: %s" % _first_difference(before, after))
    for locale, localization in (added.get("localizations") or {}).items():
        unit = localization.get("stringUnit") if isinstance(localization, dict) else None
        if unit is not None and unit.get("state") not in ("new", "translated", "needs_review"):
            problems.append("new entry has an unknown state in %s: %r" % (locale, unit.get("state")))
    return problems


def _first_difference(before, after, path="$"):
    if isinstance(before, dict) and isinstance(after, dict):
        for key in sorted(set(before) | set(after)):
            if key not in after:
                return "%s.%s removed" % (path, key)
            if key not in before:
                return "%s.%s added" % (path, key)
            if before[key] != after[key]:
                return _first_difference(before[key], after[key], "%s.%s" % (path, key))
    return "%s: %r became %r" % (path, before, after)


def normalizer_problems(catalog_path, tool=None):
    """A second opinion on the layout from the project's own writer: `swift-l10n catalog normalize
    --check` (exact ICU collation) must find nothing to change. [] when it agrees or cannot run
    (no binary given, or a binary without that command, such as a test double)."""
    tool = tool or os.environ.get("SWIFT_L10N")
    if not tool or not os.access(tool, os.X_OK):
        return []
    run = subprocess.run([tool, "catalog", "normalize", "--check", catalog_path],
                         capture_output=True, text=True, timeout=60)
    if run.returncode == 1:
        return ["swift-l10n catalog normalize --check would rewrite it: not Xcode's layout"]
    return []


# MARK: - Verifying an editor's report


def verify(report, root, original_catalog):
    """(name, problem-or-None) per check of one editor run. `report` is the JSON object an editor
    script printed: `diagnostics` (list of {line, character, message, code?}), `hover` (text),
    `code_actions` (titles offered), `applied` (title of the action applied) and `saved`."""
    pos = positions(root)
    results = []

    diagnostics = report.get("diagnostics") or []
    fix_line = pos["E2E_FIX_LINE"]
    hits = [d for d in diagnostics if d.get("line") == fix_line]
    if not diagnostics:
        results.append(("diagnostics", "no diagnostics received for %s" % SWIFT_FILE))
    elif not any("missing-key" in "%s %s" % (d.get("code", ""), d.get("message", "")) for d in hits):
        results.append(("diagnostics", "no missing-key diagnostic on line %d; got %s"
                        % (fix_line, json.dumps(diagnostics)[:600])))
    else:
        with open(pos["E2E_SWIFT"], encoding="utf-8") as f:
            _, start, end = literal_span(f.read(), MISSING_KEY)
        inside = [d for d in hits if start <= d.get("character", -1) < end]
        if not inside:
            results.append(("diagnostics", "missing-key on line %d does not start inside the literal "
                            "(characters %d..%d): %s" % (fix_line, start, end, json.dumps(hits))))
        else:
            results.append(("diagnostics", None))
    with open(pos["E2E_SWIFT"], encoding="utf-8") as f:
        lines = f.read().split("\n")
    clean_lines = [literal_span("\n".join(lines), key)[0] for key in PRESENT_KEYS]
    false_alarms = [d for d in diagnostics if d.get("line") in clean_lines]
    if not diagnostics:
        results.append(("no-false-alarm", "nothing to judge: no diagnostics at all"))
    else:
        results.append(("no-false-alarm", "diagnostics on lines whose keys exist: %s"
                         % json.dumps(false_alarms) if false_alarms else None))

    hover = report.get("hover")
    if not hover:
        results.append(("hover", "no hover for %r (%s)" % (HOVER_KEY, report.get("hover_error", "empty"))))
    else:
        absent = [t for t in HOVER_MUST_CONTAIN if t not in hover]
        results.append(("hover", "hover lacks %s: %r" % (absent, hover[:400]) if absent else None))

    applied = report.get("applied")
    if not applied:
        results.append(("quick-fix", "no add-entry quick-fix applied; offered: %s (%s)"
                        % (report.get("code_actions"), report.get("code_action_error", ""))))
    elif not report.get("saved"):
        results.append(("quick-fix", "the edited catalog was not saved"))
    else:
        with open(pos["E2E_CATALOG"], "rb") as f:
            edited = f.read()
        problems = catalog_problems(original_catalog, edited) or normalizer_problems(pos["E2E_CATALOG"])
        results.append(("quick-fix", "; ".join(problems) if problems else None))

    if report.get("client_errors") or report.get("error"):
        results.append(("client-errors", "the client reported errors: %s %s"
                        % (report.get("error", ""), report.get("client_errors") or "")))
    elif not diagnostics:
        results.append(("client-errors", "nothing to judge: the client received no diagnostics"))
    else:
        results.append(("client-errors", None))
    return results


def original_catalog():
    """The catalog bytes before any edit, from the fixture in the repository."""
    with open(os.path.join(FIXTURE, CATALOG_FILE), "rb") as f:
        return f.read()


def main(argv):
    if len(argv) >= 3 and argv[1] == "prepare":
        for name, value in prepare(argv[2]).items():
            print("export %s=%s" % (name, shlex_quote(str(value))))
        return 0
    if len(argv) >= 4 and argv[1] == "verify":
        try:
            with open(argv[2], encoding="utf-8") as f:
                report = json.loads(f.read().strip().split("\n")[-1])
        except (OSError, ValueError, IndexError) as error:
            print("FAIL report: the editor wrote no JSON report (%s)" % error)
            return 1
        failed = 0
        for name, problem in verify(report, argv[3], original_catalog()):
            print(("ok   %s" % name) if problem is None else ("FAIL %s: %s" % (name, problem)))
            failed += problem is not None
        return 1 if failed else 0
    if len(argv) >= 3 and argv[1] == "layout":
        with open(argv[2], "rb") as f:
            problems = layout_problems(f.read())
        for problem in problems:
            print("FAIL %s: %s" % (argv[2], problem))
        return 1 if problems else 0
    print(__doc__)
    return 2


def shlex_quote(value):
    """`value` quoted for a POSIX shell."""
    return "'" + value.replace("'", "'\\''") + "'"


if __name__ == "__main__":
    sys.exit(main(sys.argv))
