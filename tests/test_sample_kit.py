"""The committed sample kit (samples/kit): text, SVG and PDF outputs of the built-in games at
large print, without audio. Rebuilding must give the same bytes, so any drift shows as a diff;
`pytest --accept-golden` rewrites it (review the diff before committing)."""

from __future__ import annotations

import shutil

from conftest import GAMES, ROOT

SAMPLE = ROOT / "samples" / "kit"
PROFILE = "large-print"
KEEP = (".txt", ".csv", ".svg", ".pdf", ".html", ".ssml", ".vtt")


def _kept(folder):
    return sorted(
        p.relative_to(folder)
        for p in folder.rglob("*")
        if p.is_file() and p.suffix in KEEP and not {"previews", "fonts"} & set(p.parts) and p.name != "index.html"
    )


def test_sample_kit_rebuilds_byte_for_byte(bk, request):
    """The large-print kits of the run's kits without sound (conftest.bk, built this run) are the sample."""
    if request.config.getoption("--accept-golden"):
        shutil.rmtree(SAMPLE, ignore_errors=True)
        for game in GAMES:
            for rel in _kept(bk / game / PROFILE):
                dest = SAMPLE / game / PROFILE / rel
                dest.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(bk / game / PROFILE / rel, dest)
    for game in GAMES:
        built = _kept(bk / game / PROFILE)
        assert built == _kept(SAMPLE / game / PROFILE), f"{game}: the files of the kit changed"
        assert [p.name for p in (SAMPLE / game).iterdir()] == [PROFILE], f"{game}: a kit the build did not make"
        for rel in built:
            data = (bk / game / PROFILE / rel).read_bytes()
            assert data == (SAMPLE / game / PROFILE / rel).read_bytes(), f"{game}/{PROFILE}/{rel} drifted"
