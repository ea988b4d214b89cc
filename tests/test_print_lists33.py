"""READER30 #22: rules.pdf's page broke inside a short list (poison corner's A match list after its first
item, "3. Each win earns one point." on the next page), and the braille's print page change lines follow
rules.pdf's pages, so the braille cut the list there too. A short list is kept whole on a printed page."""

from __future__ import annotations

import re

import pytest

from accessible_kits.profile import load_profile
from rule_texts import composed_texts, readers_games

GAMES = ("poison-corner", "long-corner", "row-removal", "four-rows")


@pytest.fixture(scope="module")
def cards():
    """{game: (kit, the page each rules.pdf page from the second begins with)} at the tactile profile."""
    from weasyprint import HTML

    from accessible_kits.writers.rules_html import rules_html
    from accessible_kits.writers.rules_pdf import print_pages

    profile = load_profile("tactile")
    games = readers_games()
    out = {}
    for name in GAMES:
        kit = composed_texts(games[name](), profile)[0]
        pdf = HTML(string=rules_html(kit, profile, for_pdf=True), base_url=".").write_pdf()
        out[name] = (kit, print_pages(pdf)[1])
    return out


@pytest.mark.parametrize("game", GAMES)
def test_no_printed_page_begins_inside_a_short_list(cards, game):
    """No page of rules.pdf begins at a short list's second item or later; the pages' starts are still read
    from the layout (rules_pdf.print_pages), which the braille's print page change lines follow."""
    from accessible_kits.model import Bullets, Steps
    from accessible_kits.writers.rules_html import SHORT_LIST

    kit, starts = cards[game]
    assert starts, game  # the card has pages after its first, each found where it begins
    for page, key in starts.items():
        if not re.fullmatch(r"b\d+-\d+(-\w+)?", key):
            continue  # a page that begins with a section's heading
        s, b, *part = key.removeprefix("b").split("-")
        block = kit.sections[int(s) - 1].blocks[int(b) - 1]
        if isinstance(block, Steps | Bullets) and part and part[0].isdigit():
            inside = int(part[0]) > 1
            assert not (inside and len(block.items) <= SHORT_LIST), (page, key, block.items)
