"""Every word of a kit true for its own sheets, and enough to play from.

- Claims: every count the rule card and the spoken rules state about the board sheets equals
  the pages built, at every bundled profile and at custom ones that put several boards on a sheet.
- Facts checklist: every fact of the game (tests/facts.py) appears in each form where it belongs.
- Probe game files the docs allow build and say the right things.
- Figures are drawn from the replayed positions, the new move marked apart.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from accessible_kits.build import build
from accessible_kits.compose import compose
from accessible_kits.compose.scribe_words import TEAM_NAMED
from accessible_kits.games import load_game, parse_game
from accessible_kits.games.notation import row_called
from accessible_kits.profile import load_profile
from accessible_kits.render.pages import kit_pages
from accessible_kits.writers.rules_text import rules_text
from conftest import GAMES, PROFILES, built_once, kit_dir
from facts import COMMON, FACTS
from rule_texts import composed_texts, examples_end_said, flat, section_lines

WORDS = {
    w: i
    for i, w in enumerate(
        ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
    )
}
NUM = r"(\d+|" + "|".join(WORDS) + r")"
PAPERS = "(?:plain paper|card|swell paper)"


def _n(text: str) -> int:
    return int(text) if text.isdigit() else WORDS[text]


def claims(text: str) -> dict:
    """Every statement about board sheets in a text, as numbers; fails on a count it cannot read."""
    t = flat(text)
    found = {}
    patterns = {
        "sheets": rf"There (?:is|are) {NUM} board sheets?\.",
        "each": rf"(?:Each|The) board sheet has {NUM} boards?\.",
        "one-each": rf"There are {NUM} board sheets, one board on each",
        # a board printed more than once a match: the sheets counted as kinds (round 14's listener)
        "kinds": rf"There are {NUM} kinds of board sheet, one board on each",
        "own": r"The [a-z ]+ is on a sheet of its own\.",
        "parts": rf"It is printed in {NUM} parts, on {NUM} sheets?\.",
        "in-all": rf"so there are {NUM} board sheets in all\.",
        "not-counts": r"too big for one sheet",
        # the paper a whole match takes: checked against the pages drawn in tests/test_preparation.py
        # (for the ear on a board with cell A4: "sheets of A4 size plain paper")
        "paper": rf"{NUM} sheets? of (?:\S+ {PAPERS}|\S+ size {PAPERS})",
        # of those, the blank ones that cover the boards not in play (round 18): checked below
        "blank": rf"Apart from the printed pages, {NUM} sheets? of plain paper stays? blank",
    }
    used = []
    for key, pat in patterns.items():
        for m in re.finditer(pat, t):
            found.setdefault(key, []).append(tuple(_n(g) for g in m.groups()))
            used.append(m.span())
    for m in re.finditer(rf"Board sheet {NUM} has {NUM} boards?\.", t):
        found.setdefault("sheet", []).append((_n(m.group(1)), _n(m.group(2))))
        used.append(m.span())
    for m in re.finditer(rf"{NUM} (?:board )?sheets?\b", t):  # every count of sheets must be one read above
        assert any(a <= m.start() < b for a, b in used), (
            f"a count of sheets the test cannot check: {t[m.start() - 40 : m.end() + 20]}"
        )
    return found


def built_sheets(kit, profile):
    """Board pages as built: for each, how many boards it holds."""
    pages = [pg for pg in kit_pages(kit, profile) if pg.id.startswith("board-") or "-part-" in pg.id]
    labels = {b.label for b in kit.boards}
    counts = []
    for pg in pages:
        texts = re.findall(r"<text[^>]*>([^<]*)</text>", pg.svg)
        if kit.plan.split:
            counts.append(sum(1 for t in texts if any(t.startswith(f"{label}, part") for label in labels)))
        elif kit.plan.per_sheet == 1:  # the label under the title, or after it on a compact sheet's one line
            counts.append(sum(1 for t in texts if t in labels or any(t == f"{kit.title}: {la}" for la in labels)))
        else:  # a board alone on its sheet is named by the sheet's heading, not a label of its own
            drawn = sum(1 for t in texts if t in labels)
            counts.append(drawn or sum(1 for la in labels if re.match(rf"{re.escape(la)}\b", pg.title)))
    return counts


def check_claims(kit, profile, text: str):
    found = claims(text)
    assert found.get("blank", [(0,)]) == [(kit.preparation.covers,)], found.get("blank")
    counts = built_sheets(kit, profile)
    assert found, "the words say nothing about the board sheets"
    total = len(counts)
    if kit.plan.split:
        ((parts, sheets),) = found["parts"]
        assert parts == sheets == total // len(kit.boards)
        if len(kit.boards) > 1:
            assert found["in-all"] == [(total,)]
        return
    if "own" in found:
        assert total == 1 and counts == [1]
    if "one-each" in found:
        assert found["one-each"] == [(total,)] and set(counts) == {1}
    if "kinds" in found:
        assert found["kinds"] == [(total,)] and set(counts) == {1}
    if "sheets" in found:
        assert found["sheets"] == [(total,)]
    if "each" in found:
        assert set(counts) == {found["each"][0][0]}
    if "sheet" in found:
        assert found["sheet"] == [(i, n) for i, n in enumerate(counts, 1)]


CUSTOM = {
    "standard-a3": 'extends = "standard"\npaper = "A3"\n',
    "big-cells": 'extends = "standard"\ncell_size = "45mm"\ntext_size = "16pt"\nheading_size = "20pt"\n',
    "letter-landscape": 'extends = "large-print"\npaper = "letter"\norientation = "landscape"\n',
}


@pytest.fixture(scope="module")
def custom_profiles(tmp_path_factory):
    folder = tmp_path_factory.mktemp("profiles")
    for name, text in CUSTOM.items():
        (folder / f"{name}.toml").write_text(text)
    return folder


@pytest.mark.parametrize("game", GAMES)
def test_sheet_claims_match_pages_at_every_profile(game, custom_profiles):
    g = load_game(game)
    refs = list(PROFILES) + [str(custom_profiles / f"{n}.toml") for n in CUSTOM]
    shapes = set()
    for ref in refs:
        p = load_profile(ref)
        kit = compose(g, p)
        check_claims(kit, p, rules_text(kit))
        script = " ".join(s.text for s in kit.script if s.kind == "say")
        check_claims(kit, p, script)
        shapes.add((kit.plan.per_sheet, kit.plan.split))
    if game != "corner-polyominoes":
        assert len(shapes) > 1, "every profile put the boards on the sheets the same way"


@pytest.mark.parametrize("game", GAMES)
def test_built_kits_say_what_their_sheets_hold(game, kits):
    g = load_game(game)
    for profile in PROFILES:
        text = (kit_dir(kits, game, profile) / "rules.txt").read_text()
        check_claims(compose(g, load_profile(profile)), load_profile(profile), text)


@pytest.mark.parametrize("game", GAMES)
def test_facts_checklist_is_covered(kits, game):
    folder = kit_dir(kits, game, "large-print")
    forms = {
        "rules": flat((folder / "rules.txt").read_text()),
        "script": flat((folder / "rules-script.txt").read_text()),
        "summary": flat((folder / "summary.txt").read_text()),
    }
    missing = []
    for fid, (pattern, where) in {**FACTS[game], **COMMON}.items():
        for form in where:
            if not re.search(pattern, forms[form], re.IGNORECASE):
                missing.append(f"{fid} in {form}")
    assert not missing, "facts missing: " + ", ".join(missing)


def test_no_rule_is_said_as_an_l_shape(kits):
    """'above it or to its right' names an L, not the rectangle; no kit says it."""
    for game in GAMES:
        for profile in PROFILES:
            folder = kit_dir(kits, game, profile)
            for name in ("rules.txt", "rules-script.txt", "summary.txt", "summary-script.txt"):
                text = flat((folder / name).read_text())
                assert "above it or to its right" not in text and "above it or to the right" not in text


def _probe(text: str, name: str):
    return parse_game(text, name)


NO_EXAMPLES = """id = "tiny-corner"
title = "Tiny corner"
family = "grid-removal"
minutes = [2, 5]
[params]
columns = 3
rows = 2
"""


def test_a_game_with_no_examples_builds_and_shows_a_refused_move_and_the_end(tmp_path):
    """A file with no worked examples gets the two the kit adds (compose.examples.added), no more."""
    game = _probe(NO_EXAMPLES, "tiny.toml")
    _kit, text, script = composed_texts(game, load_profile("standard"))
    assert re.findall(r"Example \d+: [^.]*\.", script) == [
        "Example 1: A cell that is already crossed out.",
        "Example 2: The poison cell ends the game.",
    ]
    assert "The scribe checks the move. That move is not allowed." in script
    assert "the poison cell. The game is over. Ana wins." in script
    assert "The other player wins." not in script  # the scribe says own names (LISTEN23 #3)
    assert "3 columns and 2 rows" in text and "columns A to C" not in text
    f = tmp_path / "tiny.toml"
    f.write_text(NO_EXAMPLES)
    (folder,) = build([str(f)], ["standard"], tmp_path / "out", 1, {"audio": "off"})
    assert (Path(folder) / "kit.pdf").stat().st_size > 0


@pytest.mark.parametrize("profile", ["large-print", "tactile"])
def test_an_example_from_a_part_played_board_says_how_to_set_it_up(profile):
    """A row removal example that starts from a part-played board: by touch, it says which circles to
    cover on the practice board with its tokens off, row by row, each count from the engine's sizes
    less the example's start (READER24 #10). In print, pen marks stay and every board has its use, so
    it says not to mark anything, as the speech does (it said "To set it up, start from a full board."
    with no full board free: stop 43)."""
    game = load_game("row-removal")
    kit = compose(game, load_profile(profile))
    touch = load_profile(profile).braille
    e = game.engine
    for ex, spec in zip(kit.examples, game.examples, strict=True):
        start = tuple(int(x) for x in spec.start.split("-")) if spec.start else e.sizes
        gone = [(n, s - c) for n, s, c in zip(e.row_names, e.sizes, start, strict=True) if s > c]
        first = ex.lines[0]
        if not touch:  # row removal's practice board shows the example before's end
            before = game.replays[ex.number - 2][-1].after.counts if ex.number > 1 else e.sizes
            assert "To set it up" not in first and "start from a full board" not in first, first
            assert first.endswith("It is not the board in front of you. Do not mark anything.") == (start != before)
            continue
        if not gone:
            assert (
                first.endswith("To set it up, take every token off board 2.")
                if ex.number > 1
                else "To set" not in first
            )
            continue
        assert "To set it up, take every token off board 2. Then cover, row by row: " in first
        assert all(f"{k} circle{'s' if k != 1 else ''} from {row_called(n)}" in first for n, k in gone), first


# Two games written from docs/games.md alone: teams with pieces of their own names, and four
# unnamed rows with a numbered title. Their kits are read whole by the tests below.
RELAY = """id = "relay-shapes"
title = "Relay shapes"
family = "polyomino"
minutes = [10, 20]
players = ["Red team", "Blue team"]
[params]
columns = 7
rows = 7
starts = ["A1", "G7"]
pieces = [
  { name = "dot", cells = ["A1"] },
  { name = "twin", cells = ["A1", "B1"] },
  { name = "elbow", cells = ["A1", "B1", "A2"] },
  { name = "stick", cells = ["A1", "B1", "C1"] },
  { name = "tile", cells = ["A1", "B1", "A2", "B2"] },
]
[[examples]]
title = "Corners touch, sides do not"
steps = [
  { move = "twin A1+B1" },
  { move = "dot G7" },
  { move = "elbow B2+C2+B3", legal = false },
  { move = "elbow C2+D2+C3" },
]
[host_key]
area = 13
pieces = 5
"""

FOUR_ROWS = """id = "four-rows"
title = "Four rows 1-3-5-7"
family = "row-removal"
minutes = [5, 10]
[params]
rows = [1, 3, 5, 7]
[[examples]]
title = "Two turns from the start"
steps = [
  { move = "row 4, 3", after = "1-3-5-4" },
  { move = "row 1, 1", after = "0-3-5-4" },
]
[[examples]]
title = "One row at a time"
steps = [
  { move = "row 2, 1; row 3, 1", legal = false },
  { move = "row 3, 5", after = "1-3-0-7" },
]
[host_key]
circles = 16
"""


@pytest.fixture(scope="module")
def own_kits(tmp_path_factory) -> Path:
    """The two games of one's own, built at large print and tactile, audio off: once per run, shared
    by the xdist workers (conftest.built_once)."""
    games = {"relay-shapes": RELAY, "four-rows": FOUR_ROWS}
    return built_once(tmp_path_factory, "own-kits", [], ["large-print", "tactile"], {"audio": "off"}, game_files=games)


def _read(folder: Path, *names: str) -> str:
    return " ".join(flat((folder / n).read_text()) for n in names)


TEXTS = ("rules.txt", "summary.txt", "rules-script.txt", "host-key/host-key.txt", "records/record.txt")


def test_teams_pieces_and_records_carry_the_marks_of_their_names(own_kits):
    """Red team and Blue team write R and B: in the words, on the piece sheets, on the record
    sheets, in the braille key, the braille record form and the raised pieces' labels. Nowhere
    W or B for White and Black, and "side", never "edge", for where pieces meet."""
    import xml.etree.ElementTree as ET

    from brf import back, brf_pages, read_volume, reading, words
    from test_tactile import SVG, said

    for profile in ("large-print", "tactile"):
        folder = own_kits / "relay-shapes" / profile
        t = _read(folder, *TEXTS)
        assert "Red team's pieces show the mark R, and Blue team's show the mark B." in t
        assert "Give Red team the pieces marked R, and Blue team the pieces marked B." in t
        assert "Player: mark R for Red team or B for Blue team." in t and "Sides checked" in t  # READER25 #14
        assert not re.search(r"\b(?:marked|show|write) W\b|\bW or B\b|\bWhite\b|\bBlack\b(?! lines)", t)
        assert not re.search(r"(?:share[sd]?|touch\w*|along) an edge|Edges checked|edges do not", t, re.IGNORECASE)
        pieces = (folder / "pages" / "pieces-1.svg").read_text()
        assert "every square marked R" in pieces and "every square marked B" in pieces and "marked W" not in pieces
    tactile = own_kits / "relay-shapes" / "tactile"
    assert "R in a cell: Red team's piece. B in a cell: Blue team's piece." in (tactile / "pages/key.svg").read_text()
    form, _ = reading(read_volume(brf_pages(tactile / "records/record.brf"), False))
    assert "player mark r for red team or b for blue team" in " ".join(words(" ".join(back(form, 2))))
    root = ET.parse(tactile / "pages" / "pieces-1.svg").getroot()
    letters = [said(g) for g in root.iter(f"{SVG}g") if g.get("data-tactile") == "braille"]
    area = 13  # each side's cells, one raised letter on each
    assert letters.count("R") == letters.count("B") == area and "W" not in letters


def test_games_of_ones_own_read_right_whole(own_kits):
    """What reading the two kits whole found wrong, now right: teams agree on a move, the pieces
    left are named on request, the host key's answers say whose piece, and four numbered rows'
    boards are "board 1", never "the board 1"."""
    relay = _read(own_kits / "relay-shapes" / "large-print", *TEXTS)
    assert "Each team talks over its move and agrees on it, and one person says it." in relay
    # after worked example 1's first piece, the twin: one first piece in the rules
    assert (
        # its count first, as every piece's cells (LISTEN33 #9)
        "Red team's twin covers 2 cells: column A row 1; and column B, the second column, row 1. "
        "Red team's pieces left: 4." in relay
    )
    assert "Left for Red team: the dot, the elbow, the stick and the tile. Left for Blue team: all 5 pieces." in relay
    assert "After every pass, the scribe reads back the whole board and names the pieces each player has left." in relay
    assert "Red team's twin A1+B1: allowed." in relay and "Red team twin" not in relay
    assert "A dashed square with the word no: a cell of a piece that is not allowed there." in relay
    rows = _read(own_kits / "four-rows" / "large-print", *TEXTS)
    assert "Pages 2 through 5: boards 1, 2, 3 and 4." in rows and "the board 1" not in rows
    # the title's numbers in words, as the ear's other numbers (a cold listener, round 13)
    assert "Welcome to Four rows one, three, five, seven." in rows and "like 2 circles from the Delta row" in rows
    # the file's moves number the rows ("row 4, 3"); the kit names them by the spelling alphabet
    # (never "the third row" beside a count), and each board's use
    assert "3 circles from the Delta row" in rows and "from row" not in rows and "third row" not in rows
    assert "Board 1 is for the worked examples. Board 2 is for the first round. Board 3 is for the second" in rows
    # no names in the file: a player is called by their own name, and a team by the name it chooses (LISTEN41 #3)
    assert f"Two players. With more people, play in two teams. {TEAM_NAMED} Each team talks over its move" in rows


# -- the cold listener's confusions (LISTEN3): each sentence heard one way, in every form --------


def _heard(game, profile: str = "large-print"):
    """(the kit, its spoken rules, its spoken reminder) composed for a built-in game or a game file's text."""
    g = load_game(game) if "\n" not in game else parse_game(game, "user.toml")
    kit = compose(g, load_profile(profile))
    rules = " ".join(s.text for s in kit.script if s.kind == "say")
    return kit, rules, " ".join(s.text for s in kit.summary_script if s.kind == "say")


def test_the_reminder_says_the_readback_in_the_rules_words():
    _kit, rules, summary = _heard("poison-corner")
    words = "how many cells each row still has, from the top row down"
    assert words in rules and words in summary
    assert "where each row ends" not in summary


@pytest.mark.parametrize(("profile", "does"), [("large-print", "crosses out"), ("tactile", "covers")])
def test_a_grid_move_takes_its_own_row_and_column_too(profile, does):
    """'up and to the right of your cell' was heard as the diagonal alone (round 19's listener): the
    rectangle's parts are said first, one a sentence, the cell's own column and row among them, then
    the rectangle they fill ("the cells right of your cell, and the cells above it" alone was an L)."""
    _kit, rules, _summary = _heard("poison-corner", profile)
    # then said column by column: "every cell above and to the right" was heard as the diagonal
    # block (round 20's listener and reader)
    # the rectangle first, then its corners (LISTEN29 #2: "From your cell's row up to the top, your move
    # crosses out your cell's column and every column to its right" was heard as whole columns)
    parts = f"Your move {does} a rectangle of cells."  # then its corners (LISTEN39 #10)
    shape = "Your cell is its bottom left corner. The board's top right cell is its top right corner."
    assert f"{parts} {shape}" in rules
    assert "lie up and to the right of your cell" not in rules


@pytest.mark.parametrize("profile", ["large-print", "tactile"])
def test_a_cell_already_gone_is_refused_in_the_same_words_everywhere(profile):
    """The scribe's protocol and the worked example refuse a cell already gone with one sentence."""
    kit, rules, _summary = _heard("poison-corner", profile)
    done = "covered" if kit.sections and "token" in rules else "crossed out"
    words = f"he scribe says: that cell is already {done}."
    assert rules.count(words) == 2, rules
    assert "choose a cell that is still there" not in rules


@pytest.mark.parametrize("game", GAMES)
def test_the_scribe_is_told_what_to_write_check_and_tick(game):
    """Items 6 to 10: what goes in each column of both record sheets, and when; who ticks a box and
    after what; when the move is checked; one scribe or none; a confirmed move is not taken back."""
    from accessible_kits.compose.scribe_words import WHO_MARKS
    from accessible_kits.writers.spoken import script_text

    kit, rules, _summary = _heard(game)
    record, match = kit.record_sheets
    count = next(w for w, n in WORDS.items() if n == len(record.columns))  # said as a word
    assert f"The record sheet has a line for each turn. Its {count} parts are:" in rules
    for column in record.columns:
        assert f" {column.name}" in rules, column.name
    ticks = [c.name for c in record.columns if c.tick]
    for box in ticks:
        assert re.search(rf"The scribe ticks the {box} box (?:after|when) \w+", rules), box
    names = ", ".join(c.name.lower() for c in match.columns[:-1]) + f" and {match.columns[-1].name.lower()}"
    assert f"After each round, the scribe writes one line of the match record: {names}." in rules
    yes, check = (rules.index(t) for t in ("the player says yes", "After the yes, the scribe checks"))
    assert yes < check < rules.index("The scribe marks the move on the board") or "lays" in rules[check:]
    assert WHO_MARKS in rules
    assert "Without a scribe, whoever puts the move on the board, or puts the board out, says done." in script_text(
        "T", kit.script, load_profile("large-print")
    )
    assert "After the yes, an allowed move is not taken back." in rules and "never changed later" not in rules


def test_a_mistake_found_later_is_put_right_as_the_marks_allow():
    """Item 11: pen cannot be rubbed out, so wrong marks are ringed and a cell whose wrong mark was
    ringed is marked again when a later move marks it (in the marking words: LISTEN24 #12; a grid's
    cell, not a "place", READER25 #4); pencil rubs out; tokens are laid or taken off."""
    _kit, pen, _ = _heard("poison-corner")
    assert "Pen marks cannot be rubbed out. So ring each wrong mark" in pen
    assert (  # one idea a sentence (LISTEN34 #9, LISTEN35 #14: forms36)
        "A cell whose wrong mark is ringed is still there. "
        "If a later move crosses out that cell, make the new mark beside the ring." in pen
    )
    _kit, pencil, _ = _heard("corner-polyominoes")
    # a board of pieces: the pieces first, the marks of uncut ones after (ROUND32 #16)
    assert "Do the same with the marks of uncut pieces." in pencil and "Pen marks" not in pencil
    assert "draws a ring" not in pencil
    assert "The scribe takes the wrong piece off the board, or rubs out its marks." in pencil
    assert "Take off each piece in a wrong place, and lay each missing piece." in pencil
    _kit, touch, _ = _heard("row-removal", "tactile")
    assert "Lay or take off each token until the board matches the record sheet." in touch


def test_a_polyomino_kit_says_how_straight_pieces_lie_where_pieces_meet_and_who_checks():
    """Item 13: a straight piece lies across or stands up on its sheet; own pieces meet corner to
    corner (not 'at the corners', heard as the board's); who checks every cell of a new piece."""
    _kit, rules, _summary = _heard("corner-polyominoes")
    assert "The domino covers two cells, in a straight line." in rules
    assert "Your own pieces may only meet corner to corner." in rules and "meet at the corners" not in rules
    assert "The scribe, or the other player, checks every cell of the new piece, not just one." in rules


def test_the_polyomino_reminder_scores_cells_and_says_what_is_swapped_and_a_pass_lasts():
    """Items 14 and 15: the goal is cells, as the score is; round two swaps pieces and corners (not
    seats); a player who passed passes on every later turn, as the engine proves (longest_game)."""
    _kit, rules, summary = _heard("corner-polyominoes")
    # the goal is cells, as the score is, in the rules' words (LISTEN25 #14)
    assert "At the end, count the cells of your pieces not placed. Fewer cells wins." in summary  # LISTEN32 #18
    assert (
        # the side that starts, in both rounds: "whoever played Black goes first" was heard as Black's side
        # (round 14), and round 1's starter was missing (round 15)
        "A match is two rounds. White goes first. In round 2, whoever went second plays White." in summary
        and "swap sides" not in summary
        and "the other goes first" not in summary
    )
    assert "Once you pass, you pass on every later turn." in rules


def test_a_raised_row_kit_places_the_board_of_every_round_and_clears_every_token():
    """Tokens come off: one board every round, the examples' board beside it on the same sheet, and a
    kit has one board's tokens, so they come off every board before a round, and before the game
    for fun (a braille reader, round 15: "Take board 3, if the match did not use it.")."""
    kit = compose(load_game("row-removal"), load_profile("tactile"))
    setup, together = (
        " ".join(s.text for line in section_lines([x for x in kit.sections if x.id == name]) for s in line.sentences)
        for name in ("setup", "together")
    )
    assert setup.startswith("Find each board by the name on it, not by its page. Board 1 is for every round.")
    assert "Board 1 is for every round. It is the first board going down board sheet 1." in setup
    assert "Before each round, take every token off the boards." in setup
    assert "Board 2 is for the worked examples. It is the second board going down board sheet 1." in setup
    # three boards on board sheet 1, board 4 alone: the sheet in play's other two covered (round 19),
    # each step said once, at its moment: before the worked examples and when they end (LISTEN29 #8)
    shown = section_lines([x for x in kit.sections if x.id == "examples"])
    examples = " ".join(s.text for line in shown for s in line.sentences)
    # both blank sheets named in each step (READER25 #13), moved, not laid again (LISTEN32 #7); each step the
    # table it leaves, true whatever board was spoiled before (wave 36: no "instead" step)
    assert examples.startswith(
        "Before the worked examples, have board sheet 1 out and board sheet 2 away. "
        "Cover boards 1 and 3 with the blank sheets."
    )
    assert examples.endswith(
        # the step ends with the state it leaves, which names every round's board (LISTEN31 #7)
        "For every round, have board sheet 1 out and board sheet 2 away. "
        "Move the blank sheets so that boards 2 and 3 are covered. Now only board 1 is out and uncovered."
    )
    assert "For the worked examples, " not in setup and "For every round, " not in setup
    assert "Take every token off the boards. Then use board 1. One person covers circles on it" in together
    assert "spare" not in together


@pytest.mark.parametrize("game", ["row-removal", "four-rows"])
def test_a_raised_row_kit_clears_the_examples_board_when_the_examples_end(game):
    """After the last worked example a listener was not told to change boards (a cold listener,
    round 17): a raised kit has one board's tokens, so they come off the examples' board, and the
    one board of every round is named, as Setting up names it."""
    g = load_game(game) if game == "row-removal" else parse_game(FOUR_ROWS, "four.toml")
    kit = compose(g, load_profile("tactile"))
    told = [
        "Take every token off the boards.",  # Setting up's words (rows33)
        "You need them all for each round.",
        # the step's state names every round's board (LISTEN31 #7)
        "Now only board 1 is out and uncovered.",
    ]
    # every round's own step said here, where the board in play changes (LISTEN29 #8)
    said = examples_end_said(kit)
    end = said.index(told[-1]) + 1
    assert said[:2] + said[end - 1 : end] == told and end == len(said), said  # no "instead" step (wave 36)
    # the table the step leaves, each sheet by number; the blank sheets moved onto the boards to cover (LISTEN32 #7)
    step = r"For every round, have the first board sheet out and the second board sheet away\. "
    step += r"Move the blank sheets? (?:onto board \d|so that boards [\d and]+ are covered)\."
    assert re.fullmatch(step, " ".join(said[2 : end - 1])), said
    assert "Board 2 is for the worked examples." in " ".join(s.text for s in kit.script if s.kind == "say")


def test_before_you_play_leaves_each_boards_use_to_setting_up():
    """Raised tokens come off: Before you play says one board does, and Setting up names what each
    board is for, once, in print order ("use a spare" beside "the worked examples on board 2" left a
    braille reader asking which board, round 9)."""
    kit = compose(load_game("row-removal"), load_profile("tactile"))
    before, setup = (
        " ".join(s.text for line in section_lines([x for x in kit.sections if x.id == name]) for s in line.sentences)
        for name in ("before", "setup")
    )
    # no board to "use a spare" beside the boards' uses; the spares are Setting up's to name, and
    # "There is no spare board." here beside them read as a contradiction (round 17's braille reader)
    assert "The part called Setting up says what each board is for." in before
    assert "spare" not in before and re.search(r"(is a spare|are spares)\.", setup), setup
    low = setup.lower()  # each sentence begins with its board ("Board 1 is for every round.")
    assert low.index("board 1") < low.index("board 2") < low.index("board 3")
    # each board's use named once; what to do with the sheets for the worked examples is said where
    # they begin, once (LISTEN29 #8)
    assert setup.count("is for the worked examples") == 1 and setup.count("For the worked examples, ") == 0
    shown = section_lines([x for x in kit.sections if x.id == "examples"])
    examples = " ".join(s.text for line in shown for s in line.sentences)
    assert examples.count("Before the worked examples, have board sheet 1 out and board sheet 2 away. Cover ") == 1
