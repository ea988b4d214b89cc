"""BRF page layout, without liblouis: wrapping at cell width and 25-line pages."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from accessible_kits.braille import CELLS, LINES, paginate, wrap

words = st.lists(st.text("abcdefgh", min_size=1, max_size=50), min_size=1, max_size=40)


@given(words=words, first=st.integers(0, 4), rest=st.integers(0, 4))
def test_wrap_never_overflows_and_keeps_every_cell(words, first, rest):
    lines = wrap(" ".join(words), CELLS, first, rest)
    assert all(len(line) <= CELLS for line in lines)
    assert lines[0].startswith(" " * first)
    assert all(line.startswith(" " * rest) for line in lines[1:])
    assert "".join(line.replace(" ", "") for line in lines) == "".join(words), "no cell lost or added"


def test_wrap_breaks_at_spaces_when_it_can():
    assert wrap("aaaa bbbb cccc", 9) == ["aaaa bbbb", "cccc"]
    assert wrap("aaaa bbbb cccc", 9, first=2, rest=0) == ["  aaaa", "bbbb cccc"]


def test_pages_are_25_lines_with_the_number_at_the_right():
    lines = [f"line{i}" for i in range(30)]
    text = paginate(lines, lambda n: f"#{n}")
    pages = text.split("\f")
    assert len(pages) == 2
    for n, page in enumerate(pages, 1):
        rows = page.split("\r\n")
        assert rows[-1] == "", "every line ends with CR LF"
        rows = rows[:-1]
        assert len(rows) == LINES
        assert rows[-1] == " " * (CELLS - len(f"#{n}")) + f"#{n}"
    assert pages[0].split("\r\n")[:2] == ["line0", "line1"]
    assert pages[1].split("\r\n")[0] == "line24", "24 lines of text a page, then the number line"


def test_a_line_long_word_after_another_keeps_to_the_next_lines_indent():
    """Found by the property test: a word exactly a line long, after another word, moved to a line
    indented by `rest` and ran one cell over."""
    assert [len(line) for line in wrap("ab " + "x" * CELLS, CELLS, 0, 1)] == [2, CELLS, 2]
