"""Round 25's listener (issue 24, LISTEN25 #20): an example the game ends in, begun on a board the
listener lays by hand (the piece games' pieces, the tactile row games' tokens), waits for the scribe
after the board is said, as a mark does ([wait], not [pause]), so the scribe can say done before the
first move. Where the board is only listened to (pen marks), the pause stays a step's. And round 25's
braille reader (READER25 #15): the piece games' "which column?" note after the first whole board read
back is part of that step, never a numbered step of its own (one was read as a move of the example).
Read in the built-in games and the readers' own, at large print and tactile."""

from __future__ import annotations

import pytest

from accessible_kits.compose import compose
from accessible_kits.compose.examples import NEAR_END_START
from accessible_kits.profile import load_profile
from rule_texts import readers_games

GAMES = readers_games()
KITS = [(g, p) for g in GAMES for p in ("large-print", "tactile")]
# where the ending example's board may be laid by hand: the piece games, a tactile row game whose
# ending example starts from a board of its own (four rows; row removal's is only listened to)
LAID = {("corner-polyominoes", p) for p in ("large-print", "tactile")} | {
    ("garden", p) for p in ("large-print", "tactile")
}
LAID |= {("four-rows", "tactile")}
# and a tactile grid game's: its tokens come off, so the near end is laid from a full board (READER27 #11)
LAID |= {("poison-corner", "tactile"), ("long-corner", "tactile")}


def ending_example_pause(kit) -> tuple[str, bool]:
    """The pause after the board of the last example that says the game is over, before its first
    move, and whether its start offers to lay that board by hand ("Or, to ...")."""
    segs = list(kit.script)
    heads = [i for i, s in enumerate(segs) if s.kind == "say" and s.text.startswith("Example ")]
    for i in reversed(heads):
        end = next((j for j in heads if j > i), len(segs))
        if any("game is over" in s.text.lower() for s in segs[i:end] if s.kind == "say"):
            k = next(j for j in range(i, end) if segs[j].kind == "pause")
            return segs[k].pause, any(s.text.startswith("Or, to ") for s in segs[i:k])
    raise AssertionError("no example ends the game")


@pytest.fixture(scope="module")
def pauses():
    """{(game, profile): the ending example's pause}, composed once for the module (the tactile labels'
    braille is measured by liblouis, so outside the fast tier's function-scoped guard, as its other
    word tests' module fixtures are)."""
    return {(g, p): ending_example_pause(compose(GAMES[g](), load_profile(p))) for g, p in KITS}


@pytest.mark.parametrize(("game", "profile"), KITS)
def test_a_board_laid_by_hand_waits_for_the_scribe(pauses, game, profile):
    pause, offered = pauses[game, profile]
    assert offered == ((game, profile) in LAID)
    assert pause == ("act" if offered else "step")


# READER25 #15's "which column?" note, no step of its own: since READER27 #2 the read backs say each sound-alike
# letter with its place, and the note is gone (tests/unit/test_piece_words_read27.py)


@pytest.fixture(scope="module")
def kits():
    return {(g, p): compose(GAMES[g](), load_profile(p)) for g, p in KITS}


@pytest.mark.parametrize(("game", "profile"), KITS)
def test_print_says_not_to_mark_where_the_speech_does(kits, game, profile):
    """An example begun on another board is only listened to, and the speech says "Do not mark anything";
    the print said "Start with a full board." (or how to mark one up from full) with no board free for
    it (stop 43, the lead's own game). Each example's print says it exactly where its speech does; an
    example near a game's end prints its board in words instead (NEAR_END_START), and is left out."""
    kit = kits[game, profile]
    segs = list(kit.script)
    heads = [i for i, s in enumerate(segs) if s.kind == "say" and s.text.startswith("Example ")]
    for ex, i in zip(kit.examples, heads, strict=True):
        if ex.lines[0].startswith(NEAR_END_START):
            continue
        k = next(j for j in range(i, len(segs)) if segs[j].kind == "pause")
        said = any("Do not mark anything." in s.text for s in segs[i:k])
        printed = any("Do not mark anything." in line for line in ex.lines)
        assert said == printed, (ex.name, said, printed)
