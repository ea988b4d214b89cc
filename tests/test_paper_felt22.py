"""Round 22's cold braille reader (issue 24) on a tactile kit's words, in built-in games and in the
readers' own (written from docs/games.md): the transcriber's note says a diagram sheet's braille
title and a diagram's each in full (READER22 #6), and the key names every line the rules cut along
(#11). Liblouis draws the sheets' braille, so these are in the full tier."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from accessible_kits import braille
from accessible_kits.compose import compose
from accessible_kits.profile import load_profile
from accessible_kits.render.pages import kit_pages
from rule_texts import flat, readers_games
from test_tactile import dots_to_cells

SVG = "{http://www.w3.org/2000/svg}"
GAMES = readers_games()


def _kit(name: str):
    p = load_profile("tactile")
    kit = compose(GAMES[name](), p)
    return p, kit, kit_pages(kit, p)


@pytest.mark.parametrize("name", ["poison-corner", "four-rows", "garden"])
def test_the_note_says_a_sheets_title_and_a_diagrams_each_in_full(name):
    """READER22 #6: "It names each sheet by the braille title at its top, after the game's name, like
    diagram sheet 1" beside "Each diagram has a braille title ... like Example 1: Before": which
    title reads how? The note says the sheet's title whole, as drawn at the first diagram sheet's
    top (read back from its dots), that the notes name a sheet without the game's name, and a
    diagram's own title, as drawn on that sheet."""
    import html

    from accessible_kits.writers.braille_prelims import _note_words
    from accessible_kits.writers.braille_volumes import raised_sheets

    p, kit, pages = _kit(name)
    words = " ".join(_note_words(raised_sheets(kit, p, pages), True, p.braille_grade, True))
    sheet = f"{kit.title}: diagram sheet 1"
    assert (
        "Each diagram sheet's braille title, at its top, is the game's name and the sheet's number, "
        f"like {sheet}." in words
    )
    assert "A transcriber's note names a sheet without the game's name, like diagram sheet 1." in words
    first = next(page for page in pages if page.swell and page.id.startswith("examples-"))
    top = next(g for g in ET.fromstring(first.svg).iter(f"{SVG}g") if g.get("data-tactile") == "braille")
    (want,) = braille.translate([sheet], braille.TABLES[p.braille_grade])
    assert " ".join(dots_to_cells(top)).replace("\u2800", " ") == want.replace("\u2800", " ")
    (diagram,) = re.findall(r"Each diagram on a sheet has its own braille title, like (Example 1: [^.]+)\.", words)
    assert f"{diagram}. " in html.unescape(first.svg)
    for line in words.split(". "):
        assert len(line.split()) < 25, line


@pytest.mark.parametrize("name", ["corner-polyominoes", "garden", "row-removal"])
def test_the_key_names_every_line_the_rules_cut_along(name):
    """READER22 #11: "Cut out the pieces along the thick solid lines", but the key had no entry for
    them. Where the raised sheets draw pieces, the key (drawn, and transcribed in the braille rules)
    says what the raised outline is for, in the rules' words; a kit without pieces has no such line."""
    _, kit, pages = _kit(name)
    key = next(page for page in pages if page.id == "key")
    entry = "Thick solid line round a piece: cut along it."
    text = flat(" ".join(s.text for sec in kit.sections for s in _sentences(sec)))
    if kit.pieces:
        assert "along the thick solid lines" in text
        assert entry in key.key and entry in key.svg
        cut = [
            el
            for page in pages
            if page.swell and page.id.startswith("pieces")
            for el in ET.fromstring(page.svg).iter()
            if el.get("data-name") == "cut"
        ]
        assert cut and all(el.get("data-tactile") == "line" for el in cut)
    else:
        assert "thick solid line" not in text and entry not in key.key


def _sentences(section):
    from rule_texts import section_lines

    return [s for line in section_lines((section,)) for s in line.sentences]
