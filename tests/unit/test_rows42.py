"""Wave 42's row words (issue 24): a spare's step said as its actions only, in the order a person does them,
with no sentence after them restating the table (LISTEN41 #5); the last spare's copy set out and covered
before the one sentence that says which board is played on (READER41 #9). Over the row games of ROW_CASES
(the built-in game, FOUR_ROWS, TWO_REFUSED), with pen and with tokens, every board and sheet from the plan.
What a team is called, said once, just after two teams may play, in every family (LISTEN41 #3, #9)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.scribe_words import TEAM_NAMED
from rule_texts import ROW_CASES, row_cases_flat, section_texts

# a sentence of a spare's step that does something at the table (or says that nothing is needed)
ACTION = re.compile(
    r"(?:[Hh]ave .+ out and .+ away|[Cc]over .+ with .+ blank sheets?|[Mm]ove .+ blank sheets? (?:onto|so that) .+"
    r"|Board \d+ is alone on its sheet, so it needs no blank sheet)\."
)


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}: module-scoped, as liblouis refuses in function scope."""
    return row_cases_flat()


def _sentences(words: str) -> list[str]:
    return [s for s in re.split(r"(?<=\.)\s+", words.strip()) if s]


def _spare_tables(words: str) -> list[str]:
    """What each spare's step says between its lead and what follows the table: the first spare's (up to the
    round under way), each later spare's (up to the other boards' uses), in print or aloud (one line each)."""
    flat = " ".join(words.split())
    first = re.findall(r"whichever board it is\. (.*?) If a board is spoiled during a round, ", flat)
    later = re.findall(r"has replaced one, use board \d+ in its place\. (.*?) The other boards keep their uses\.", flat)
    return [*first, *later]


@pytest.mark.parametrize("case", ROW_CASES)
def test_a_spares_step_says_its_actions_and_no_state_after_them(kits, case):
    """LISTEN41 #5: "Move the blank sheet onto board 3. Now only board 4 is out and uncovered. Board 3 shares
    board sheet 2 with board 4, so it is covered while board 4 is in play." needed a re-read. Each spare's
    step, in print and aloud, is its actions only: the sheets out and away, then the blank sheets."""
    kit, text, script = kits[case]
    if not kit.preparation.covers:
        return
    spares = len(re.findall(r"If a board is spoiled(?:, use| once board \d+ has replaced one, use) board", text))
    for words in (text, script):
        tables = _spare_tables(words)
        assert len(tables) == spares and spares, (case, tables)
        for table in tables:
            said = _sentences(table)
            assert said and all(ACTION.fullmatch(s) for s in said), (case, said)
            sheets = [k for k, s in enumerate(said) if re.match(r"[Hh]ave ", s)]
            assert sheets in ([], [0]), said  # the sheets first, as a person does it, then the blank sheets


def _last_step(setup: str) -> tuple[str, str]:
    """The last spare's name, and its step where the plan prints its sheet again ("" where drawn by hand)."""
    lead = r"If a board is spoiled once (board \d+) has replaced one, "
    step = re.search(rf"{lead}(print .*?from the record sheet\.)", setup)
    return (step[1], step[2]) if step else ("", "")


@pytest.mark.parametrize("case", ROW_CASES)
def test_the_copys_board_in_play_is_said_once_after_the_copy_is_set_out_and_covered(kits, case):
    """READER41 #9: "print page 3 ... copy's board 4 takes the spoiled board's place ... move the blank sheet
    onto the copy's board 3" needed a re-read to see which board stays in use. Played at a table: the copy is
    printed, the sheet in play put away and the copy set out, the blank sheets moved onto the copy's other
    boards; only then is the board played on named, once, and it is the one board of the copy left uncovered."""
    kit, _, script = kits[case]
    setup = " ".join(section_texts(kit, "setup"))
    last, step = _last_step(setup)
    if not step:
        return
    said = _sentences(step)
    assert said[0].startswith("print ") and "Put away the board sheet in play, and set out the copy." in said, said
    assert "old sheet" not in step, step  # the sheet in play need not be the last spare's
    played = f"The copy's {last} takes the spoiled board's place."
    assert step.count(f"copy's {last}") == 1 and played in said, step
    labels = [b.label.lower() for b in kit.boards]
    group = next(g for g in kit.plan.groups() if labels.index(last) in g)
    copy = {labels[i] for i in group}
    covered: set[str] = set()
    for sentence in said[: said.index(played)]:
        if moved := re.match(r"Move .*?blank sheets? onto the copy's (boards? [\d ,and]+?)\.", sentence):
            covered |= {f"board {n}" for n in re.findall(r"\d+", moved[1])}
    assert copy - covered == {last}, (case, step)
    assert said.index(played) > said.index("Put away the board sheet in play, and set out the copy."), said
    aloud = " ".join(script.split())
    assert played in aloud and aloud.count(f"copy's {last}") == 1, case


# what a team is called (scribe_words.TEAM_NAMED), where two teams may play
TEAM = TEAM_NAMED


def _team_games() -> dict:
    """{name: a function loading it}: each family's built-in game and the readers' own (readers_games), with
    OTTERS (a team's name in the file, sides that swap) and TWO_REFUSED (two people's names)."""
    from accessible_kits.games import parse_game
    from rule_texts import OTTERS, TWO_REFUSED, readers_games

    return {
        **readers_games(),
        "otters": lambda: parse_game(OTTERS, "otters.toml"),
        "two-refused": lambda: parse_game(TWO_REFUSED, "two.toml"),
    }


TEAM_CASES = [(g, p) for g in sorted(_team_games()) for p in ("large-print", "tactile")]


@pytest.fixture(scope="module")
def team_kits():
    """{(game, profile): (game, kit, rules text flat, script)}: module-scoped, as liblouis refuses in function scope."""
    from accessible_kits.profile import load_profile
    from rule_texts import composed_texts, flat

    out = {}
    for name, profile in TEAM_CASES:
        game = _team_games()[name]()
        kit, text, script = composed_texts(game, load_profile(profile))
        out[name, profile] = (game, kit, flat(text), " ".join(script.split()))
    return out


@pytest.mark.parametrize("case", TEAM_CASES)
def test_what_a_team_is_called_is_said_once_just_after_two_teams_may_play(team_kits, case):
    """LISTEN41 #3 and #9: "A team is called by a name it chooses before the match." came only in the scribe's
    part, after team names were already used. Where a player is called by their own name (the file names
    roles, or sides that swap in round 2, whose match record takes own names), it is said once, in print and
    aloud, just after the sentence that lets two teams play, before any team's name is used. Where the file's
    names stay with the players all match (Maya and Theo, Owls team), a team is called by that name: not said."""
    from accessible_kits.compose.words import is_role

    game, kit, text, script = team_kits[case]
    match = next(c for c in kit.record_sheets if any(col.name == "Winner" for col in c.columns))
    own = any(is_role(p) for p in game.players[:2]) or any(
        c.hint == "a player's own name, or a team's name" for c in match.columns
    )
    for words in (text, script):
        assert words.count(TEAM) == (1 if own else 0), case
        if own:
            at = words.index(TEAM)
            assert re.search(r"two teams\. $", words[:at]), words[at - 60 : at]
            named = [m.start() for m in re.finditer(r"team's name|a team chose|own name", words)]
            assert named and at < min(named), case
