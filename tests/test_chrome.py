"""Page chrome where it serves: the scale bar and print note only where scale matters, and the
quick reference on one page at every bundled profile, said so from the pages drawn.

Boards, board parts, pieces, tokens and the raised sheets are measured against a ruler, so
they carry the 100 mm scale bar and the print note. Text pages (the quick reference, the host
key) and record sheets do not: a one-line heading, and a footer only where a set runs over
("Page 1 of 2"), so their room goes to what they say.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from accessible_kits import plan
from accessible_kits.compose import blank_set, compose
from accessible_kits.fonts import Metrics
from accessible_kits.games import load_game
from accessible_kits.profile import load_profile
from accessible_kits.render.pages import kit_pages, summary_pages
from conftest import GAMES, PROFILES
from profile_pages import custom_profile

SCALED = re.compile(r"board-\d+|.+-part-\d+|pieces-\d+|tokens-\d+|key|examples-\d+")
UNSCALED = re.compile(r"checklist|records-\d+|summary(-\d+)?|host-key(-\d+)?")
SVG = "{http://www.w3.org/2000/svg}"


def pages_of(game_ref: str, profile_ref: str):
    """The kit as composed and its pages as drawn, at a bundled profile."""
    game, profile = load_game(game_ref), load_profile(profile_ref)
    kit = compose(game, profile, plan.make(game, profile, *blank_set(game)).boards)
    return kit, kit_pages(kit, profile)


def heading_lines(svg: str) -> int:
    """How many lines the page's heading (its level-1 heading group) takes."""
    root = ET.fromstring(svg)
    head = next(g for g in root.iter(f"{SVG}g") if g.get("role") == "heading" and g.get("aria-level") == "1")
    return len(list(head.iter(f"{SVG}text")))


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("game", GAMES)
def test_scale_bar_only_where_scale_matters(game, profile):
    _, pages = pages_of(game, profile)
    for page in pages:
        bar = 'id="scale-bar"' in page.svg
        if SCALED.fullmatch(page.id):
            assert bar, f"{page.id} is measured with a ruler but has no scale bar"
        else:
            assert UNSCALED.fullmatch(page.id), page.id
            assert not bar and "The bar must measure" not in page.svg, f"{page.id} carries a scale bar"
            assert heading_lines(page.svg) == 1, f"{page.id}: its heading takes more than one line"


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("game", GAMES)
def test_the_quick_reference_is_one_page_and_says_so(game, profile):
    kit, pages = pages_of(game, profile)
    summary = [p for p in pages if re.fullmatch(r"summary(-\d+)?", p.id)]
    # One page at every bundled profile but high contrast, whose fuller quick reference (issue 24:
    # the rules players get wrong) runs to 2 at 24 pt; the words say the count drawn either way.
    assert len(summary) == (2 if profile == "high-contrast" else 1), [p.id for p in summary]
    assert ("Page 1 of" in summary[0].svg) == (len(summary) > 1)  # a set of one page has no page footer
    said = " ".join(b.text for s in kit.sections for b in s.blocks if hasattr(b, "text"))
    said += " ".join(i for s in kit.sections for b in s.blocks for i in getattr(b, "items", ()))
    if not load_profile(profile).braille:  # a tactile kit's sheets section names the raised sheets instead
        n = len(summary)
        assert f"The quick reference: the rules in short, on {n} page{'s' if n > 1 else ''}." in said


def test_a_text_page_set_that_runs_over_numbers_its_pages(tmp_path):
    """At a big text size a quick reference runs over: each page says its place, and the words
    say how many pages, from the pages drawn."""
    game = load_game("row-removal")
    body = 'extends = "high-contrast"\ntext_size = "30pt"\nheading_size = "36pt"\n'
    profile = load_profile(custom_profile(tmp_path, "huge", body))
    kit = compose(game, profile, plan.make(game, profile, *blank_set(game)).boards)
    summary = summary_pages(kit, profile, Metrics(profile.font))
    assert len(summary) > 1
    for n, page in enumerate(summary, 1):
        assert f"Page {n} of {len(summary)}" in page.svg
        assert 'id="scale-bar"' not in page.svg
    said = " ".join(i for s in kit.sections for b in s.blocks for i in getattr(b, "items", ()))
    assert f"The quick reference: the rules in short, on {len(summary)} pages." in said
