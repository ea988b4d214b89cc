"""Round 29's cold readers on the kit's paper words (READER29 #9, #12, #13): who the host is where
the word is first heard; every braille file's pages said in the braille, the rules' own too, with no
pointer to the kit page a braille reader cannot read; where the match record is written, said once.
Built-in games and the readers', large print and tactile, printed and spoken; every count and page
read from the plan. The split board's parts (LISTEN29 #13, #14): tests/unit/test_paper_heard29.py;
the cover steps at their moments (LISTEN29 #8): tests/unit/test_cover_once28.py."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from accessible_kits.compose.words import number_word
from accessible_kits.model import BRAILLE_RULES_FILE
from rule_texts import readers_kits_flat, section_texts


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}, composed once (liblouis measures the labels)."""
    return readers_kits_flat()


def test_the_host_is_said_who_it_is_where_the_word_is_first_heard(kits):
    """READER29 #9: "Scissors, to cut out the pieces. The host can do this before the match." came
    before The sheets in this kit said who the host is."""
    cut = set()
    for (name, profile), (kit, text, script) in kits.items():
        for words in (text, script):
            first = re.search(r"\b[Hh]ost\b", words)
            assert first, (name, profile)
            # who the host is, there or in the next sentence ("The host key ... . The host is the person ...")
            at = words[first.start() :][:120]
            assert re.search(r"^host[^.]*(?:\. The host is|,) the person who prepares the kit", at), at
        if kit.preparation.of("pieces") or kit.preparation.parts:
            cut.add(name)
            need = " ".join(section_texts(kit, "need"))
            assert "The host, the person who prepares the kit, can do this before the match." in need
    assert {"corner-polyominoes", "garden"} <= cut, cut


def _match_page(kit) -> tuple[int, str]:
    """The match record's page and file, from the preparation plan."""
    prep = kit.preparation
    own = prep.of("match")
    run = own[0] if own else prep.of("records")[-1]
    return (run.first if own else run.last), run.file


def test_where_the_match_record_is_written_is_said_once(kits):
    """READER29 #13: "Page 5 also holds the match record. Write both rounds' lines there, round 1's
    as soon as it ends." beside a match.brf left a braille reader asking which to use. A match says
    once where both rounds' lines are written: the page, read from the plan, or in a braille kit that
    page or the braille form, one of the two."""
    for (name, profile), (kit, text, script) in kits.items():
        page, file = _match_page(kit)
        for words, n in ((text, str(page)), (script, number_word(page))):
            # the match record below round 2's table is named, not its page (READER30 #11)
            where = (
                f"page {n} of {file}"
                if kit.preparation.of("match")
                else "the match record, below the record table of round 2"
            )
            if profile == "tactile":
                said = f"Write both rounds' lines in one place. It is {where}, or the braille form, "
                said += "records/match.brf." if words is text else "match.brf in the records folder."
            else:
                said = f"Write both rounds' lines on {where}."
            assert words.count(said) == 1, (name, profile, said)
            assert "round 1's as soon as it ends" not in words and "Its braille form is" not in words
            assert words.count("Write both rounds' lines") == 1
        match = " ".join(section_texts(kit, "match"))
        assert "Write both rounds' lines" in match, (name, profile)


def test_no_braille_pointer_to_the_kit_page(kits):
    """READER29 #12: "The kit page, index.html, says how many braille pages each has." A braille
    reader cannot read index.html: the braille's own notes say each file's pages (braille_emboss)."""
    embossed = set()
    for (name, profile), (kit, text, script) in kits.items():
        assert "index.html" not in text and "in this kit folder" not in script, (name, profile)
        if kit.preparation.braille:
            embossed.add(name)
            assert "Emboss rules.brf" in text
    assert len(embossed) == 6, embossed


class _Volume:
    def __init__(self, n: int):
        self.pages = [None] * n


def _lay_counting(base: int, grow_at: int):
    """A layout whose rules run to `base` pages, one more when the notes' text reaches `grow_at` characters."""

    def lay(blocks):
        notes = " ".join(text for kind, text, _ in blocks if kind == "note")
        return _Volume(base + (len(notes) >= grow_at))

    return lay


def test_the_rules_state_their_own_braille_pages_as_laid_out():
    """READER29 #12: the notes gave the summary's, the records' and the host key's braille pages but
    not the rules'. The rules are laid out with their count in the notes until the count they state
    is the count they have; where none agrees, the note on their own pages is left out, never false."""
    from accessible_kits.preparation import Emboss
    from accessible_kits.writers.braille_emboss import counted, emboss_notes

    prep = SimpleNamespace(braille=(Emboss(BRAILLE_RULES_FILE), Emboss("summary.brf")), of=lambda what: [])
    kit = SimpleNamespace(preparation=prep, sections=[SimpleNamespace(id="before", heading="Before you play")])
    blocks = [("heading", "Before you play", "before"), ("para", "Emboss rules.brf and summary.brf.", "")]
    counts = {"summary.brf": 5}
    assert emboss_notes(kit, {**counts, BRAILLE_RULES_FILE: 9})[0] == (
        "rules.brf has 9 braille pages. summary.brf has 5 braille pages."
        # the title page and the pages after it are numbered t1 on (READER34 #13)
        " Each count includes the pages at the start, numbered with a t, like t1."
    )
    # the count's own note makes the rules a page longer: the count is laid out again, and agrees
    short = len(" ".join(emboss_notes(kit, counts)))
    volume = counted(_lay_counting(9, short + 5), blocks, kit, counts)
    assert len(volume.pages) == 10
    # a layout that never agrees (one page more for a two-figure count than it has with one figure)
    flips = {9: 10, 10: 9}

    def never(blocks):
        notes = " ".join(text for kind, text, _ in blocks if kind == "note")
        said = re.search(r"rules\.brf has (\d+)", notes)
        return _Volume(flips[int(said[1])] if said else 9)

    volume = counted(never, blocks, kit, counts)
    assert len(volume.pages) == 9  # laid out without the rules' own count
