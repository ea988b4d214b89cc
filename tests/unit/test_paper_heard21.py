"""Round 21's cold readers (issue 24) on the shared words, read in built-in games and in the
readers' own games written from docs/games.md, with a user's game of roles: one name for a player,
written and said (LISTEN21 #9); the blank sheets said so the line stands alone (#5); a spare that
shares a sheet says what to cover (#7)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.games import parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.records import write as write_records
from rule_texts import (
    FOUR_ROWS,
    blank_sheets_cover,
    blank_sheets_need,
    composed_texts,
    flat,
    readers_games,
    section_lines,
)

GAMES = readers_games()
# a user's row game whose players are roles, as the built-in ones are: written from docs/games.md
ROLES = FOUR_ROWS.replace('"Owls team", "Badgers team"', '"First player", "Second player"').replace(
    'id = "four-rows"', 'id = "role-rows"'
)
OWN = "the player's own name or initial, or the team's name"
SAID_TOO = "Out loud, the scribe calls each player by their own name."


def _texts(name: str, profile: str):
    game = parse_game(ROLES, "roles.toml") if name == "role-rows" else GAMES[name]()
    kit, text, script = composed_texts(game, load_profile(profile))
    return kit, flat(text), script


@pytest.mark.parametrize("name", ["poison-corner", "row-removal", "role-rows", "long-corner", "four-rows"])
def test_a_player_is_written_by_the_name_said_aloud(name):
    """LISTEN21 #9: "Player: 1st or 2nd, where 1st means whoever started this round" (1st a new
    person in round 2) beside own names aloud and own names on the match record: three schemes.
    Where the file names roles, the record sheet, its text and braille forms, the rules and the
    spoken rules all take the player's own name, said once to be the one said aloud too."""
    kit, text, script = _texts(name, "large-print")
    record = next(r for r in kit.record_sheets if r.id == "record")
    hint = next(c.hint for c in record.columns if c.name == "Player")
    roles = name in ("poison-corner", "row-removal", "role-rows")
    assert (hint == OWN) == roles, (name, hint)
    files = {f.name: f.data.decode() for f in write_records(kit, load_profile("large-print"), None)}
    for words in (text, script, files["records/record.txt"], files["records/match.txt"]):
        assert "1st" not in words and "2nd" not in words, name
    if roles:
        assert f"2. Player: {OWN}." in files["records/record.txt"]
        for words in (text, script):
            assert words.count(f"Player: {OWN}.") == 1 and words.count(SAID_TOO) == 1, name
            said = "For who started and the winner, write the players' own names, so each point goes to whoever won it."
            assert said in words, name
    else:
        assert SAID_TOO not in text and SAID_TOO not in script


@pytest.mark.parametrize(
    ("name", "profile", "holds"),
    [
        ("row-removal", "large-print", ("Each board sheet has 2 boards.", "Each board sheet has two boards.")),
        ("four-rows", "standard", ("Each board sheet has 2 boards.", "Each board sheet has two boards.")),
    ],
)
def test_the_blank_sheets_are_said_after_what_a_board_sheet_holds(name, profile, holds):
    """LISTEN21 #5: "One blank sheet of plain paper, to cover the other board on the board sheet in
    play." was heard in What you need, before any board sheet was said to hold two boards; LISTEN22
    #10: saying there what a board sheet holds still came before The sheets in this kit said what a
    board sheet is. What you need counts the blank sheets alone; what they cover is said after what
    each board sheet holds, from the plan (the tactile kits', whose sheets differ: tests/test_paper_felt21.py);
    READER25 #1: in Setting up, after the boards are placed on their sheets."""
    kit, text, script = _texts(name, profile)
    check_blank_sheets(kit, text, script, holds)


def check_blank_sheets(kit, text: str, script: str, holds: tuple[str, str]) -> None:
    """What you need counts the blank sheets without a word on board sheets; The sheets in this kit
    says nothing of them; Setting up says where they are laid once, after `holds` (what the board
    sheets hold, printed and said)."""
    lines = section_lines([s for s in kit.sections if s.id == "need"])
    need = " ".join(s.text for line in lines for s in line.sentences)
    covers = kit.preparation.covers
    assert blank_sheets_need(kit.plan, covers) in need and "board sheet" not in need, need
    cover = blank_sheets_cover(covers)
    for words, held in zip((text, script), holds, strict=True):  # the script says its headings as chapters
        assert words.count(cover) == 1, kit.game_id
        assert words.index(held) < words.index(cover), kit.game_id
        first = words.index("board sheet")  # where a board sheet is first heard of: the sheets' count
        assert words.index("There are ", first - 40) < first < words.index(held), kit.game_id
    assert text.index("Setting up") < text.index(cover), kit.game_id  # after the boards are placed (READER25 #1)
    sheets = text.index("The sheets in this kit")
    assert sheets < text.index(holds[0]) and "board sheet" not in text[:sheets], kit.game_id


@pytest.mark.parametrize(
    ("name", "profile", "shared"),
    [("row-removal", "large-print", 1), ("four-rows", "standard", 1), ("four-rows", "large-print", 0)],
)
def test_a_spare_that_shares_a_sheet_says_what_to_cover(name, profile, shared):
    """LISTEN21 #7: "Board 4 is a spare." but no covering rule if the spare is used (board 3 on its
    sheet stays uncovered). Raised kits: tests/test_paper_felt21.py."""
    assert check_spares(name, profile) == shared


def check_spares(name: str, profile: str) -> int:
    """The first spare says, for each board it can stand for, its steps from the table that board leaves
    (LISTEN33 #16: "While board 4 is in play, ..." left what follows unsaid): which sheets go away and
    which boards of its sheet are covered, read from the plan; a spare alone on its sheet says that it
    needs no blank sheet (READER22 #15: it had no step), where there are other sheets. The spares that share."""
    kit, text, script = _texts(name, profile)
    labels = [b.label.lower() for b in kit.boards]
    groups = kit.plan.groups()
    (spares,) = re.findall(r"(Board \d+(?: and board \d+)*) (?:is a spare|are spares)", text)
    numbers = re.findall(r"\d+", spares)

    def sheet(board: str) -> int:
        return next(n for n, g in enumerate(groups) if labels.index(f"board {board}") in g)

    shared = sum(len(groups[sheet(b)]) > 1 for b in numbers)
    spare = numbers[0]
    others = sorted(labels[k].split()[1] for k in groups[sheet(spare)] if labels[k] != f"board {spare}")
    # the first spare's step, once whichever board it replaces, the table it leaves (LISTEN39 #11); then the
    # boards it can replace by name, each with only what differs (LISTEN37 #6)
    chain = re.compile(
        rf"If a board is spoiled, use board {spare} in its place, whichever board it is\. "
        r"(.*?) If a board is spoiled during a round, "
    )
    chains = chain.findall(text)
    used = set(re.findall(r"Board (\d+) is for ", text))  # the boards Setting up gives a use
    cases = set(re.findall(r"If board (\d+) is spoiled, ", text))
    assert len(chains) == (1 if kit.preparation.covers else 0) and cases <= used, (name, chains)
    for switch in chains:
        covered = sorted(n for m in COVERED.finditer(switch) for n in re.findall(r"\d+", "".join(m.groups(""))))
        assert covered == others, (switch, others)
        assert ("board sheet" in switch) == (len(groups) > 1), switch  # aloud "the first board sheet"
        if not others and len(groups) > 1:
            assert f"Board {spare} is alone on its sheet, so it needs no blank sheet." in switch
    said = len(re.findall(rf"If a board is spoiled, use board {spare} in its place, whichever", script))
    assert said == len(chains) and "While board" not in text + script and "replaces a spoiled board" not in text
    return shared


# the boards a step leaves covered: a blank sheet laid fresh, moved onto them, or left where it lies
COVERED = re.compile(r"[Cc]over (boards? [\d ,and]+?) with|onto (board \d+)\.|so that (boards [\d ,and]+?) are covered")


@pytest.mark.parametrize("name", ["corner-polyominoes", "garden"])
def test_a_split_board_says_who_joins_it_where_nobody_can_see(name):
    """LISTEN21 #16: joining the board's parts was said by sight only (dashed line, glue flap, half
    cross marks), and a blind host could not follow it. Where the plan splits the board, the rules
    say first that these marks are flat print, and that a sighted helper joins it where no player
    can see; a board on one sheet says none of it."""
    for profile in ("large-print", "standard"):
        kit, text, script = _texts(name, profile)
        flat_marks = "The marks for joining are printed flat: they can be seen, but not felt."
        helper = "If no player can see them, a sighted helper joins the board before play."
        for words in (text, script):
            if kit.plan.split:
                assert words.count(flat_marks) == 1 and words.count(helper) == 1, (name, profile)
                assert words.index(helper) < words.index("dashed line") < words.index("half of each cross mark")
            else:
                assert "sighted helper" not in words and "dashed line" not in words, (name, profile)
    assert _texts(name, "large-print")[0].plan.split  # the readers' kits were split
