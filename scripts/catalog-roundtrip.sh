#!/bin/sh
# Round-trips every .xcstrings file under a folder through swift-l10n's reader and writer
# (`swift-l10n catalog normalize --check`) and lists the files whose bytes would change.
# Xcode-written catalogs must all round-trip; a listed file is either hand-edited or a bug.
#
# usage: scripts/catalog-roundtrip.sh FOLDER [SWIFT_L10N_BINARY]
# exit: 0 all round-trip, 1 some would change, 2 a file has JSON errors or is unreadable.
set -u
folder=${1:?usage: catalog-roundtrip.sh FOLDER [SWIFT_L10N_BINARY]}
binary=${2:-$(dirname "$0")/../.build/debug/swift-l10n}
list=$(mktemp)
trap 'rm -f "$list"' EXIT
find "$folder" -name '*.xcstrings' -type f > "$list"
count=$(wc -l < "$list" | tr -d ' ')
bytes=$(tr '\n' '\0' < "$list" | xargs -0 cat | wc -c | tr -d ' ')
status=0
changed=0
while IFS= read -r file; do
    "$binary" catalog normalize --check "$file" > /dev/null
    code=$?
    if [ "$code" -ne 0 ]; then
        echo "$( [ "$code" -eq 1 ] && echo changes || echo error ): $file"
        changed=$((changed + 1))
        [ "$code" -gt "$status" ] && status=$code
    fi
done < "$list"
echo "$count catalogs, $bytes bytes, $changed do not round-trip"
exit "$status"
