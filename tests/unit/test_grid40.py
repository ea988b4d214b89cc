"""Round 39's doubts in the grid games (issue 24): the move said as a rectangle and its corners, then the
engine's example (LISTEN39 #10); the record sheet's Cell said described in words (READER39 #19); what a
team is called where the rules say "own name" (LISTEN39 #13). Read in the built-in poison corner, the
readers' long corner and a user's board of another size, printed and spoken."""

from __future__ import annotations

import re
from typing import Any

import pytest

from accessible_kits.compose.scribe_words import TEAM_NAMED
from accessible_kits.compose.words import Voice
from accessible_kits.families import family
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import MAYA, composed_texts, flat

# a user's board of another size, with the players' own names, as docs/games.md lets anyone write it
TALL = """id = "tall-corner"
title = "Tall corner"
family = "grid-removal"
minutes = [5, 10]
players = ["First player", "Second player"]
[params]
columns = 4
rows = 6
"""
GAMES = {
    "poison": lambda: load_game("poison-corner"),
    "maya": lambda: parse_game(MAYA, "maya.toml"),
    "tall": lambda: parse_game(TALL, "tall.toml"),
}
PROFILES = {"large-print": "crosses out", "tactile": "covers"}
CASES = [(g, p) for g in GAMES for p in PROFILES]


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (game, kit, rules text flat, script, card flat, card's script)}."""
    out = {}
    for name, profile in CASES:
        game = GAMES[name]()
        kit, text, script = composed_texts(game, load_profile(profile))
        card = flat(summary_text(kit))
        said = " ".join(s.text for s in kit.summary_script if s.kind == "say")
        out[name, profile] = (game, kit, flat(text), script, card, said)
    return out


def _reach(does: str) -> str:
    return (
        f"Your move {does} a rectangle of cells. Your cell is its bottom left corner. "
        "The board's top right cell is its top right corner."
    )


@pytest.mark.parametrize("case", CASES)
def test_the_move_is_a_rectangle_and_its_corners_everywhere_it_is_said(kits, case):
    """LISTEN39 #10: "each cell that is both in your cell's row or above, and in your cell's column or to its
    right" needed a second hearing, and was the summary's only description of a move. The rectangle and its
    two corners, a sentence each, in the rules and on the card, printed and spoken; no second wording."""
    _, _, text, script, card, said = kits[case]
    reach = _reach(PROFILES[case[1]])
    for words in (text, script, card, said):
        assert re.sub(r"\b\d\. ", "", words).count(reach) == 1, case  # print numbers a list's items
        assert "both in your cell's row" not in words and "As a picture" not in words
        assert "are never crossed out by your move" not in words and "are never covered" not in words
    assert all(len(s.split()) < 25 for s in reach.split(". "))
    assert len(card.split()) <= 170  # the card's limit (tests/test_rules.py::test_summary_is_short)


@pytest.mark.parametrize("case", CASES)
def test_the_rules_give_the_engine_s_example_straight_after_the_corners(kits, case):
    """LISTEN37 #10: the rectangle's sentences had to be held until "the D2 example settled it". In the rules,
    printed and spoken, the example follows the corners, with only the arrow's sentences between; its cells
    are the engine's, the rectangle from the chosen cell to the board's top right cell."""
    game, kit, text, script, _, _ = kits[case]
    e, touch = game.engine, case[1] == "tactile"
    for said, ear in ((text, False), (script, True)):
        w: Any = family("grid-removal").wording()(game, load_profile(case[1]), kit.plan, Voice(ear=ear, touch=touch))
        move = w.example_move()
        corners = said.index("its top right corner.") + len("its top right corner.")
        example = said.index(f"For example, a player chooses {w.v.cell(move)}. That {PROFILES[case[1]]} ")
        between = said[corners:example]
        assert "arrow" in between and len(re.findall(r"[.?!](?:\s|$)", between)) <= 2, between
        assert said.count("For example, a player chooses") == 1
    # the corners' rectangle is the engine's: from the chosen cell to the board's top right cell
    top_right = (e.columns - 1, e.rows - 1)
    spanned = {(c, r) for c in range(move[0], top_right[0] + 1) for r in range(move[1], top_right[1] + 1)}
    assert e.removed_by(e.initial(), move) == spanned
    assert e.poison == (0, 0)  # the bottom left cell: the file sets only the board's size


def _parts(words: str) -> list[str]:
    """The record sheet's parts, as the rules list them: the sentences after "Its five parts are:"."""
    listed = re.search(r"has a line for each turn\. Its (?:5|five) parts are: (.*?) The scribe ticks", words)
    assert listed, words
    return [p for p in re.split(r"(?<=\.) ", listed.group(1).replace("- ", "")) if p]  # print's bullets


@pytest.mark.parametrize("case", CASES)
def test_every_record_part_says_what_it_holds(kits, case):
    """READER39 #19: "Cell said." stood alone with no words after it, unlike every other part: its hint
    "like E2" is for the eye. Each part the rules list says what goes in it, printed and spoken; the
    form and the plain-text record keep the example after the words."""
    _, kit, text, script, _, _ = kits[case]
    for words in (text, script):
        parts = _parts(words)
        assert len(parts) == 5 and all(": " in p for p in parts), parts
        assert "Cell said: the cell the player chose." in parts, parts
    sheet = kit.record_sheets[0]
    cell = next(c for c in sheet.columns if c.name == "Cell said")
    shown = sheet.example[2] if sheet.example else r"[A-Z]\d+"  # the form's line, where an example gives one
    assert re.fullmatch(f"the cell the player chose, like {shown}", cell.hint), cell.hint


TEAM = TEAM_NAMED


@pytest.mark.parametrize("case", CASES)
def test_a_team_s_name_is_said_where_the_players_own_names_are(kits, case):
    """LISTEN39 #13: "the scribe calls each player by their own name" and "Player: the player's own name or
    initial" where two teams may play: a team has no own name. Where the players are roles, what a team is
    called is said once, with the scribe's own names, before the record sheet's parts and the end's names;
    the record's hints name a team's name too. Where the file names the players, no own name is asked for."""
    _, kit, text, script, _, _ = kits[case]
    roles = case[0] != "maya"
    for words in (text, script):
        assert words.count(TEAM) == (1 if roles else 0), case
        assert "goes to a person" not in words
        if roles:
            own = "Out loud, the scribe calls each player by their own name."
            # said in What you need since LISTEN41 #3, before the scribe's own names
            assert words.index(TEAM) < words.index(own) < words.index("Player: the player's own name or initial")
            assert words.index(TEAM) < words.index("by the players' own names")
            assert "Player: the player's own name or initial, or the team's name." in words
    hints = {c.hint for sheet in kit.record_sheets for c in sheet.columns}
    assert ("the player's own name or initial, or the team's name" in hints) == roles
    assert ("a player's own name, or a team's name" in hints) == roles


@pytest.mark.parametrize("name", ["row-removal", "corner-polyominoes"])
def test_every_family_says_a_team_s_name_once_where_own_names_are_written(name):
    """LISTEN39 #13 in the other families whose file names no person: roles (row removal), and sides that swap
    in round 2 (corner polyominoes, where the match record takes own names): a team's name said once."""
    kit, text, script = composed_texts(load_game(name), load_profile("large-print"))
    for words in (flat(text), script):
        assert "own name" in words and words.count(TEAM) == 1, name
        assert "goes to a person" not in words
    match = next(sheet for sheet in kit.record_sheets if any(c.name == "Winner" for c in sheet.columns))
    assert next(c.hint for c in match.columns if c.name == "Winner") == "a player's own name, or a team's name"
