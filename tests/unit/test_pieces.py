"""A chapter cut into pieces at its pauses (audio.chapters._pieces): the pieces hold the chapter's
items in turn, each ends in silence, and an edited sentence changes its own piece alone."""

from __future__ import annotations

from accessible_kits.audio import chapters
from accessible_kits.compose.words import number_word

# a chapter as recording.plan says it: the second half of the split pause, then sentences and pauses
WORDS = [number_word(n) for n in range(1, 31)]
SENTENCES = [f"Step {w} of the setting up is said here." for w in WORDS]


def chapter(sentences: list[str]) -> list[tuple[str, object]]:
    items: list[tuple[str, object]] = [("pause", 750)]
    for n, text in enumerate(sentences):
        items += [("say", text), ("pause", 1500 if n % 3 == 2 else 500)]
    return items


def words(piece) -> int:
    return sum(len(v.split()) for k, v in piece if k == "say")


def test_the_pieces_are_the_chapter_in_turn_each_ending_in_a_pause():
    items = chapter(SENTENCES)
    pieces = chapters._pieces(items)
    assert [item for piece in pieces for item in piece] == items
    assert len(pieces) >= 5  # 240 words: pieces of a few sentences, not the chapter whole
    for piece in pieces:
        assert piece[-1][0] == "pause" and words(piece) >= chapters.MIN_WORDS
        # a piece ends after its first sentence to end one, past MIN_WORDS, or at MAX_WORDS
        said = [v for k, v in piece if k == "say"]
        so_far = [sum(len(s.split()) for s in said[: i + 1]) for i in range(len(said))]
        ends = [
            n >= chapters.MIN_WORDS and (n >= chapters.MAX_WORDS or chapters._ends_piece(s))
            for s, n in zip(said, so_far, strict=True)
        ]
        assert not any(ends[:-1])
    assert all(p[0][0] == "say" for p in pieces[1:])  # the seams are in the pauses


def test_an_edited_sentence_changes_its_own_piece_alone():
    items = chapter(SENTENCES)
    pieces = chapters._pieces(items)
    for n in (3, 14, 27):
        # the same number of words, and the same answer to whether a piece ends after it
        same = next(
            t
            for t in (
                f"Step {WORDS[n]} of the setting up is {w} here." for w in ("heard", "told", "read", "given", "shown")
            )
            if chapters._ends_piece(t) == chapters._ends_piece(SENTENCES[n])
        )
        edited = chapters._pieces(chapter([*SENTENCES[:n], same, *SENTENCES[n + 1 :]]))
        assert len(edited) == len(pieces)
        changed = [i for i, (a, b) in enumerate(zip(pieces, edited, strict=True)) if a != b]
        assert len(changed) == 1 and ("say", same) in edited[changed[0]]


def test_a_short_chapter_is_one_piece_and_a_short_end_joins_the_piece_before():
    short = chapter(SENTENCES[:1])
    assert chapters._pieces(short) == [short]
    for n in range(2, 16):
        items = chapter(SENTENCES[:n])
        pieces = chapters._pieces(items)
        assert [item for piece in pieces for item in piece] == items
        assert words(pieces[-1]) >= chapters.MIN_WORDS or len(pieces) == 1


def test_a_last_batch_that_says_nothing_joins_the_one_before(monkeypatch):
    """Pieces are spoken and mastered a batch at a time (_batches); a last batch that says nothing
    (it could not know its sample rate) goes with the one before, and no batch is lost."""
    monkeypatch.setattr(chapters, "BATCH_WORDS", 1)
    flat: list[tuple[list[tuple[str, str | int]], bool, bool]] = [
        ([("say", text)], False, False) for text in ("Choose one row.", "Cross out.", "Pass.")
    ]
    flat.append(([("pause", 500)], False, True))
    assert chapters._batches(flat, [0, 1, 2, 3]) == [[0], [1], [2, 3]]
