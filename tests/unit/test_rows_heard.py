"""A row game's words as a cold listener and a braille reader met them (round 9), for any rows a
user can write: the rows counted from the top never called "names, not numbers"; one read back
form for every game, a count before its row; record headings as the rows are said where the page
has room, and each count column saying whose row it is; and a board too big named by what is too
big, as the plan measures it."""

from __future__ import annotations

import re

import pytest

from accessible_kits.errors import DoesNotFit
from accessible_kits.families.row_removal.engine import ORDINALS, RowRemoval
from accessible_kits.families.row_removal.params import MAX_ROW_COUNT
from accessible_kits.families.row_removal.wording import record
from accessible_kits.families.row_removal.wording.record import record_sheet
from accessible_kits.fonts import Metrics
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.render.record_sheets import fits_as
from accessible_kits.writers.rules_text import rules_text
from rule_texts import composed_texts, flat


def game(rows: list[int], names: list[str] | None = None, size: int | None = None) -> str:
    """A user's row game as docs/games.md shows one: Owls team and Badgers team."""
    named = f"row_names = {names!r}\n".replace("'", '"') if names else ""
    return (
        f'id = "owls"\ntitle = "Owl rows"\nfamily = "row-removal"\nminutes = [5, 10]\n'
        f'players = ["Owls team", "Badgers team"]\n[params]\nrows = {rows}\n{named}'
    )


@pytest.mark.parametrize("count", range(2, MAX_ROW_COUNT + 1))
def test_rows_counted_from_the_top_are_never_said_to_have_no_numbers(count):
    """Rows a file names by their place ("second", "third") are counted from the top, said once;
    "The rows have names, not numbers" stays for rows with names of their own, and for the names
    the kit gives (top, middle, bottom; Alpha, Bravo ... from four rows), never ordinals."""
    rows = [min(n, 6) for n in range(1, count + 1)]
    placed = ["top", *ORDINALS[: count - 2], "bottom"]
    for names, ordinal in ((None, False), (placed, count >= 3 and "second" in placed)):
        _, text, script = composed_texts(parse_game(game(rows, names), "owls.toml"), load_profile("standard"))
        t = flat(text)
        assert ("not numbers" in t) == (not ordinal), t
        assert ("The rows are counted from the top" in t) == ordinal
        assert ("not numbers" in script) == (not ordinal)
        assert "If a player says a row any other way, the scribe asks: which row, " in t  # one answer, every game


@pytest.mark.parametrize(
    ("rows", "names", "read_back"),
    [
        ([3, 4, 5], None, "the top row has 3 circles, the middle row has 4 circles and the bottom row has 3 circles"),
        (
            [1, 3, 5, 7],
            None,
            "the Alpha row has 1 circle, the Bravo row has 3 circles, the Charlie row has 5 circles "
            "and the Delta row has 5 circles",
        ),
        (
            [2, 3, 4],
            ["plum", "pear", "fig"],
            "the plum row has 2 circles, the pear row has 3 circles and the fig row has 2 circles",
        ),
        ([4], None, "the only row has 2 circles"),
    ],
)
def test_one_read_back_form_for_every_game(rows, names, read_back):
    """Every row said with its count, "the ... row has N circles", whatever the rows are called:
    never bare numbers ("top 3, middle 4"), never a number beside a number word ("second four"),
    never a count right after a row ("top row, four": a move was once said so)."""
    _, text, script = composed_texts(parse_game(game(rows, names), "owls.toml"), load_profile("standard"))
    t = flat(text)
    assert f"The read back is: {read_back}." in t
    said = re.findall(r"(?:ead back|read back is): ([^.]*)\.", t)
    assert said and all(re.fullmatch(r"(?:the \w+ row has \d+ circles?(?:, | and )?)+", s) for s in said), said
    assert not re.search(r"\b(?:top|middle|bottom|second|third|plum|pear|fig) \d", t)
    assert not re.search(r"\b(?:second|third|fourth|fifth|sixth|seventh) (?:one|two|three|four|five|six)", script)
    assert not re.search(r"\brow, (?:zero|one|two|three|four|five|six|seven)\b", script)


def test_record_headings_say_the_rows_as_the_rules_do_where_the_page_has_room():
    """A place's column is headed "Second" where the sheet fits as well as with "2nd" (measured as
    the record pages are), and short only where it would not; a spelled row ("Charlie") by its
    letter where its name does not fit; each count column says whose row it holds, so a "2nd"
    heading is read as the second row."""
    roles = ("First player", "Second player")
    e4, e8 = (
        RowRemoval.from_params({"rows": list(range(1, n + 1)), "row_names": ["top", *ORDINALS[: n - 2], "bottom"]})
        for n in (4, 8)
    )
    standard, large = load_profile("standard"), load_profile("large-print")
    four = record_sheet(e4, touch=False, profile=standard, players=roles)
    assert [c.name for c in four.columns[-4:]] == ["Top", "Second", "Third", "Bottom"]
    eight = record_sheet(e8, touch=True, profile=large, players=roles)
    names = [c.name for c in eight.columns[-8:]]
    assert names == ["Top", "2nd", "3rd", "4th", "5th", "6th", "7th", "Bottom"]
    player = record.player_column(roles)
    said, short = record._sheet(e8, True, {}, player), record._sheet(e8, True, record._SHORT, player)
    assert not fits_as(said, short, large, Metrics(large.font))  # measured: the names said do not fit
    assert [c.hint for c in eight.columns[-8:]][1:3] == [
        "circles left in the second row",
        "circles left in the third row",
    ]
    spelled = record_sheet(
        RowRemoval.from_params({"rows": list(range(1, 9))}), touch=True, profile=large, players=roles
    )
    assert [c.name for c in spelled.columns[-8:]] == list("ABCDEFGH")
    # a letter heading tied to its row's name, as the spelling alphabet does (a cold listener, round 14)
    assert spelled.columns[-6].hint == "circles left in the Charlie row"
    only = record_sheet(RowRemoval.from_params({"rows": [5]}), touch=False, profile=standard, players=roles)
    assert (only.columns[-1].name, only.columns[-1].hint) == ("Left", "circles left in the only row")


def test_the_player_column_says_the_players_as_the_game_calls_them():
    """Players with no names (roles) are written by their own names, as said aloud (1st changed
    person in round 2: round 21's listener); named ones by the game's names."""
    roles = record.player_column(("First player", "Second player"))
    assert (roles.hint, roles.longest) == ("the player's own name or initial, or the team's name", "Sam")
    owls = record.player_column(("Owls team", "Badgers team"))
    assert (owls.hint, owls.longest) == ("Owls team or Badgers team", "Badgers team")


def test_a_board_too_big_names_what_is_too_big():
    """Eight rows whose circles fit A4 at standard but not with their names beside them: each name
    goes just above its row, and the rules say so (the plan chose it); a board too big even so is
    named by what is too big, as the plan measures it: the rows' count, or the longest row."""
    from accessible_kits.compose import compose
    from accessible_kits.render.drawers import drawer_for

    eight = compose(parse_game(game([1, 2, 3, 4, 5, 6, 7, 8]), "eight.toml"), load_profile("standard"))
    assert eight.plan.names_above and all(getattr(b, "names_above", False) for b in eight.boards)
    text = flat(composed_texts(parse_game(game([1, 2, 3, 4, 5, 6, 7, 8]), "eight.toml"), load_profile("standard"))[1])
    assert "Each row has its name printed just above it." in text and "on its left" not in text
    assert drawer_for(eight.boards[0]).describe(eight.boards[0]).endswith("Each row is named just above it.")
    duel = compose(load_game("row-removal"), load_profile("standard"))  # names beside still fit: as before
    assert not duel.plan.names_above and "Each row has its name printed on its left." in flat(rules_text(duel))
    short = parse_game(game([1, 2, 3, 4, 5, 6, 7, 8], list("abcdefgh")), "short.toml")
    assert not compose(short, load_profile("standard")).plan.names_above  # short names fit beside
    with pytest.raises(DoesNotFit) as err:
        compose(parse_game(game([1, 2, 3, 4, 5, 6, 7, 8]), "eight.toml"), load_profile("large-print"))
    assert err.value.key == "params.rows" and "use fewer rows (8 rows are too tall for the sheet)" in str(err.value)
    with pytest.raises(DoesNotFit) as err:
        compose(parse_game(game([2, 15]), "wide.toml"), load_profile("large-print"))
    assert err.value.key == "params.rows" and "use fewer circles in a row" in str(err.value)
