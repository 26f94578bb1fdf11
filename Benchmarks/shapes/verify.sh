#!/bin/sh
# Runs each shape program (and each basic-operation pair in ops/) at its small size — the value after
# "small:" on its first line — in Kiln and in CPython, and says whether the outputs agree.
#   Benchmarks/shapes/verify.sh [KILN] [NAME...]    KILN defaults to .build/debug/kiln
cd "$(dirname "$0")" || exit 2
kiln=${1:-../../.build/debug/kiln}
[ $# -gt 0 ] && shift
names=$*
[ -z "$names" ] && names=$(ls *.swift ops/*.swift | sed 's/\.swift$//')
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failed=0
for name in $names; do
    small=$(head -1 "$name.swift" | sed -n 's/.*small: *\([0-9_]*\).*/\1/p')
    base=$(basename "$name")
    sed "1s/=.*/= $small/" "$name.swift" > "$scratch/$base.swift"
    sed "1s/=.*/= $small/" "$name.py" > "$scratch/$base.py"
    python3 "$scratch/$base.py" > "$scratch/$base.python" 2>&1
    "$kiln" run "$scratch/$base.swift" --time-limit 600 > "$scratch/$base.kiln" 2>&1
    if cmp -s "$scratch/$base.kiln" "$scratch/$base.python"; then
        echo "same     $name (n = $small): $(head -1 "$scratch/$base.kiln")"
    else
        failed=1
        echo "DIFFERS  $name (n = $small)"
        echo "  kiln:   $(head -3 "$scratch/$base.kiln")"
        echo "  python: $(head -3 "$scratch/$base.python")"
    fi
done
exit $failed
