"""What each profile key changes on the printed pages, read from the SVG the render layer lays
out, and how a board too big for the paper is tiled (moved from tests/test_print.py, which keeps
the measurements on rendered PDFs and the font, which needs fontconfig to find)."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest

from profile_pages import check_change, laid_out_pages

# key: (the line a profile adds, what shows on the pages when it took effect)
CHANGES = {
    "cell_size": (
        'cell_size = "30mm"',
        lambda pg: re.search(r'height="30(\.0)?" width="30(\.0)?"', pg["pieces-1"]),
    ),
    "line_width": ('line_width = "2mm"', lambda pg: re.search(r'stroke-width="2(\.0)?"', pg["pieces-1"])),
    "text_size": ('text_size = "20pt"', lambda pg: 'font-size="7.056"' in pg["summary"]),
    "heading_size": ('heading_size = "28pt"', lambda pg: 'font-size="9.878"' in pg["summary"]),
    "foreground": ('foreground = "#1A1A40"', lambda pg: 'fill="#1A1A40"' in pg["summary"]),
    "background": ('background = "#FFF8E7"', lambda pg: 'fill="#FFF8E7"' in pg["summary"]),
    "marks": (
        'marks = { white = "O", black = "X" }',
        lambda pg: ">O</text>" in pg["pieces-1"] and ">X</text>" in pg["pieces-1"],
    ),
    "patterns": ("patterns = false", lambda pg: "url(#pat-white)" not in pg["pieces-1"]),
    "fills": ('white_fill = "none"', lambda pg: 'fill="#56B4E9"' not in pg["pieces-1"]),
    "coordinates": ('coordinates = "none"', lambda pg: ">A</text>" not in "".join(pg.values())),
    "paper": ('paper = "A3"', lambda pg: 'viewBox="0 0 297 420"' in pg["summary"]),
    # at large print's 25 mm cells the pieces go on one portrait sheet packed together, whichever
    # way the profile says (the way that saves a sheet wins); at 20 mm (portrait alone) both ways hold them
    "orientation": (
        'cell_size = "20mm"\norientation = "landscape"',
        lambda pg: 'viewBox="0 0 297 210"' in pg["pieces-1"],
    ),
}


@pytest.fixture(scope="module")
def base_pages():
    return laid_out_pages("large-print")


@pytest.mark.parametrize("key", sorted(CHANGES))
def test_each_profile_value_changes_the_print(tmp_path, base_pages, key):
    line, seen = CHANGES[key]
    check_change(tmp_path, base_pages, key, line, seen)


def test_tiles_butt_join_and_stay_even():
    from hypothesis import given
    from hypothesis import strategies as st

    from accessible_kits.plan import spans as _spans

    @given(st.integers(1, 30), st.integers(2, 30))
    def check(total, fit):
        spans = _spans(total, fit)
        assert spans[0][0] == 0 and spans[-1][-1] == total - 1
        assert all(len(s) <= fit for s in spans)
        assert all(a[-1] + 1 == b[0] for a, b in pairwise(spans))  # neighbours meet, nothing shared
        assert len(spans) == -(-total // fit)  # no more sheets than needed
        assert max(map(len, spans)) - min(map(len, spans)) <= 1

    check()
