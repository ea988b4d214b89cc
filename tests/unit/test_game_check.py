"""`accessible-kits check` of games: it tells a game file from a profile by what it holds, says
which it took it for, replays each example alone, and gives one line a problem, each saying what
to change; and every game file docs/games.md shows passes it as copied."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from accessible_kits.families import FAMILIES
from accessible_kits.games import builtin_file, builtin_ids, parse_game
from cli_runner import run

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "games.md"


def doc_games() -> dict[str, str]:
    """Every ```toml block of docs/games.md, by the family it names."""
    blocks = re.findall(r"```toml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    return {re.findall(r'^family = "([a-z-]+)"', b, re.M)[0]: b for b in blocks}


def test_the_docs_give_one_complete_game_file_for_each_family():
    games = doc_games()
    assert set(games) == set(FAMILIES)
    for family, text in games.items():
        game = parse_game(text, f"docs/games.md ({family})")
        assert game.family == family and game.examples and game.host_key


@pytest.mark.parametrize("ref", builtin_ids())
def test_check_of_every_builtin_game_says_it_is_a_game_and_finds_nothing(ref):
    result = run("check", ref)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == f"{ref}: checked as a game (a built-in game)"
    game = parse_game(builtin_file(ref).read_text(), ref)
    assert sum(line.startswith("worked example ") for line in lines) == len(game.examples)
    assert any(line.startswith("sheets at large-print: ") for line in lines)
    assert lines[-1] == f"{ref}: no problems found"


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_check_of_each_docs_example_as_a_file(tmp_path, family):
    path = tmp_path / f"{family}.toml"
    path.write_text(doc_games()[family])
    result = run("check", str(path), "-p", "standard")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == f"{path}: checked as a game (it has family and params)"
    assert "sheets at standard: " in result.output


def broken(tmp_path, family: str, old: str, new: str) -> list[str]:
    """The error lines `check` gives for the docs' file of `family` with `old` replaced by `new`."""
    text = doc_games()[family]
    assert old in text
    path = tmp_path / "mine.toml"
    path.write_text(text.replace(old, new))
    result = run("check", str(path))
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert result.output.splitlines()[0] == f"{path}: checked as a game (it has family and params)"
    errors = [line.removeprefix(f"error: {path}: ") for line in result.output.splitlines() if line.startswith("error:")]
    assert errors[-1] == f"{len(errors) - 1} problem{'s' if len(errors) > 2 else ''} to fix"
    return errors[:-1]


def test_domino_cells_written_with_a_space(tmp_path):
    assert broken(tmp_path, "polyomino", '"pair B2+C2"', '"pair B2 C2"') == [
        "worked example 'Corners touch, sides do not', step 4 (pair B2 C2): "
        "'pair B2 C2': join the cells of one piece with +, like 'pair B2+C2'"
    ]


def test_a_row_move_without_its_comma_is_hinted_in_this_games_row_names(tmp_path):
    assert broken(tmp_path, "row-removal", '"plum row, 1"', '"plum 1"') == [
        "worked example 'Two turns from the start', step 2 (plum 1): "
        "'plum 1' is not a move: write a row, a comma and a number, like 'plum row, 1'"
    ]
    (line,) = broken(tmp_path, "row-removal", '"plum row, 1"', '"2"')
    assert line.endswith("like 'fig row, 2'")  # this game's rows, never a 'bottom row' it lacks


def test_wins_on_a_move_that_does_not_win_says_why(tmp_path):
    assert broken(
        tmp_path, "grid-removal", '{ move = "D1", removes = 2 }', '{ move = "D1", removes = 2, wins = true }'
    ) == [
        "worked example 'Two turns from a full board', step 2 (D1): the file says this move wins, but the game "
        "goes on after it; a move wins only when it ends the game (remove wins = true)"
    ]


def test_every_problem_is_one_line_and_one_example_does_not_hide_the_next(tmp_path):
    text = doc_games()["grid-removal"]
    text = text.replace("removes = 9", "removes = 8").replace("cells = 20", "cells = 21")
    text += '\n[[examples]]\ntitle = "Rows"\nsteps = [{ move = "B2", after = "3-4" }]\n'
    path = tmp_path / "mine.toml"
    path.write_text(text.replace("[host_key]", "").replace("cells = 21", "") + "[host_key]\ncells = 21\n")
    result = run("check", str(path))
    errors = [line for line in result.output.splitlines() if line.startswith("error:")]
    assert errors == [
        f"error: {path}: examples[2].steps[1].after: only row-removal games use it; remove it",
        f"error: {path}: worked example 'Two turns from a full board', step 1 (C2): "
        "the file says it removes 8 cells, the rules say 9",
        f"error: {path}: host_key.cells: the file says 21, the rules give 20",
        f"error: {path}: 3 problems to fix",
    ]


def test_a_row_too_long_for_the_profile_is_a_problem_of_the_plan(tmp_path):
    errors = broken(tmp_path, "row-removal", "rows = [2, 3, 4]", "rows = [2, 3, 15]")
    assert errors[-1] == (
        "params.rows: too big for A4 paper at cell_size 25mm (profile large-print); use fewer circles "
        "in a row, or a profile with smaller cells"
    ), errors


def test_a_wrong_profile_is_said_before_the_game(tmp_path):
    result = run("check", "poison-corner", "-p", "no-such-profile")
    assert result.exit_code == 2
    assert result.output.splitlines() == [
        "error: profile 'no-such-profile': not a bundled profile (high-contrast, large-print, standard, tactile, "
        "tactile-3d, tactile-learner) "
        "and no such file"
    ]


def test_every_mistake_of_a_files_own_keys_is_listed_at_once(tmp_path):
    """A hurried writer's three mistakes (minutes the wrong way round, a misspelt key, a number too
    big) are three lines and "3 problems to fix", not the first alone; the misspelt key's "did you
    mean" stands for the key it names, not a "missing" line as well."""
    text = doc_games()["grid-removal"]
    text = text.replace("minutes = [5, 10]", "minutes = [10, 5]").replace("columns = 5", "colums = 5")
    path = tmp_path / "mine.toml"
    path.write_text(text.replace("rows = 4", "rows = 30"))
    result = run("check", str(path))
    assert result.exit_code == 2
    errors = [line.removeprefix(f"error: {path}: ") for line in result.output.splitlines() if line.startswith("error:")]
    assert [e.split(":")[0] for e in errors] == ["minutes", "params.colums", "params.rows", "3 problems to fix"], errors
    assert "did you mean 'columns'?" in errors[1]


def test_a_misspelt_word_and_a_missing_file_are_named_as_what_they_are(tmp_path):
    """A value of a few words gets the nearest one; a name that is neither a file, a game nor a
    profile is said as all three, never called a profile alone."""
    errors = broken(tmp_path, "grid-removal", 'family = "grid-removal"', 'family = "grid removal"')
    assert errors == [
        "family: 'grid removal' is not allowed; use one of grid-removal, row-removal, polyomino; "
        "did you mean 'grid-removal'?"
    ]
    result = run("check", str(tmp_path / "nofile.toml"))
    assert result.exit_code == 2
    line = result.output.strip()
    assert "\n" not in line and line.startswith("error: game or profile '"), line  # the name quoted, cut if long
    assert line.endswith(
        ": no such file, and not a built-in game (corner-polyominoes, poison-corner, row-removal) "
        "nor a bundled profile (high-contrast, large-print, standard, tactile, tactile-3d, tactile-learner)"
    ), line


@pytest.mark.parametrize("profile_id", ["large-print", "high-contrast"])  # a braille profile starts liblouis
def test_checks_whole_match_is_the_paper_the_kits_rules_count(profile_id):
    """`check` says what a whole match takes in the same figures as the kit's rules ("In all, the
    match takes ..."): a user who trusted check's board sheets alone expected 2 sheets, not 10."""
    from accessible_kits.compose import compose
    from accessible_kits.games import load_game
    from accessible_kits.profile import load_profile
    from accessible_kits.writers.rules_text import rules_text

    result = run("check", "poison-corner", "-p", profile_id)
    assert f"a whole match at {profile_id}: " in result.output, result.output
    line = next(s for s in result.output.splitlines() if s.startswith(f"a whole match at {profile_id}: "))
    said = line.removeprefix(f"a whole match at {profile_id}: ").replace(", ", " and ")
    rules = " ".join(rules_text(compose(load_game("poison-corner"), load_profile(profile_id))).split())
    assert f"In all, the match takes {said}." in rules, (line, rules)


def test_a_win_the_rules_give_the_other_side_names_the_mover_as_the_loser(tmp_path):
    """`wins = true` on the last move of a last-move-loses game: the line says who made the move
    and that they lose, not only "the other side wins" (a user read that as about the mover)."""
    errors = broken(tmp_path, "row-removal", 'ending = "last-move-wins"', 'ending = "last-move-loses"')
    assert len(errors) == 1 and errors[0].endswith(
        "the file says this move wins, but the game ends there and Ana, who made it, loses: "
        "Ben wins (remove wins = true)"
    ), errors


def notes(tmp_path, family: str, *swaps: tuple[str, str]) -> list[str]:
    """The note lines `check` gives for the docs' file of `family` with each (old, new) swapped in."""
    text = doc_games()[family]
    for old, new in swaps:
        assert old in text
        text = text.replace(old, new)
    path = tmp_path / "mine.toml"
    path.write_text(text)
    result = run("check", str(path))
    assert result.exit_code == 0, result.output  # a note never stops a build
    return [line for line in result.output.splitlines() if line.startswith("note on ")]


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_the_docs_games_and_the_builtin_ones_give_no_notes(tmp_path, family):
    assert notes(tmp_path, family) == []
    for ref in builtin_ids():
        assert "note on" not in run("check", ref).output


def test_a_title_with_a_run_of_numbers_is_noted(tmp_path):
    title = re.findall(r'^title = "(.*)"', doc_games()["row-removal"], re.M)[0]
    assert notes(tmp_path, "row-removal", (f'title = "{title}"', 'title = "Four rows 1-3-5-7"')) == [
        "note on title: 'Four rows 1-3-5-7' is said with 5 numbers in a row, hard to follow by ear; "
        "a title in words is heard more easily"
    ]
    assert notes(tmp_path, "row-removal", (f'title = "{title}"', 'title = "Rows 2-5"')) == []


def test_an_example_titled_as_one_move_that_shows_more_is_noted(tmp_path):
    text = doc_games()["grid-removal"]
    first = re.findall(r'^title = "(.*)"', text, re.M)[1]  # the first example's title
    steps = parse_game(text, "docs").examples[0].steps
    assert len(steps) > 1
    assert notes(tmp_path, "grid-removal", (f'title = "{first}"', 'title = "A first move"')) == [
        f"note on examples[1].title: 'A first move' names one move, and the example has {len(steps)} steps; "
        "a title that says what the example shows helps the listener"
    ]


def test_a_piece_named_like_a_board_letter_is_noted_with_this_boards_letters(tmp_path):
    text = doc_games()["polyomino"]
    name = re.findall(r'\{ name = "([^"]+)"', text)[0]
    columns = int(re.findall(r"^columns = (\d+)", text, re.M)[0])
    (line,) = notes(tmp_path, "polyomino", (f'name = "{name}"', 'name = "tee"'), (f'"{name} ', '"tee '))
    letters = [chr(65 + i) for i in range(columns) if chr(65 + i) in "BCDEGPTVZ"]
    assert line.startswith("note on params.pieces[1].name: 'tee' sounds like the letter T, close to this board's")
    assert line.split("column letters ")[1].split(";")[0].replace(" and ", ", ").split(", ") == letters
    # "ell" is the letter L, which is in no sound group with a column of a board of A to H
    assert notes(tmp_path, "polyomino", (f'name = "{name}"', 'name = "ell"'), (f'"{name} ', '"ell ')) == []


def test_a_sides_mark_that_is_a_column_letter_is_noted_unless_the_profile_gives_it(tmp_path):
    """READER23 #7: Black's mark B beside column B slowed a braille reader. A mark from the author's own
    name (Blue team, B) is noted on `players`; White and Black take the profile's marks, never noted."""
    text = doc_games()["polyomino"]
    (players,) = re.findall(r"^players = .*$", text, re.M)
    lines = notes(tmp_path, "polyomino", (players, 'players = ["Red team", "Blue team"]'))
    assert lines == [
        "note on players[2]: 'Blue team' gives the mark B, which is also one of this board's column letters; "
        "the rules say which is which, but a name that begins with another letter is read more surely"
    ]
    assert notes(tmp_path, "polyomino", (players, 'players = ["White", "Black"]')) == []
    assert notes(tmp_path, "polyomino", (players, 'players = ["Red team", "Yellow team"]')) == []
