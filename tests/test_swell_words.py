"""Swell printing that is true, in words: a tactile kit's printing steps, sheets section and kit
page name the profile's own swell paper size, promise the flat ink flat only from a colour
printer, and send a black-only printer or a copier to the raised-only file; `check` says the
same. Composed from the game and a profile written here (liblouis measures the braille), nothing drawn."""

from __future__ import annotations

import pytest

from accessible_kits.compose import compose
from accessible_kits.games import load_game
from accessible_kits.model import RAISED_ONLY_FILE, RAISED_SHEETS_FILE
from accessible_kits.profile import load_profile, report
from accessible_kits.render.pages import kit_pages
from accessible_kits.writers.kit_page import swell_words


def _section(kit, sid: str) -> str:
    """A section's printed words, flat."""
    sec = next(s for s in kit.sections if s.id == sid)
    out = []
    for block in sec.blocks:
        line = getattr(block, "line", None)
        out += [line.text] if line is not None else [ln.text for ln in getattr(block, "lines", ())]
    return " ".join(out)


@pytest.fixture(scope="module")
def a4_swell(tmp_path_factory):
    path = tmp_path_factory.mktemp("profiles") / "a4-swell.toml"
    path.write_text('extends = "tactile"\nname = "A4 swell"\nswell_paper = "A4"\n')
    return load_profile(str(path))


@pytest.mark.parametrize("game", ["poison-corner", "corner-polyominoes"])
def test_the_steps_name_the_profiles_swell_paper_and_which_file_to_print(game, a4_swell):
    kit = compose(load_game(game), a4_swell)
    steps = _section(kit, "printing")
    assert "A4 swell paper" in steps and "A3" not in steps
    assert f"With a colour laser printer, print {RAISED_SHEETS_FILE}." in steps
    assert f"With a black-only printer or a copier, print {RAISED_ONLY_FILE} instead." in steps
    assert "black toner" in steps and "rise" in steps
    # the tokens' cutting is said only where the kit has tokens to cut (polyominoes has pieces)
    assert ("have no cut lines" in steps) == (game == "poison-corner")
    sheets = _section(kit, "sheets")
    assert f"{RAISED_SHEETS_FILE}, for A4 swell paper" in sheets and RAISED_ONLY_FILE in sheets


def test_a_print_kit_says_nothing_of_swell_paper():
    steps = _section(compose(load_game("poison-corner"), load_profile("large-print")), "printing")
    assert "swell" not in steps and RAISED_ONLY_FILE not in steps


def test_the_kit_page_names_the_paper_and_the_raised_only_file_when_the_kit_has_it():
    words = swell_words("A4", raised_only=True)
    assert "A4 swell paper" in words and RAISED_ONLY_FILE in words and "black-only printer" in words
    assert RAISED_ONLY_FILE not in swell_words("A3", raised_only=False)


def test_check_promises_the_flat_ink_flat_from_a_colour_printer_only(a4_swell):
    line = next(line for line in report(a4_swell) if line.startswith("flat ink"))
    assert "from a colour printer only" in line and "black-only printer" in line and "raised-only" in line
    assert line.endswith("raised sheets on A4")


@pytest.mark.parametrize("game", ["poison-corner", "corner-polyominoes"])
def test_the_raised_only_file_is_said_to_have_the_same_pages_before_the_counts(game, a4_swell):
    """Where the raised-only file is first named (the sheets section, before "Before you play"
    counts swell.pdf's pages), the words say it has the same pages, so the counts hold for it too."""
    kit = compose(load_game(game), a4_swell)
    sheets = _section(kit, "sheets")
    assert f"{RAISED_ONLY_FILE} has the same pages as {RAISED_SHEETS_FILE}, in the same order, without print." in sheets
    ids = [s.id for s in kit.sections]
    assert ids.index("sheets") < ids.index("before")
    assert RAISED_ONLY_FILE not in " ".join(_section(kit, s) for s in ids[: ids.index("sheets")])


def test_a_tactile_kit_counts_its_board_sheets_and_says_what_the_other_boards_are_for():
    """One board sheet is "the board sheet" (from the plan, not a typed plural), setting up puts the
    play board on the table, and the boards the tokens do not need are said to be spares, for the examples."""
    p = load_profile("tactile")
    kit = compose(load_game("poison-corner"), p)
    assert kit.plan.sheets == 1 and kit.plan.boards == 2
    sheets, before = _section(kit, "sheets"), _section(kit, "before")
    assert "The board sheet has 2 boards." in sheets and "Each board sheet" not in sheets
    assert "The board sheet." in sheets and "The board sheets." not in sheets
    setup = _section(kit, "setup")  # which board goes out, by its title
    assert "Use the practice board for the worked examples, and the play board for each round." in setup
    # where each is on the one sheet, from the plan's layout (round 10: "on one, on the other")
    assert "The sheet has the practice board in its upper half and the play board in its lower half." in setup
    assert "Keep the board sheet whole: do not cut the boards apart." in setup  # its 2 boards share it
    # Setting up names each board's use, so Before you play gives none of its own; neither is a
    # spare, so it says how to print one, once (round 17's listener asked), never "use a spare"
    assert (
        "The part called Setting up says what each board is for. No spare board is printed ahead. "
        "Only if a board is spoiled, print page 2 of swell.pdf once more" in before
    )
    assert before.count("spare") == 1
    kit = compose(load_game("row-removal"), p)
    assert kit.plan.boards == 4 and kit.plan.tokens_with_boards
    need = _section(kit, "need")
    assert "The raised sheets: the boards and the tokens." in need and "token sheet" not in need
    assert "The part called Setting up says what each board is for." in _section(kit, "before")  # once, there (round 9)
    assert "is for the worked examples." in _section(kit, "setup")
    assert "Each board has a print line where a sighted partner may write the winner." in _section(kit, "board")


@pytest.mark.parametrize("game", ["poison-corner", "row-removal", "corner-polyominoes"])
@pytest.mark.parametrize("profile", ["large-print", "tactile"])
def test_the_match_section_says_where_each_round_is_written(game, profile):
    """Every family has a match record; the match section names it, and on a braille kit its form."""
    p = load_profile(profile)
    kit = compose(load_game(game), p)
    match = next(s for s in kit.record_sheets if s.id == "match")
    text = _section(kit, "match")
    columns = ", ".join(c.name.lower() for c in match.columns[:-1]) + f" and {match.columns[-1].name.lower()}"
    assert f"After each round, the scribe writes one line of the {match.title.lower()}: {columns}." in text
    # where both rounds' lines go, said once: a braille kit names its braille form too (READER29 #13)
    assert ("or the braille form, records/match.brf." in text) == p.braille and "Its braille form" not in text
    assert text.count("Write both rounds' lines") == 1


def test_the_raised_only_file_keeps_the_pieces_cut_lines_and_says_so(a4_swell):
    """Pieces are cut along their thick solid lines, which are raised and so in both files: the
    printing steps say so, and promise "no cut lines" only of a kit whose tokens lose theirs."""
    steps = _section(compose(load_game("corner-polyominoes"), a4_swell), "printing")
    assert "The thick solid lines round the pieces rise, in both files. Cut along them." in steps
    assert "no cut lines" not in steps and "no print and no scale bar" in steps
    steps = _section(compose(load_game("poison-corner"), a4_swell), "printing")
    assert "no print, no cut lines and no scale bar" in steps and "round the pieces" not in steps


def test_a_tactile_kit_says_the_turning_rule_once(a4_swell):
    """A raised piece need not be flipped when turning gives every way it lies: the pieces section says
    that one rule once, and why no flip is needed (READER20 #15, READER24 #1: no "flip it over" beside it)."""
    text = _section(compose(load_game("corner-polyominoes"), a4_swell), "pieces")
    # the turn kept raised side up first, with no "You may ... flip it over" to clash with it (READER24 #1)
    # the rule that a flip is allowed first (READER25 #8), in words other than the printed "flip it over"
    said = (
        "The rules let you turn a piece or flip it. A flip is never needed: a turn makes every shape a flip makes. "
        "So keep each piece raised side up, and just turn it."
    )
    assert said in text
    assert text.count("raised side up") == 1 and text.count("flip it over") == 0
    assert "You may turn a piece around or flip it over." in _section(
        compose(load_game("corner-polyominoes"), load_profile("large-print")), "pieces"
    )


@pytest.mark.parametrize(("game", "done"), [("poison-corner", "covered"), ("corner-polyominoes", "placed")])
def test_the_key_to_the_raised_sheets_uses_the_familys_own_verb(game, done):
    """The key's line symbol is named with the verb the tactile rules use: covered with tokens, or
    a piece placed; never "taken or placed" in every family."""
    profile = load_profile("tactile")
    kit = compose(load_game(game), profile)
    key = next(p for p in kit_pages(kit, profile) if p.id == "key")
    assert f"Diagonal lines: {done} in this move." in key.svg and "taken" not in key.svg


@pytest.mark.parametrize("game", ["poison-corner", "long-corner", "corner-polyominoes"])
def test_the_raised_key_counts_the_chosen_cell_among_the_move_s_cells(game):
    """READER26 #7: "Diagonal lines: covered in this move. Solid: the cell chosen in this move." beside
    "covers 12 cells" asked whether the solid cell is one of them. The key sheet says it is, where it
    draws one (a grid's chosen cell, the move's too); the readers' Long corner read beside the built-in."""
    from accessible_kits.games import parse_game
    from rule_texts import MAYA

    profile = load_profile("tactile")
    kit = compose(parse_game(MAYA, "maya.toml") if game == "long-corner" else load_game(game), profile)
    key = next(p for p in kit_pages(kit, profile) if p.id == "key").key  # the entries the braille rules repeat
    solid = [entry for entry in key if entry.startswith("Solid:")]
    said = "Solid: the cell chosen in this move. It counts among the cells covered in this move."
    assert solid == ([said] if game != "corner-polyominoes" else [])
    assert "Diagonal lines: covered in this move." in key or game == "corner-polyominoes"
