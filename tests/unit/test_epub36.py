"""The talking book's page-break marker for a printed page that begins inside a paragraph: inside
it, between the sentence spans, before the sentence where the page begins (issue 24, stop 48)."""

from __future__ import annotations

import re
from types import SimpleNamespace

from accessible_kits.model import Line, Para, Section, Sentence
from accessible_kits.writers import PrintedCard, card_text
from accessible_kits.writers.epub import _Doc, inside_pages, sentence_marks

FIRST = ("One two three.", "Four five six seven.", "Eight nine ten.")


def _line(*texts: str, start: int = 1) -> Line:
    return Line(tuple(Sentence(f"s{k}", t, t) for k, t in enumerate(texts, start)))


def _kit() -> SimpleNamespace:
    """A title, a tagline, and one section of two paragraphs (block ids b1-1 and b1-2)."""
    play = Section("play", "How to play", (Para(_line(*FIRST)), Para(_line("Next one starts here.", start=4))))
    return SimpleNamespace(title="Tiny", tagline=_line("A game.", start=9), sections=(play,), examples=())


def test_a_page_begun_inside_a_paragraph_is_marked_before_its_sentence(monkeypatch):
    """Page 2 of the card begins at "five six seven", inside the first paragraph (the second begins
    on it): its marker stands before "Four five six seven.", the sentence that page begins in, not
    at the second paragraph's start; page 1 stays at the title."""
    card = PrintedCard(b"", 2, ((2, "b1-2"),))
    monkeypatch.setattr(card_text, "page_starts", lambda data: {2: ["five", "six", "seven"]})
    marks, inside = inside_pages(_kit(), card)
    assert marks == {"title": [1]}
    assert inside == {"b1-1": [(len(" ".join(FIRST[1:]).split()), 2)]}
    doc = _Doc("s01-play.xhtml", "How to play", "play-h", "How to play", "play")
    text = doc.spans(_line(*FIRST), "play", inside["b1-1"])
    marker = re.search(r'<span epub:type="pagebreak"[^>]*id="page-2"[^>]*></span>', text)
    assert marker is not None
    # between the first sentence's span and the second's: the highlighted sentences are as before
    assert text[: marker.start()].endswith(f'<span id="play-s1">{FIRST[0]}</span> ')
    assert text[marker.end() :].startswith(f'<span id="play-s2">{FIRST[1]}</span>')
    assert doc.units == [("play-s1", "s1"), ("play-s2", "s2"), ("play-s3", "s3")]


def test_a_marker_never_stands_inside_a_sentence_span():
    """A sentence with a full stop inside it ("Say "Go." then stop."): a page found after that stop
    is marked at the nearest sentence boundary, the earlier of two as near."""
    line = _line('Say "Go." then stop.', "Next.")
    assert sentence_marks(line, [(3, 7)]) == {0: [7]}  # at word 2 of 5: boundaries 0 and 4 as near, the earlier
    assert sentence_marks(line, [(2, 7)]) == {1: [7]}  # at word 3: before "Next."
