#!/bin/bash
# swift-l10n as an Xcode "Run Script" build phase: findings appear in Xcode's issue navigator, at
# their line, as warnings and errors.
#
# Add to the app target (Build Phases → + → New Run Script Phase), shell /bin/bash:
#
#     "${SRCROOT}/scripts/xcode-build-phase.sh"
#
# and in the target's build settings set   ENABLE_USER_SCRIPT_SANDBOXING = NO
# (Xcode 15+ sandboxes run scripts by default: a sandboxed script may read only the files listed as
# the phase's inputs, and swift-l10n reads the whole project). Keeping the sandbox instead means
# listing every Swift file and catalog in an input file list (.xcfilelist) — see
# editors/xcode/README.md.
#
# Settings (environment variables or build settings of the target):
#   SWIFT_L10N              the swift-l10n binary (default: found on PATH, Homebrew, Mint, ~/.local)
#   SWIFT_L10N_ROOT         the folder to check (default: $SRCROOT)
#   SWIFT_L10N_CONFIG       a configuration file (default: $SWIFT_L10N_ROOT/.swift-l10n.json)
#   SWIFT_L10N_BASELINE     a baseline file: only findings not recorded in it are reported
#   SWIFT_L10N_STRICT=YES   fail the build when swift-l10n reports a finding at or above
#                           SWIFT_L10N_FAIL_ON (default: warning); without it findings are shown and
#                           the build goes on
#   SWIFT_L10N_FAIL_ON      info | warning | error (passed to --fail-on)
#
# Exit status: 0 when the check ran (findings or not) unless SWIFT_L10N_STRICT=YES; 1 when
# swift-l10n could not run (bad configuration, unreadable baseline, sandbox) or strict mode found
# problems. A missing swift-l10n is a warning, not a failure, so a teammate without it can build.
set -u

warn() { echo "warning: swift-l10n: $*"; }
fail() { echo "error: swift-l10n: $*"; exit 1; }

find_swift_l10n() {
  if [ -n "${SWIFT_L10N:-}" ]; then
    [ -x "$SWIFT_L10N" ] && { echo "$SWIFT_L10N"; return 0; }
    command -v "$SWIFT_L10N" 2>/dev/null && return 0
    return 1
  fi
  # Xcode runs scripts with a short PATH that misses Homebrew and user folders.
  local candidate
  for candidate in "$(command -v swift-l10n 2>/dev/null)" /opt/homebrew/bin/swift-l10n \
      /usr/local/bin/swift-l10n "$HOME/.mint/bin/swift-l10n" "$HOME/.local/bin/swift-l10n"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
  done
  return 1
}

if ! TOOL="$(find_swift_l10n)"; then
  warn "not installed; skipping the localization check (build it with 'swift build -c release' and put .build/release/swift-l10n on PATH, or set SWIFT_L10N)"
  exit 0
fi

ROOT="${SWIFT_L10N_ROOT:-${SRCROOT:-$PWD}}"
# Absolute paths, so that Xcode can place every finding in its file.
case "$ROOT" in /*) ;; *) ROOT="$PWD/$ROOT" ;; esac
if ! ls "$ROOT" >/dev/null 2>&1; then
  fail "cannot read $ROOT. If the build log mentions 'Sandbox: deny', set ENABLE_USER_SCRIPT_SANDBOXING = NO for this target (or list the project's files in the phase's input file lists)"
fi

ARGS=(check "$ROOT" --format xcode)
[ -n "${SWIFT_L10N_CONFIG:-}" ] && ARGS+=(--config "$SWIFT_L10N_CONFIG")
[ -n "${SWIFT_L10N_BASELINE:-}" ] && ARGS+=(--baseline "$SWIFT_L10N_BASELINE")
[ -n "${SWIFT_L10N_FAIL_ON:-}" ] && ARGS+=(--fail-on "$SWIFT_L10N_FAIL_ON")

# Findings go to standard output as `path:line:column: warning|error|note: message [rule]`, the
# form Xcode turns into issues; the summary and configuration errors go to standard error, which
# Xcode keeps in the build log.
"$TOOL" "${ARGS[@]}"
status=$?

case "$status" in
  0) exit 0 ;;
  1)
    if [ "${SWIFT_L10N_STRICT:-NO}" = "YES" ]; then
      echo "error: swift-l10n: localization problems found (SWIFT_L10N_STRICT=YES fails the build)"
      exit 1
    fi
    exit 0 ;;
  *) fail "the check could not run (exit $status); see the messages above" ;;
esac
