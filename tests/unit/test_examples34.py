"""Round 32's listener #16 on the spoken worked examples (compose.script.spoken_step, compose.examples):
in an example the table may set up by hand or only hear (an added end, "You may just listen."), the
last piece was laid after its read back with no wait for the scribe ("If you are following it, the
scribe also adds White's big square." then on), and a row game's move was never laid at all: the
listener had no point at which to check the board. Each move laid there gets the scribe's wait, as
every followed step has ("Scribe, ... now. [wait]"). Read in the readers' piece and row games, at
large print and by touch."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.examples import MAY_LISTEN
from accessible_kits.compose.script import FOLLOWING
from accessible_kits.profile import load_profile
from rule_texts import composed_texts, readers_games

GAMES = ("corner-polyominoes", "garden", "four-rows", "row-removal")
CASES = [(g, p) for g in GAMES for p in ("large-print", "tactile")]
LAST = "Take all the pieces off the board"  # a piece game's step after its examples (practice_done)
MOVE = re.compile(r"^(?!(?:Then )?the scribe )[^:]+ says: ", re.I)  # a player's move said, not the scribe's words


@pytest.fixture(scope="module")
def scripts():
    """{(game, profile): the spoken rules' segments of the worked examples, each example's own}."""
    out = {}
    for name, profile in CASES:
        kit, _, _ = composed_texts(readers_games()[name](), load_profile(profile))
        segs = kit.script
        heads = [i for i, s in enumerate(segs) if s.kind == "say" and re.match(r"Example \d+: ", s.text)]
        # the examples end at the board put away, or the next part (a piece game's clearing step ends them)
        end = next(
            i
            for i, s in enumerate(segs)
            if i > heads[-1]
            and (s.kind == "chapter" or s.text in ("That ends the worked examples.",) or s.text.startswith(LAST))
        )
        out[name, profile] = [segs[a:b] for a, b in zip(heads, [*heads[1:], end], strict=True)]
    return out


def _laid(example) -> bool:
    """Whether the example is one the table may lay by hand or only hear."""
    said = " ".join(s.text for s in example if s.kind == "say")
    return MAY_LISTEN in said


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_a_move_laid_in_an_example_the_table_may_only_hear_has_the_scribes_wait(scripts, name, profile):
    examples = scripts[name, profile]
    laid = [ex for ex in examples if _laid(ex)]
    # the pen kits' end examples are only heard ("Do not mark anything"): no cue to lay there
    for ex in examples:
        if ex not in laid:
            assert not any(s.kind == "say" and s.text.startswith(FOLLOWING + ",") for s in ex[1:]), ex[0].text
    for ex in laid:
        moves = [i for i, s in enumerate(ex) if s.kind == "say" and MOVE.match(s.text)]
        assert moves, ex[0].text
        # the board laid before the first move, with its wait
        assert any(s.kind == "pause" and s.pause == "act" for s in ex[: moves[0]]), ex[0].text
        last = moves[-1]
        waits = [i for i, s in enumerate(ex) if s.kind == "pause" and s.pause == "act" and i > last]
        assert waits, f"{name} {profile}: {ex[last].text} laid with no wait"
        cue = ex[waits[0] - 1]
        assert cue.kind == "say" and cue.text.startswith(FOLLOWING), cue.text
        # the board is checked after the wait: the read back, or the reasons the game ends, come after it
        after = " ".join(s.text for s in ex[waits[0] :] if s.kind == "say")
        assert "Read back" in after or "So neither player can place a piece." in after, after


def test_the_cases_hold_a_laid_example_of_each_kind(scripts):
    """The test above reads a piece game's end (its own lay line, then the wait) and a row game's (the scribe's
    cue before the read back): both are in its cases, so neither passes for want of an example."""
    found = {name for (name, _), examples in scripts.items() if any(_laid(ex) for ex in examples)}
    assert {"corner-polyominoes", "garden", "four-rows"} <= found
