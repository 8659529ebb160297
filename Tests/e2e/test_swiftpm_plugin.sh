#!/usr/bin/env bash
# Runs the SwiftPM command plugin (`swift package l10n-check`, Plugins/L10nCheckPlugin) of this
# package on a copy of the e2e fixture and checks what it prints: the "Sign out" finding as a
# diagnostic at ContentView.swift's line with its rule id, no finding for the keys the catalog has,
# a failing exit status (the gate failed), and `--format json` passed through as a valid report.
#
#   bash Tests/e2e/test_swiftpm_plugin.sh
# Builds swift-l10n through SwiftPM if needed (debug). Prints ok/FAIL lines; exit 1 on a failure.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
WORK="$(mktemp -d /tmp/swift-l10n-plugin.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
failures=0
ok() { echo "ok   swiftpm-plugin:$1: $2"; }
bad() { echo "FAIL swiftpm-plugin:$1: $2"; failures=$((failures + 1)); }

python3 "$HERE/e2e_support.py" prepare "$WORK/App" > "$WORK/positions"
. "$WORK/positions"
line=$((E2E_FIX_LINE + 1))

(cd "$REPO" && swift package --disable-sandbox l10n-check "$WORK/App") >"$WORK/out" 2>&1; status=$?
hit="$(grep -E "$WORK/App/DailyRoundup/ContentView\.swift:$line(:[0-9]+)?: (warning|error): .*Sign out.*\[missing-key\]" "$WORK/out" | head -1)"
[ -n "$hit" ] && ok finding "the finding is a diagnostic at ContentView.swift:$line: $hit" \
  || bad finding "no diagnostic for \"Sign out\" at ContentView.swift:$line; output: $(tail -c 1200 "$WORK/out")"
if [ -z "$hit" ]; then
  bad no-false-alarm "nothing to judge: the missing-key finding is absent"
elif grep -E '(warning|error): .*(Welcome back|Settings)' "$WORK/out" >/dev/null; then
  bad no-false-alarm "a finding names a key the catalog has: $(grep -E 'Welcome back|Settings' "$WORK/out" | head -2)"
else
  ok no-false-alarm "no finding for keys the catalog has"
fi
[ "$status" -ne 0 ] && grep -q 'swift-l10n check failed' "$WORK/out" \
  && ok gate-exit "the gate's failure fails the command (exit $status)" \
  || bad gate-exit "exit $status after findings; output: $(tail -c 400 "$WORK/out")"

(cd "$REPO" && swift package --disable-sandbox l10n-check "$WORK/App" --format json) >"$WORK/json" 2>"$WORK/json.err"
if python3 - "$WORK/json" <<'PY'
import json, sys
text = open(sys.argv[1], encoding="utf-8").read()
start = text.index("{")                                  # SwiftPM may print build progress first
report, _ = json.JSONDecoder().raw_decode(text[start:])
hits = [f for f in report["findings"] if f["rule"] == "missing-key" and f.get("key") == "Sign out"]
sys.exit(0 if hits else 1)
PY
then ok json "--format json is passed through as a report naming the missing key"
else bad json "--format json: $(head -c 600 "$WORK/json") $(tail -c 300 "$WORK/json.err")"
fi

# --target: the plugin resolves a target of the package and checks its folder (this package's own
# targets hold no localization: a clean pass), and an unknown target is an error.
(cd "$REPO" && swift package --disable-sandbox l10n-check --target TextPositions) >"$WORK/target" 2>&1; status=$?
(cd "$REPO" && swift package --disable-sandbox l10n-check --target NoSuchTarget) >"$WORK/notarget" 2>&1; missing=$?
if [ "$status" -eq 0 ] && grep -q '0 errors, 0 warnings' "$WORK/target" && [ "$missing" -ne 0 ]; then
  ok target "--target checks one target's folder; an unknown target fails"
else
  bad target "--target TextPositions: exit $status ($(tail -c 300 "$WORK/target")); unknown target: exit $missing"
fi

[ "$failures" -eq 0 ]
