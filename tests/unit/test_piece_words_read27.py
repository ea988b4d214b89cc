"""Round 27's readers on a polyomino kit (LISTEN27 #10, READER27 #2, #3, #4, #5), read in the built-in
corner-polyominoes and the readers' Garden corners (Otters and Red team), at large print and at tactile:
both blocked players' places tried in one sentence shape, with the engine's first refusal of each try;
who waits for the example's pieces and who says done to whom; and a letter said one way in every read back."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.examples import told
from accessible_kits.compose.words import ordinal_word, printed
from accessible_kits.errors import IllegalMove
from accessible_kits.families.polyomino.engine import Placement
from accessible_kits.families.polyomino.wording.blocked import corner_cells
from accessible_kits.families.polyomino.wording.refused import rule_of
from accessible_kits.games.notation import column_letter
from rule_texts import LAY_DONE, blocked_said, lay_now, piece_games_at_large_and_tactile, piece_words_heard

GAMES, TEXTS = piece_games_at_large_and_tactile()


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    """(game, the family's words, the kit, rules text flat, the spoken script's said sentences)."""
    name, profile = request.param
    game = GAMES[name]
    return game, *piece_words_heard(game, profile)


# broke_rule's sentence shapes, as patterns: a place tried ("On free cells", a cell) and the rules
SHAPES = (  # how each place is tried, said once before them (LISTEN37 #17: no defined "every way")
    r"On free cells, [^.]+, however (?:it lies|they lie)\.",
    # what cannot be placed there, or cover the cell, then why: a cell as the scribe says it, its place with it
    # (LISTEN33 #6); the piece the subject (LISTEN37 #17), never "over" the cell (LISTEN41 #7)
    r"On free cells, [^.]+ be placed\. (?:It|Each) [^.]+, however it lies\."
    r"|[^.]+ can(?:not)? cover [^.]+\. However (?:it|either|a piece) covers that cell, it also [^.]+\.",
)


def _ends(game, w) -> list:
    return [rs[-1].after for rs in told(game, w) if game.engine.is_over(rs[-1].after)]


def test_every_place_a_blocked_player_tries_has_one_sentence_shape(heard):
    """LISTEN27 #10, READER27 #4, #5: "Every way to lay Otters' block or zig-zag over E5 breaks a rule: each covers
    a covered cell." for one player beside "Over column G row 7, each way covers ..." for the other argued the
    blocked cells two ways. Every place tried, both players', in one shape."""
    game, w, _, text, script = heard
    assert _ends(game, w)
    for words in (text, script):
        end = blocked_said(words)
        # a place tried, up to the next: its sentences together; one said apart (free cells, then the rest) aside
        place = r"[^.]* can(?:not)? cover column|On free cells"
        split = re.split(rf"(?<=\.) (?:\d+\. )?(?={place}|Left for|[^.]* next piece)", end)
        ways = [s.strip() for s in split if re.match(place, s.strip())]
        ways = [s for s in ways if "Laid any other way" not in s]
        assert ways and "every way" not in end
        shapes = {next(i for i, p in enumerate(SHAPES) if re.fullmatch(p, s)) for s in ways}
        assert len(shapes) == 1, ways


def test_each_try_over_a_corner_cell_says_the_engines_first_refusal(heard):
    """READER27 #4: the rule that blocks each try is the engine's first refusal of it, as the rules teach
    (If a move breaks more than one rule, the scribe says only the first)."""
    game, w, _, text, _ = heard
    e = game.engine
    # a way or the other ways there (LISTEN35 #7): "goes" or "go"
    words = {"off": "off the board", "covered": "a covered cell", "side": " a side "}  # or its one way's sides
    for pos in _ends(game, w):
        for player in (p for p in (0, 1) if pos.unused[p] and pos.cells_of(p)):
            for cell, rules in corner_cells(e, pos, player):
                first = set()
                for piece in (p for p in e.pieces if p.name in pos.unused[player]):
                    for shape in e.shapes(piece):
                        for ac, ar in shape:
                            placed = frozenset((cell[0] + c - ac, cell[1] + r - ar) for c, r in shape)
                            with pytest.raises(IllegalMove) as refused:
                                e._check_placement(pos, player, Placement(piece.name, placed))
                            first.add(rule_of(str(refused.value)))
                assert rules == first
                # with its place (LISTEN33 #6); what cannot cover it, then why (LISTEN41 #7)
                over = rf"[^.]* can(?:not)? cover {re.escape(printed(w.back_cell(cell)))}$"
                sentences = re.split(
                    r"\. (?!Laid |Then |They |It |Each |In the |However )", text
                )  # a place's sentences
                said = next(s for s in sentences if re.match(over, s.split(". ")[0]))
                assert {r for r, how in words.items() if how in said} == first, said


def test_the_wait_for_the_examples_pieces_says_who_waits_and_who_says_done_to_whom(heard):
    """READER27 #3: "If you put them on the board, say done." said not to whom, nor who waits; and READER29 #6:
    "the scribe waits for you, then says done to whoever reads the rules" left a reader alone unsure who was who.
    Said to the player laying the pieces: lay them all now, then read on in print; aloud, say done when ready,
    which a table that only listens does at once."""
    _, w, kit, text, script = heard
    lay = lay_now(w.touch)  # one moment, after the pieces are listed (READER31 #13)
    wait = f"{lay_now(w.touch, ear=True)} {LAY_DONE}"  # aloud, the scribe lays them and says done (LISTEN31 #16)
    assert text.count(f"{lay} Then read on.") == 1 and "say done" not in text
    assert script.count(wait) == 1 and "whoever reads the rules" not in script + text
    segs = kit.script
    acts = [i for i, s in enumerate(segs) if s.kind == "pause" and s.pause == "act"]
    assert any(" ".join(s.text for s in segs[:i] if s.kind == "say").endswith(wait) for i in acts)


def test_every_read_back_says_a_sound_alike_letter_with_its_place(heard):
    """READER27 #2: the read backs said B, C, D, E and G plainly, and a player had to ask "which column?".
    Every read back says a letter as the scribe says a move back, stated once where the scribe's job is taught."""
    _, w, _, text, script = heard
    places = w.places_said()
    assert places  # both boards have letters that sound alike
    said = "The read back says each cell just as the scribe said the move back."
    for words in (text, script):
        assert words.count(said) == 1
        at = words.index(said)
        assert words.index("A scribe is a partner") < at < words.index("Example 1:")
        assert "say letters differently" not in words and "For a letter's place in a read back" not in words
        examples = words[words.index("Example 1:") :]
        assert "which column?" not in examples
        reads = re.findall(r"Read back: [^.]*\.(?: [A-Z][^.]* row \d+\.)*", words[at:])
        rows = re.findall(r"\bRow \d+(?: goes on)?: [^.]*\.", examples)
        # and the example's pieces, laid by ear: "Otters' trio covers column B row 3, ..." (a board read out)
        laid = [s for s in re.split(r"(?<=\.) ", examples) if re.match(r".* covers (?:\w+ cells: )?column ", s)]
        assert reads and rows and any(not s.startswith("Read back") for s in laid)
        for read in reads + rows + laid:
            for m in re.finditer(r"\b[Cc]olumn ([A-Z])\b(, the ([a-z-]+) column)?", read):
                c = ord(m.group(1)) - 65
                assert bool(m.group(2)) == (c in places), read
                assert m.group(2) is None or m.group(3) == ordinal_word(c + 1)
        assert any(f"column {column_letter(c)}, the" in " ".join(rows) for c in places)
