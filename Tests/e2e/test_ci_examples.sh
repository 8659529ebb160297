#!/usr/bin/env bash
# Checks examples/ci: each workflow parses and runs swift-l10n the way its README says (SARIF
# uploaded by github/codeql-action/upload-sarif with security-events: write; --format github; a
# baseline), and the baseline adoption steps work on a copy of the e2e fixture: recording the
# baseline passes, checking against it passes, and a new problem fails with one annotation naming it.
#
#   bash Tests/e2e/test_ci_examples.sh .build/debug/swift-l10n
# E2E_PYTHON: a Python with PyYAML (default python3; .ci/e2e installs PyYAML into its venv).
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
TOOL="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
WORK="$(mktemp -d /tmp/swift-l10n-ci.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
failures=0
ok() { echo "ok   ci-examples:$1: $2"; }
bad() { echo "FAIL ci-examples:$1: $2"; failures=$((failures + 1)); }

if problems="$("${E2E_PYTHON:-python3}" - "$REPO/examples/ci" <<'PY'
import sys, yaml, pathlib
root = pathlib.Path(sys.argv[1]); problems = []
def steps(name):
    data = yaml.safe_load((root / name).read_text())
    return data, [s for job in data["jobs"].values() for s in job["steps"]]
data, sarif = steps("swift-l10n-sarif.yml")
runs = " ".join(s.get("run", "") for s in sarif)
if "--format sarif" not in runs: problems.append("sarif workflow does not run --format sarif")
if not any(s.get("uses", "").startswith("github/codeql-action/upload-sarif@") for s in sarif):
    problems.append("sarif workflow does not upload with github/codeql-action/upload-sarif")
if data.get("permissions", {}).get("security-events") != "write":
    problems.append("sarif workflow lacks permissions: security-events: write")
_, github = steps("swift-l10n-annotations.yml")
if "--format github" not in " ".join(s.get("run", "") for s in github):
    problems.append("annotations workflow does not run --format github")
_, baseline = steps("swift-l10n-baseline.yml")
if "--baseline" not in " ".join(s.get("run", "") for s in baseline):
    problems.append("baseline workflow does not pass --baseline")
print("; ".join(problems)); sys.exit(1 if problems else 0)
PY
)"; then ok workflows "the three workflows parse and run what their README says"; else bad workflows "$problems"; fi

python3 "$HERE/e2e_support.py" prepare "$WORK/App" >/dev/null
cd "$WORK/App" || exit 1
"$TOOL" check . --format github >"$WORK/before" 2>&1; before=$?
"$TOOL" check . --baseline .swift-l10n-baseline.json --update-baseline >"$WORK/record" 2>&1; record=$?
"$TOOL" check . --baseline .swift-l10n-baseline.json --format github >"$WORK/after" 2>&1; after=$?
if [ "$before" -eq 1 ] && grep -q 'Sign out' "$WORK/before" && [ "$record" -eq 0 ] && [ -s .swift-l10n-baseline.json ] \
   && [ "$after" -eq 0 ] && ! grep -q '^::' "$WORK/after"; then
  ok baseline-adopt "recorded findings pass: before exit $before, record exit $record, after exit $after"
else
  bad baseline-adopt "before exit $before ($(head -c 300 "$WORK/before")), record exit $record, after exit $after ($(head -c 300 "$WORK/after"))"
fi
sed -i 's|            Text("Sign out")|            Text("Sign out")\n            Text("Delete account")|' DailyRoundup/ContentView.swift
"$TOOL" check . --baseline .swift-l10n-baseline.json --format github >"$WORK/new" 2>&1; new=$?
annotations="$(grep '^::' "$WORK/new")"
if [ "$new" -eq 1 ] && [ "$(printf '%s\n' "$annotations" | grep -c .)" -eq 1 ] \
   && printf '%s\n' "$annotations" | grep -q 'Delete account'; then
  ok baseline-new "a new problem fails with one annotation: $annotations"
else
  bad baseline-new "exit $new; annotations: $annotations; output: $(head -c 400 "$WORK/new")"
fi
[ "$failures" -eq 0 ]
