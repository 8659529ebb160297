#!/usr/bin/env python3
"""Compare swift-l10n's Swift scanner with the toolchain's SwiftParser on a tree of Swift files.

Runs `swift-strings-oracle` (from ../shared/tools/swift-oracle, built outside this repository with
`swift build -c release`) and `swift-l10n scan --json --all-calls` over the same files and reports
every disagreement on
  - string literal positions (start and end line/column, UTF-8 columns),
  - decoded literal values (for literals without interpolation),
  - the number of interpolations per literal,
  - argument labels of calls, matched by the position where the call expression starts and the
    callee's last name component.
Calls the oracle lists without parentheses (trailing closures only) are not compared: the scanner
records calls from their argument list.

Usage:
  scripts/oracle-diff.py --oracle PATH/swift-strings-oracle --scanner PATH/swift-l10n TREE_OR_FILE...
      [--show N] [--batch N]
Exit status: 0 when nothing disagrees, 1 otherwise.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys


def swift_files(paths):
    """Every .swift file under the given files and directories, sorted."""
    found = []
    for path in paths:
        if os.path.isfile(path):
            found.append(path)
            continue
        for root, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d != ".build")
            found.extend(os.path.join(root, name) for name in sorted(files) if name.endswith(".swift"))
    return found


def run_json_lines(command):
    """Runs a command and parses each stdout line as JSON (lines that are not JSON are skipped)."""
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    records = []
    for line in result.stdout.decode("utf-8", "replace").splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError:
            pass
    return records, result.returncode, result.stderr.decode("utf-8", "replace")


def last_component(callee):
    """`Text` for `Text`, `font` for `.font` or `Foo.font`; None for callee expressions."""
    if callee is not None:
        callee = callee.replace("?", "").replace("!", "")
    if callee is None or not re.match(r"^[A-Za-z_$`.][\w.`$]*(<[\w., <>\[\]:?]*>)?[?!]*$", callee):
        return None
    name = callee.split("<")[0].rstrip("?!")
    if "." in name:
        name = name.rsplit(".", 1)[1]
    return name.strip("`") or None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--oracle", required=True, help="path to the built swift-strings-oracle")
    parser.add_argument("--scanner", required=True, help="path to the built swift-l10n")
    parser.add_argument("--show", type=int, default=20, help="disagreements shown per category")
    parser.add_argument("--batch", type=int, default=100, help="files per process run")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()

    files = swift_files(args.paths)
    counts = collections.Counter()
    examples = collections.defaultdict(list)
    source_lines = {}

    def note(category, path, line, column, detail):
        counts[category] += 1
        if len(examples[category]) < args.show:
            if path not in source_lines:
                with open(path, "rb") as handle:
                    source_lines[path] = handle.read().decode("utf-8", "replace").splitlines()
            lines = source_lines[path]
            text = lines[line - 1].strip() if 0 < line <= len(lines) else ""
            examples[category].append(f"{path}:{line}:{column}: {detail}\n      | {text[:160]}")

    total_bytes = 0
    for start in range(0, len(files), args.batch):
        batch = files[start:start + args.batch]
        total_bytes += sum(os.path.getsize(path) for path in batch)
        oracle, _, oracle_errors = run_json_lines([args.oracle] + batch)
        ours, status, our_errors = run_json_lines([args.scanner, "scan", "--json", "--all-calls"] + batch)
        if status not in (0,):
            counts["scanner exit status"] += 1
            examples["scanner exit status"].append(our_errors[:500])
        by_file_oracle = collections.defaultdict(list)
        by_file_ours = collections.defaultdict(list)
        for record in oracle:
            by_file_oracle[record.get("file")].append(record)
        for record in ours:
            by_file_ours[record.get("file")].append(record)
        for path in batch:
            compare_file(path, by_file_oracle[path], by_file_ours[path], counts, note)

    print(f"files: {len(files)}, bytes: {total_bytes}")
    print(f"literals: oracle {counts['oracle literals']}, scanner {counts['scanner literals']}, "
          f"agreeing {counts['agreeing literals']}")
    print(f"calls compared: oracle {counts['oracle calls']}, scanner {counts['scanner calls']}, "
          f"agreeing {counts['agreeing calls']}")
    categories = [c for c in counts if c.startswith("disagree")] + (["scanner exit status"] if counts["scanner exit status"] else [])
    for category in sorted(categories):
        print(f"\n{category}: {counts[category]}")
        for example in examples[category]:
            print("  " + example)
    return 1 if categories else 0


def compare_file(path, oracle, ours, counts, note):
    """Compares one file's records and notes every disagreement."""
    oracle_strings = {}
    for record in oracle:
        if record["kind"] == "string":
            key = (record["line"], record["col"])
            oracle_strings[key] = record
    our_strings = {}
    for record in ours:
        if record["kind"] == "string":
            our_strings[(record["line"], record["column"])] = record
    counts["oracle literals"] += len(oracle_strings)
    counts["scanner literals"] += len(our_strings)
    for key, record in oracle_strings.items():
        mine = our_strings.get(key)
        if mine is None:
            note("disagree: literal missing in scanner", path, key[0], key[1],
                 f"oracle literal ends {record['endLine']}:{record['endCol']} ({record['context']})")
            continue
        if (mine["endLine"], mine["endColumn"]) != (record["endLine"], record["endCol"]):
            note("disagree: literal end", path, key[0], key[1],
                 f"oracle ends {record['endLine']}:{record['endCol']}, scanner {mine['endLine']}:{mine['endColumn']}")
            continue
        oracle_interpolations = sum(1 for s in record["segments"] if s.get("interp") is not None)
        our_interpolations = sum(1 for s in mine["segments"] if "interpolation" in s)
        if oracle_interpolations != our_interpolations:
            note("disagree: interpolation count", path, key[0], key[1],
                 f"oracle {oracle_interpolations}, scanner {our_interpolations}")
            continue
        if record.get("value") is not None and oracle_interpolations == 0 and mine.get("value") != record["value"]:
            note("disagree: literal value", path, key[0], key[1],
                 f"oracle {json.dumps(record['value'])[:80]}, scanner {json.dumps(mine.get('value'))[:80]}")
            continue
        counts["agreeing literals"] += 1
    for key, mine in our_strings.items():
        if key not in oracle_strings:
            note("disagree: literal extra in scanner", path, key[0], key[1],
                 f"scanner literal ends {mine['endLine']}:{mine['endColumn']}")

    def call_key(line, column, callee):
        return (line, column, callee)

    oracle_calls = collections.defaultdict(list)
    truncated_calls = []
    for record in oracle:
        if record["kind"] != "call":
            continue
        if not record["labels"] and record["trailingClosures"] > 0:
            continue  # may have no parentheses
        name = last_component(record["callee"])
        if name is None:
            if record["callee"].endswith("…"):
                # The oracle cuts long callee texts; match such calls by position and labels.
                truncated_calls.append((record["line"], record["col"], record["labels"]))
            continue  # a callee expression (`foo()(x)`, a closure): not recorded by name
        oracle_calls[call_key(record["line"], record["col"], name)].append(record["labels"])
    our_calls = collections.defaultdict(list)
    for record in ours:
        if record["kind"] == "call":
            our_calls[call_key(record["line"], record["column"], record["callee"].strip("`"))].append(record["labels"])
    counts["oracle calls"] += sum(len(v) for v in oracle_calls.values())
    counts["scanner calls"] += sum(len(v) for v in our_calls.values())
    for key, label_lists in oracle_calls.items():
        mine = list(our_calls.get(key, []))
        for labels in label_lists:
            if labels in mine:
                mine.remove(labels)
                counts["agreeing calls"] += 1
            elif mine:
                note("disagree: call labels", path, key[0], key[1], f"{key[2]}: oracle {labels}, scanner {mine[0]}")
                mine.pop(0)
            else:
                note("disagree: call missing in scanner", path, key[0], key[1], f"{key[2]}{labels}")
        our_calls[key] = mine
    for line, column, labels in truncated_calls:
        for key, remaining in our_calls.items():
            if key[0] == line and key[1] == column and labels in remaining:
                remaining.remove(labels)
                counts["oracle calls"] += 1
                counts["agreeing calls"] += 1
                break
    for key, remaining in our_calls.items():
        if key in oracle_calls:
            for labels in remaining:
                note("disagree: call extra in scanner", path, key[0], key[1], f"{key[2]}{labels}")
        else:
            for labels in remaining:
                note("disagree: call extra in scanner", path, key[0], key[1], f"{key[2]}{labels}")


if __name__ == "__main__":
    sys.exit(main())
