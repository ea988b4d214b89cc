#!/bin/bash
# tools/readers/round.sh CHECKOUT N [DIR]: build the six cold-reader kits from CHECKOUT (the three built-in
# games and the readers' three user games in tests/rule_texts.py, written from docs/games.md) at large
# print and tactile, audio off, and lay out round N's reader files under DIR (default /work/wt/readers):
#   rN/listen/   the spoken scripts of the large-print kits (only those)
#   rN/braille/  every BRF of the tactile kits read back by liblouis, page by page (brf_back.py)
# Then give one new reader prompt-listen.md and another prompt-braille.md (round and folder filled in).
set -euo pipefail
CO=$(cd "$1" && pwd); N=$2; R=${3:-/work/wt/readers}; OUT=$R/kits$N; D=$R/r$N
HERE=$(cd "$(dirname "$0")" && pwd)
rm -rf "$OUT" "$D"; mkdir -p "$OUT" "$D/listen" "$D/braille" "$R/games"
cd "$CO"
.venv/bin/python - "$R/games" <<'PY'
import sys; sys.path.insert(0, "tests")
import rule_texts as t
for name, text in (("long-corner", t.MAYA), ("garden-corners", t.GARDEN_CORNERS), ("four-rows", t.FOUR_ROWS)):
    open(f"{sys.argv[1]}/{name}.toml", "w").write(text)
PY
.venv/bin/python -m accessible_kits build poison-corner corner-polyominoes row-removal \
  "$R/games/long-corner.toml" "$R/games/garden-corners.toml" "$R/games/four-rows.toml" \
  -p large-print -p tactile -o "$OUT" --audio off --jobs "${JOBS:-1}" --no-cache
for g in "$OUT"/*/; do
  name=$(basename "$g")
  for s in "$g"large-print/*-script.txt; do cp "$s" "$D/listen/$name-$(basename "$s")"; done
  find "$g"tactile -name '*.brf' | sort | while read -r b; do
    rel=${b#"$g"tactile/}
    .venv/bin/python "$HERE/brf_back.py" "$b" "$D/braille/$name-${rel//\//-}.txt"
  done
done
for p in listen braille; do
  sed "s|{N}|$N|g; s|{DIR}|$R|g" "$HERE/prompt-$p.md" > "$R/P_$p$N.md"
done
echo "round $N: $(ls "$D/listen" | wc -l) scripts, $(ls "$D/braille" | wc -l) braille files; prompts $R/P_listen$N.md, $R/P_braille$N.md"
