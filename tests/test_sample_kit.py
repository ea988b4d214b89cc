"""The committed sample kit (samples/kit): text, SVG and PDF outputs of the built-in games at
large print, without audio. Rebuilding must give the same bytes, so any drift shows as a diff;
`pytest --accept-golden` rewrites it (review the diff before committing)."""

from __future__ import annotations

import shutil

from accessible_kits.build import build
from conftest import GAMES, ROOT

SAMPLE = ROOT / "samples" / "kit"
KEEP = (".txt", ".csv", ".svg", ".pdf", ".html", ".ssml", ".vtt")


def _kept(folder):
    return sorted(
        p.relative_to(folder)
        for p in folder.rglob("*")
        if p.is_file() and p.suffix in KEEP and not {"previews", "fonts"} & set(p.parts) and p.name != "index.html"
    )


def test_sample_kit_rebuilds_byte_for_byte(tmp_path, request):
    build(list(GAMES), ["large-print"], tmp_path, 2, {"audio": "off"})
    if request.config.getoption("--accept-golden"):
        shutil.rmtree(SAMPLE, ignore_errors=True)
        for game in GAMES:
            for rel in _kept(tmp_path / game):
                dest = SAMPLE / game / rel
                dest.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(tmp_path / game / rel, dest)
    for game in GAMES:
        built = _kept(tmp_path / game)
        assert built == _kept(SAMPLE / game), f"{game}: the files of the kit changed"
        for rel in built:
            assert (tmp_path / game / rel).read_bytes() == (SAMPLE / game / rel).read_bytes(), f"{game}/{rel} drifted"
