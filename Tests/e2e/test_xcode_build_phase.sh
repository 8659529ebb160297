#!/usr/bin/env bash
# Runs scripts/xcode-build-phase.sh the way Xcode does (SRCROOT set, a short PATH) on a copy of the
# e2e fixture and checks what it prints: one `path:line:column: warning|error: … [missing-key]`
# line for "Sign out", with the absolute path Xcode needs and the literal's line and column, none for
# the keys the catalog has, and the documented exit statuses.
#
#   bash Tests/e2e/test_xcode_build_phase.sh .build/debug/swift-l10n
# Prints ok/FAIL lines; exit 1 when any check failed.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
SERVER="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
SCRIPT="$REPO/scripts/xcode-build-phase.sh"
WORK="$(mktemp -d /tmp/swift-l10n-buildphase.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
failures=0
ok() { echo "ok   xcode-build-phase:$1: $2"; }
bad() { echo "FAIL xcode-build-phase:$1: $2"; failures=$((failures + 1)); }

python3 "$HERE/e2e_support.py" prepare "$WORK/App" > "$WORK/positions"
. "$WORK/positions"
# Xcode's script environment: SRCROOT, and a PATH without the user's folders.
run_phase() { (cd "$WORK" && env -i HOME="$WORK" PATH=/usr/bin:/bin SRCROOT="$WORK/App" "$@" bash "$SCRIPT"); }

out="$(run_phase SWIFT_L10N="$SERVER" 2>"$WORK/stderr")"; status=$?
line=$((E2E_FIX_LINE + 1))
pattern="^$WORK/App/DailyRoundup/ContentView\.swift:$line:([0-9]+): (warning|error): .*Sign out.*\[missing-key\]$"
match="$(printf '%s\n' "$out" | grep -E "$pattern" | head -1)"
if [ -n "$match" ]; then
  column="$(printf '%s\n' "$match" | sed -E "s|^[^:]*:$line:([0-9]+):.*|\1|")"
  first=$((E2E_FIX_CHAR - 1)); last=$((E2E_FIX_END))   # 1-based columns of the quotes
  if [ "$column" -ge "$first" ] && [ "$column" -le "$last" ]; then
    ok finding "missing-key at line $line, column $column, as an Xcode issue"
  else
    bad finding "missing-key at column $column, outside the literal (columns $first..$last): $match"
  fi
else
  bad finding "no Xcode issue line for \"Sign out\" matching $pattern; stdout: $(printf '%s' "$out" | head -c 600); stderr: $(head -c 600 "$WORK/stderr")"
fi
others="$(printf '%s\n' "$out" | grep -E ':[0-9]+:[0-9]+: (warning|error|note): ' | grep -v -E "$pattern")"
if [ -z "$match" ]; then
  bad no-false-alarm "nothing to judge: the missing-key finding is absent"
elif printf '%s\n' "$others" | grep -q -E 'Welcome back|Settings'; then
  bad no-false-alarm "a finding names a key the catalog has: $others"
else
  ok no-false-alarm "no finding for \"Welcome back\" or \"Settings\""
fi
[ -n "$match" ] && [ -z "$(printf '%s\n' "$out" | grep -v -E '^$|: (warning|error|note): ')" ] \
  && ok clean-stdout "standard output holds only issue lines" \
  || bad clean-stdout "standard output has lines Xcode cannot place: $(printf '%s\n' "$out" | grep -v -E ': (warning|error|note): ' | head -3)"
[ -n "$match" ] && [ "$status" -eq 0 ] && ok default-exit "findings do not fail the build by default" \
  || bad default-exit "with findings and no SWIFT_L10N_STRICT the build must go on: exit $status, finding: ${match:-none}"

run_phase SWIFT_L10N="$SERVER" SWIFT_L10N_STRICT=YES >"$WORK/strict" 2>&1; status=$?
[ "$status" -eq 1 ] && grep -q '^error: swift-l10n: ' "$WORK/strict" \
  && ok strict "SWIFT_L10N_STRICT=YES fails the build with an error line" \
  || bad strict "strict mode: exit $status, output $(head -c 300 "$WORK/strict")"

printf '{ "requiredLocales": 7 }' > "$WORK/bad-config.json"
run_phase SWIFT_L10N="$SERVER" SWIFT_L10N_CONFIG="$WORK/bad-config.json" >"$WORK/badconfig" 2>&1; status=$?
[ "$status" -eq 1 ] && grep -q '^error: swift-l10n: the check could not run' "$WORK/badconfig" \
  && ok bad-config "an invalid configuration fails the build with an error line" \
  || bad bad-config "invalid configuration: exit $status, output $(head -c 300 "$WORK/badconfig")"

out="$(run_phase 2>&1)"; status=$?       # no SWIFT_L10N, and none on Xcode's PATH
[ "$status" -eq 0 ] && printf '%s\n' "$out" | grep -q '^warning: swift-l10n: not installed' \
  && ok missing-binary "a missing swift-l10n is a warning, not a failed build" \
  || bad missing-binary "missing binary: exit $status, output $out"

[ "$failures" -eq 0 ]
