"""A board's own place on a shared sheet (sheet_words.place_of, said with the board) and the sheet's
list of its boards (sheet_words.placed) must tell one layout: a listener hears both."""

import re

import pytest

from accessible_kits.compose.sheet_words import place_of, placed
from accessible_kits.compose.words import ordinal_word

NAMES = ["board 1", "board 2", "board 3", "board 4"]


def _lines(listed: str) -> tuple[str, list[list[str]]]:
    """How `placed` lays the boards out: ("down" | "across" | "halves", the boards of each line)."""
    if "going down the sheet" in listed:
        return "down", [[n] for n in re.findall(r"board \d", listed)]
    if " in its upper half" in listed:
        upper, lower = listed.split(" in its upper half")
        return "halves", [re.findall(r"board \d", upper), re.findall(r"board \d", lower)]
    return "across", [re.findall(r"board \d", listed)]


@pytest.mark.parametrize("boards", [2, 3, 4])
@pytest.mark.parametrize("across", [1, 2, 3, 4])
def test_each_boards_place_agrees_with_the_sheets_list(boards, across):
    names = NAMES[:boards]
    way, lines = _lines(placed(names, across))
    assert [n for line in lines for n in line] == names  # every board listed once, in order
    for k, name in enumerate(names):
        place = place_of(k, boards, across)
        line_no = next(i for i, line in enumerate(lines) if name in line)
        line, col = lines[line_no], lines[line_no].index(name)
        if way == "down":  # three or four boards, one a line
            assert place == f"{ordinal_word(k + 1)} board going down"
            continue
        if way == "halves":
            assert place.startswith(("upper", "lower")[line_no]) or f"the {('upper', 'lower')[line_no]} half" in place
        if len(line) == 2:
            assert ("left", "right")[col] in place.split()
        elif len(line) > 2:
            assert place.startswith(f"{ordinal_word(col + 1)} board from the left")
        else:
            assert not {"left", "right"} & set(place.split())
