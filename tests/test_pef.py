"""The PEF beside every BRF: valid PEF 1.0 (checked with lxml against the specification authors' own
RelaxNG grammar, as DAISY Pipeline 2 ships it, in the package's data), within its own geometry
(the specification's two Schematron rules, which lxml can not run), in braille characters only, the
same pages as the BRF, read back by liblouis as the card's text, and the same bytes in every build."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest
from lxml import etree

import brf
from accessible_kits.build import build
from conftest import GAMES, need_cmd

PEF = "{http://www.daisy.org/ns/2008/pef}"
DC = "{http://purl.org/dc/elements/1.1/}"
SCHEMA = Path(__file__).resolve().parent.parent / "accessible_kits" / "writers" / "data" / "pef-2008-1.rng"


@pytest.fixture(autouse=True)
def _liblouis():
    need_cmd("lou_translate", "liblouis-bin liblouis-data")


@pytest.fixture(scope="module")
def schema():
    """The PEF 1.0 grammar: the specification's own (DAISY Pipeline 2's copy, with its licence)."""
    assert "Håkansson" in SCHEMA.read_text(encoding="utf-8"), "the specification's grammar, not one of ours"
    return etree.RelaxNG(etree.parse(str(SCHEMA)))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("prof", brf.PROFILES)
@pytest.mark.parametrize("stem", brf.STEMS)
def test_every_pef_is_valid_and_is_its_brf(bk, schema, game, prof, stem):
    """Valid against the PEF 1.0 grammar; the profile's cols, rows and duplex on its volume; every row
    at most cols cells, every page at most rows rows, braille characters U+2800-U+283F only; the
    metadata a library asks for (format, identifier, title, language, a fixed date); and its rows,
    as braille ASCII, the BRF's lines page for page."""
    p = brf.profile_of(bk.parent, prof)
    folder = bk / game / prof
    doc = etree.parse(str(folder / f"{stem}.pef"))
    assert schema.validate(doc), schema.error_log
    (volume,) = doc.iter(f"{PEF}volume")
    cols, rows = int(volume.get("cols")), int(volume.get("rows"))
    assert (cols, rows) == (p.braille_cells, p.braille_lines)
    assert volume.get("duplex") == ("true" if p.braille_duplex == "interpoint" else "false")
    for page in doc.iter(f"{PEF}page"):
        assert len(page.findall(f"{PEF}row")) <= rows
        for row in page.iter(f"{PEF}row"):
            text = row.text or ""
            assert len(text) <= cols and all(0x2800 <= ord(ch) <= 0x283F for ch in text)
    meta = doc.find(f"{PEF}head/{PEF}meta")
    got = {el.tag.removeprefix(DC): el.text for el in meta}
    assert got["format"] == "application/x-pef+xml" and got["identifier"].startswith("urn:uuid:")
    assert got["language"] == "en" and got["date"] == "2026-01-01" and got["title"]
    assert brf.pef_pages(folder / f"{stem}.pef") == brf.brf_pages(folder / f"{stem}.brf"), (
        "the PEF and the BRF hold the same pages"
    )


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("prof", brf.PROFILES)
@pytest.mark.parametrize("stem", ["rules", "summary", "host-key/host-key"])
def test_pef_reads_back_as_the_card(bk, game, prof, stem):
    """The PEF's text, read back by liblouis at the kit's grade, is the card's text (97 % of the words)."""
    p = brf.profile_of(bk.parent, prof)
    folder = bk / game / prof
    vol = brf.read_volume(brf.pef_pages(folder / f"{stem}.pef"), p.braille_duplex == "interpoint")
    text, _ = brf.reading(vol)
    got = brf.words(" ".join(brf.back(text, p.braille_grade)))
    want = brf.words((folder / f"{stem}.txt").read_text())
    ratio = difflib.SequenceMatcher(None, got, want, autojunk=False).ratio()
    assert ratio >= 0.97, f"the PEF reads back {ratio:.1%} of the {stem} card's words"


def test_two_builds_give_the_same_braille(bk, tmp_path):
    """The same game and profile built again, in another process state and folder: every BRF and PEF
    the same bytes (the identifiers come from the game and profile, the date is fixed)."""
    prof = bk.parent / f"{brf.INTERPOINT}.toml"
    build(["poison-corner"], ["tactile-learner", str(prof)], tmp_path / "again", 1, {"audio": "off"})
    checked = 0
    for name in ("tactile-learner", brf.INTERPOINT):
        for path in sorted((bk / "poison-corner" / name).rglob("*")):
            if path.suffix in (".brf", ".pef"):
                again = tmp_path / "again" / "poison-corner" / name / path.relative_to(bk / "poison-corner" / name)
                assert again.read_bytes() == path.read_bytes(), f"{path.name} differs between builds"
                checked += 1
    assert checked == 20
