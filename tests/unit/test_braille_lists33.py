"""READER32 #3: "Its 5 columns are: Turn ... Cell said." went on over a braille page (poison corner, long corner
and four rows, pages 17-18): "At first I thought the sheet had 3 columns." A short list stays on one page."""

from __future__ import annotations

import pytest

from accessible_kits.profile import load_profile
from rule_texts import composed_texts, readers_games, rules_layout

GAMES = ("poison-corner", "long-corner", "four-rows")  # the three the reader found split


@pytest.fixture(scope="module")
def rules_pages():
    """{game: (lines, pager)}: each tactile kit's braille rules laid out as the writer lays them, once."""
    games = readers_games()
    return {n: rules_layout(composed_texts(games[n](), load_profile("tactile"))[0]) for n in GAMES}


@pytest.mark.parametrize("game", GAMES)
def test_a_short_list_stays_on_one_braille_page(rules_pages, game):
    """Each list of SHORT text lines or less (and half a page) is a run the pager keeps on one page, the
    record sheet's columns among them, not only its last two items; no page begins inside one; the page
    before it keeps the lines a heading and SHORT leave at least, so no page is left mostly blank."""
    from accessible_kits.writers.braille_breaks import SHORT, kept_whole
    from accessible_kits.writers.braille_pages import _lists

    lines, pager = rules_pages[game]
    most = min(SHORT, pager.body // 2)
    runs = [run for run in _lists(lines) if len(run) <= most]
    kept = kept_whole(lines, _lists(lines), pager.body)
    whole = [run for run in runs if len({lines[i].block for i in run}) > 2]  # more than its last two items
    assert whole, game
    assert all((run[0], run[-1]) in kept for run in runs), game
    short = [set(run[1:]) for run in runs]
    for n, i in enumerate(pager.breaks):
        assert not any(i in run for run in short), (game, lines[i].cells)
        assert len(pager.pages[n][0]) >= pager.body - SHORT - 3, (game, n, lines[i].cells)
