"""Round 23's cold braille reader (issue 24) on the raised grid kits and the braille volumes' front
matter, in the built-in poison corner and the readers' Long corner (written from docs/games.md):
the practice and play boards sharing one swell sheet, the board not in play is covered (READER23
#13, #14); a title page's contents name every t page a part spans, and each later page of a part
carries its continued heading (READER23 #16). Full tier: a raised kit's compose runs liblouis."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import brf
from accessible_kits.profile import load_profile
from conftest import built_once, need_cmd
from rule_texts import MAYA, readers_games
from unit.test_paper_read23 import covered_board_words

# a small page, so the special symbols and the transcriber's notes each run over more than one page
SMALL = "tactile-28x20"
SMALL_TOML = 'extends = "tactile"\nname = "Tactile 28 by 20"\nbraille_cells = 28\nbraille_lines = 20\n'
PARTS = {"Special symbols": "special symbols", "Transcriber's notes": "transcriber's notes"}


@pytest.fixture(autouse=True)
def _liblouis():
    need_cmd("lou_translate", "liblouis-bin liblouis-data")


@pytest.mark.parametrize("name", ["poison-corner", "long-corner"])
def test_a_raised_grid_board_not_in_play_is_covered(name):
    covered_board_words(readers_games()[name](), load_profile("tactile"))


@pytest.fixture(scope="module")
def small_kits(tmp_path_factory) -> Path:
    """Poison corner and Long corner at tactile and on a 28 by 20 page, audio off."""
    return built_once(
        tmp_path_factory,
        "paper23-kits",
        ["poison-corner"],
        ["tactile"],
        {"audio": "off"},
        profile_files={SMALL: SMALL_TOML},
        game_files={"long-corner": MAYA},
    )


def _parts(volume) -> list[tuple[str, list[int]]]:
    """Each part of a volume's t pages after its title page, as its pages' top lines say: a heading
    begins a part, its continued heading goes on with it; (the part's heading, its t pages)."""
    out: list[tuple[str, list[int]]] = []
    for lines in volume.prelims:
        _, number = brf.split_right(lines[-1])
        if not lines[0].strip():  # interpoint's blank pages
            continue
        top = brf.back([lines[0].strip()], 2)[0].replace("\u2019", "'")
        n = int(brf.back([number], 2)[0].removeprefix("t"))
        heading, _, again = top.partition(", ")
        assert heading in PARTS, f"t{n} has no heading: {top!r}"
        if again:
            assert again == "continued" and out and out[-1][0] == heading, f"t{n}: {top!r}"
            out[-1][1].append(n)
        else:
            assert not out or out[-1][0] != heading, f"t{n}: the heading again, not continued"
            out.append((heading, [n]))
    return out


@pytest.mark.parametrize("profile", ["tactile", SMALL])
@pytest.mark.parametrize("game", ["poison-corner", "long-corner"])
def test_the_contents_name_every_t_page_a_part_spans(small_kits, game, profile):
    # "special symbols, page t2" while the symbols ran on to t3, a page with no heading (READER23 #16)
    folder = small_kits / game / profile
    spans = 0
    for stem in brf.STEMS:
        volume = brf.read_volume(brf.brf_pages(folder / f"{stem}.brf"), False)
        title = " ".join(brf.back([line.strip() for line in volume.title if line.strip()], 2)).replace("\u2019", "'")
        contents = re.search(r"Contents: (.*?)\.", title)
        assert contents, f"{stem}: {title}"
        for heading, pages in _parts(volume):
            first, last = pages[0], pages[-1]
            assert pages == list(range(first, last + 1))
            said = (
                f"page t{first}"
                if first == last
                else f"pages t{first} {'and' if last == first + 1 else 'through'} t{last}"
            )
            assert f"{PARTS[heading]}, {said}" in contents[1], f"{stem}: {contents[1]}"
            spans += last > first
    if profile == SMALL:
        assert spans, "no part runs over a page: the small page no longer tests a continued heading"
