"""A game's rules composed for a profile, as the text and spoken script the tests read: shared by
the fast tier's tests/unit/test_rule_words.py and the full tier's tests/test_words.py."""

from __future__ import annotations

import re


def flat(text: str) -> str:
    """The text with every run of whitespace (line breaks of the layout) as one space."""
    return " ".join(text.split())


def composed_texts(game, profile):
    """(kit, rules.txt's text, the spoken script's said sentences joined) for the game at the profile."""
    from accessible_kits.compose import compose
    from accessible_kits.writers.rules_text import rules_text

    kit = compose(game, profile)
    return kit, rules_text(kit), " ".join(s.text for s in kit.script if s.kind == "say")


def flat_texts(games: dict, profile) -> dict:
    """{name: (kit, rules text flat, script)} of each of `games` at the profile: a module's fixture."""
    out = {}
    for name, game in games.items():
        kit, text, script = composed_texts(game, profile)
        out[name] = (kit, flat(text), script)
    return out


def texts_and_cards(games: dict, profile) -> dict:
    """{name: (kit, rules text flat, script, card flat, card's script)}: flat_texts with the quick
    reference, printed and spoken."""
    from accessible_kits.writers.rules_text import summary_text

    out = {}
    for name, (kit, text, script) in flat_texts(games, profile).items():
        said = " ".join(s.text for s in kit.summary_script if s.kind == "say")
        out[name] = (kit, text, script, flat(summary_text(kit)), said)
    return out


# A small hand-built game both the text writers' and the kit page's fast tests compose.
SMALL = """
id = "tiny-corner"
title = "Tiny corner"
family = "grid-removal"
minutes = [2, 4]
players = ["Ann", "Bo"]

[params]
columns = 3
rows = 2

[[examples]]
title = "One turn"
steps = [{ move = "B1", removes = 4 }]

[host_key]
cells = 6
"""


# round 13's readers' user game, written from docs/games.md: a 7 by 3 board, people's names
MAYA = """id = "long-corner"
title = "Long corner"
family = "grid-removal"
minutes = [5, 10]
players = ["Maya", "Theo"]
[params]
columns = 7
rows = 3
[[examples]]
title = "A first move"
steps = [{ move = "E2", removes = 6 }, { move = "F1", removes = 2 }]
"""


def section_lines(sections) -> list:
    """Every Line the blocks of `sections` print: paragraphs, steps and bullets, and each worked
    example's heading and steps (a figure prints none): the one walk the word tests read."""
    from accessible_kits.model import Bullets, ExampleBlock, Para, Steps

    lines: list = []
    for section in sections:
        for block in section.blocks:
            match block:
                case Para():
                    lines.append(block.line)
                case Steps() | Bullets():
                    lines += block.lines
                case ExampleBlock():
                    lines += [block.example.heading, *block.example.steps]
    return lines


def section_texts(kit, sid: str) -> list[str]:
    """The texts of the lines the kit's section `sid` prints (section_lines)."""
    return [line.text for line in section_lines(s for s in kit.sections if s.id == sid)]


# A polyomino game written from docs/games.md: a plural team name, a team, 5 pieces of 3 and 4 cells.
OTTERS = """id = "otter-corners"
title = "Otter corners"
family = "polyomino"
minutes = [10, 15]
players = ["Otters", "Red team"]
[params]
columns = 7
rows = 7
starts = ["A1", "G7"]
pieces = [
  { name = "bar", cells = ["A1", "B1", "C1"] },
  { name = "bend", cells = ["A1", "B1", "A2"] },
  { name = "square", cells = ["A1", "B1", "A2", "B2"] },
  { name = "Zig", cells = ["A1", "B1", "B2", "C2"] },
  { name = "tee", cells = ["A1", "B1", "C1", "B2"] },
]
[[examples]]
title = "Corners touch, sides do not"
steps = [
  { move = "bend A1+B1+A2" },
  { move = "bend G7+F7+G6" },
  { move = "bar A3+B3+C3", legal = false },
  { move = "bar B3+C3+D3" },
]
"""


# round 14's readers' user game, written from docs/games.md: four rows named by the kit (Alpha ...),
# teams, and the last circle loses
FOUR_ROWS = """id = "four-rows"
title = "Four rows 1-3-5-7"
family = "row-removal"
minutes = [5, 10]
players = ["Owls team", "Badgers team"]
[params]
rows = [1, 3, 5, 7]
ending = "last-move-loses"
[[examples]]
title = "Two turns"
steps = [
  { move = "bottom row, 3", after = "1-3-5-4" },
  { move = "second row, 3", after = "1-0-5-4" },
]
"""


def row_games() -> dict:
    """{name: a function loading it}: the built-in row game and the readers' four rows (FOUR_ROWS)."""
    from accessible_kits.games import load_game, parse_game

    return {"row-removal": lambda: load_game("row-removal"), "four-rows": lambda: parse_game(FOUR_ROWS, "four.toml")}


# a user's game whose own examples refuse two moves, and end the game: no example the kit adds; its
# rows are short, so its four boards share one sheet
TWO_REFUSED = """id = "two-refused"
title = "Two refused"
family = "row-removal"
minutes = [5, 10]
players = ["Ana", "Sam"]
[params]
rows = [2, 3]
[[examples]]
title = "Two refusals"
steps = [
  { move = "top row, 3", legal = false },
  { move = "top row, 2", after = "0-3" },
  { move = "top row, 1", legal = false },
  { move = "bottom row, 3", after = "0-0", wins = true },
]
"""


def row_games_and_two_refused() -> dict:
    """row_games and the user's game TWO_REFUSED: the row word tests' games (rounds 23 and 25)."""
    from accessible_kits.games import parse_game

    return {**row_games(), "two-refused": lambda: parse_game(TWO_REFUSED, "two.toml")}


def composed_flat(game, profile: str):
    """(game, kit, rules text flat, spoken script) of `game` at the profile named: a row test's fixture."""
    from accessible_kits.profile import load_profile

    kit, text, script = composed_texts(game, load_profile(profile))
    return game, kit, flat(text), script


# the row word tests' cases (rounds 25 and 26): each of row_games_and_two_refused, pen and tokens
ROW_CASES = [(g, p) for g in ("row-removal", "four-rows", "two-refused") for p in ("standard", "tactile")]


def row_cases_flat() -> dict:
    """{(game, profile): (kit, rules text flat, script)} for every one of ROW_CASES: a row test module's
    fixture (module-scoped where it is used, as liblouis refuses in function scope)."""
    from accessible_kits.profile import load_profile

    games = row_games_and_two_refused()
    out = {}
    for name, profile in ROW_CASES:
        kit, text, script = composed_texts(games[name](), load_profile(profile))
        out[name, profile] = (kit, flat(text), script)
    return out


def composed_row_case(case: tuple[str, str]):
    """composed_flat of one of ROW_CASES: (game name, profile name)."""
    name, profile = case
    return composed_flat(row_games_and_two_refused()[name](), profile)


# round 14's listener's user game, written from docs/games.md: start cells B2 and F6 on a 7 by 7 board,
# B beside the model cell D2, with people's names that keep their pieces
GARDEN_CORNERS = """id = "garden-corners"
title = "Garden corners"
family = "polyomino"
minutes = [15, 25]
players = ["Otters", "Red team"]
[params]
columns = 7
rows = 7
starts = ["B2", "F6"]
pieces = [
  { name = "trio", cells = ["A1", "B1", "C1"] },
  { name = "ell", cells = ["A1", "A2", "B1"] },
  { name = "tee", cells = ["A2", "B2", "C2", "B1"] },
  { name = "block", cells = ["A1", "B1", "A2", "B2"] },
  { name = "zig-zag", cells = ["A1", "B1", "B2", "C2"] },
]
[[examples]]
title = "First pieces"
steps = [
  { move = "ell B2+B3+C2" },
  { move = "trio F6+E6+D6" },
  { move = "block C3+D3+C4+D4", legal = false },
  { move = "tee D3+E3+F3+E2" },
]
"""


# the piece games' match record's example counts, each a sum of some of the game's pieces (pieces of 1, 2, 3, 3, 4
# cells; of 3, 3, 4, 4, 4: no 5), as printed and as said
LEFT_OVER = {"corner-polyominoes": ((3, 5), ("three", "five")), "garden-corners": ((3, 6), ("three", "six"))}
LEFT_OVER["otter-corners"] = LEFT_OVER["garden-corners"]  # the same piece sizes


def left_over_counts(game) -> set[int]:
    """Every count of cells a side can have left over in a piece game, from none placed to one piece
    left: the sums of some of its pieces' sizes (worked out here, not by the wording under test)."""
    from itertools import combinations

    sizes = [p.size for p in game.engine.pieces]
    return {sum(c) for k in range(1, len(sizes) + 1) for c in combinations(sizes, k)}


GRID_CASES = [(g, p) for g in ("poison-corner", "long-corner") for p in ("large-print", "tactile")]


def grid_cases_composed() -> dict:
    """{(game, profile): (game, kit, rules text flat, script flat)} for a built-in grid game and a
    reader's at large print and tactile: the grid word tests' cases, composed once a module."""
    from accessible_kits.profile import load_profile

    games, out = readers_games(), {}
    for name, profile in GRID_CASES:
        game = games[name]()
        kit, text, script = composed_texts(game, load_profile(profile))
        out[name, profile] = (game, kit, flat(text), flat(script))
    return out


def readers_games() -> dict:
    """{name: a function loading it}: the built-in games and the cold readers' own, one of each
    family's built-in beside a user's, as rounds 18 and 19's word tests read them."""
    from accessible_kits.games import load_game, parse_game

    return {
        "poison-corner": lambda: load_game("poison-corner"),
        "long-corner": lambda: parse_game(MAYA, "maya.toml"),
        "corner-polyominoes": lambda: load_game("corner-polyominoes"),
        "garden": lambda: parse_game(GARDEN_CORNERS, "garden.toml"),
        "row-removal": lambda: load_game("row-removal"),
        "four-rows": lambda: parse_game(FOUR_ROWS, "fourrows.toml"),
    }


def spoiled_words(prep) -> str:
    """The spare a kit names where its pages print none, in print, read from the preparation plan:
    the last board's pages once more (round 17's listener asked for one beside a board the pieces
    come off)."""
    last = prep.of("boards")[-1]
    pages = f"page {last.first}" if last.pages == 1 else f"pages {last.first} and {last.last}"
    if last.pages > 2:
        pages = f"pages {last.first} through {last.last}"
    board = "a board" if prep.boards > 1 else "the board"
    # none printed ahead, said first: "once more, as a spare" beside the boards given was heard as
    # print a spare now (LISTEN26 #1)
    return f"No spare board is printed ahead. Only if {board} is spoiled, print {pages} of {last.file} once more."


def examples_end_said(kit) -> list[str]:
    """The spoken rules' sentences after "That ends the worked examples.", up to the next chapter,
    which must come after the examples' chapter; the sentence itself must be said there."""
    segs = [s for s in kit.script if s.kind != "pause"]
    examples = next(i for i, s in enumerate(segs) if s.kind == "chapter" and s.id == "examples")
    end = next(i for i, s in enumerate(segs) if s.kind == "say" and s.text == "That ends the worked examples.")
    after = next(i for i, s in enumerate(segs) if s.kind == "chapter" and i > end)
    assert examples < end and not any(s.kind == "chapter" for s in segs[examples + 1 : end])
    return [s.text for s in segs[end + 1 : after]]


def blank_sheets_need(plan, covers: int) -> str:
    """What you need's line for the blank sheets: their count alone. What they cover is said in The
    sheets in this kit, after what each board sheet holds (blank_sheets_cover): heard in What you need,
    it came before a board sheet was described (LISTEN21 #5, LISTEN22 #10). `plan`: the sheet plan,
    whose fullest sheet's other boards the sheets cover (one sheet a board)."""
    assert covers == max(len(g) for g in plan.groups()) - 1, (covers, plan.groups())
    return f"{blank_sheets_need_words(covers)} of plain paper."


def blank_sheets_cover(covers: int) -> str:
    """Setting up's words on where the blank sheets are laid: over the other boards of the board
    sheet in play only ("the boards not in play" was heard as every other board, round 19), after
    the boards are placed on their sheets (READER25 #1, LISTEN25 #11: said in The sheets in this kit,
    it came before a listener knew a sheet holds two boards)."""
    return "over the board not in play." if covers == 1 else "over each board not in play."


def blank_sheets_need_words(covers: int) -> str:
    """'One blank sheet', 'Two blank sheets'."""
    from accessible_kits.compose.words import number_word

    return f"{number_word(covers).capitalize()} blank sheet{'s' if covers > 1 else ''}"


def at_profiles(texts_of, games: dict, profiles) -> dict:
    """{(name, profile id): texts} of `games` at each of `profiles`, by `texts_of` (flat_texts or
    texts_and_cards): the module fixture of the grid word tests."""
    return {(name, p.id): texts for p in profiles for name, texts in texts_of(games, p).items()}


def piece_games_at_large_and_tactile() -> tuple[dict, list]:
    """The piece word tests' games (the built-in one and the readers' Garden corners) and each of them
    at large print and tactile, as (name, profile): their modules' fixture parameters."""
    from accessible_kits.games import load_game, parse_game
    from accessible_kits.profile import load_profile

    games = {"corner-polyominoes": load_game("corner-polyominoes"), "garden": parse_game(GARDEN_CORNERS, "garden.toml")}
    return games, [(name, load_profile(p)) for name in games for p in ("large-print", "tactile")]


def piece_words_heard(game, profile) -> tuple:
    """A piece test module's fixture: (the family's words for `game` at `profile`, the kit, the rules
    text flat, the spoken script's said sentences), as the family words the kit it composes."""
    from accessible_kits import families
    from accessible_kits.compose import drawn_profile
    from accessible_kits.compose.words import Twin

    kit, text, script = composed_texts(game, profile)
    drawn = drawn_profile(game, profile)
    w = families.family(game.family).wording()(game, drawn, kit.plan, Twin(touch=bool(drawn.braille)))
    return w, kit, flat(text), script


def piece_heard_case(case) -> tuple:
    """A piece test module's fixture from its (game name, profile) case of piece_games_at_large_and_tactile:
    (game, the family's words, the kit, rules text flat, the script's said sentences, the card flat)."""
    from accessible_kits.writers.rules_text import summary_text

    name, profile = case
    game = piece_games_at_large_and_tactile()[0][name]
    w, kit, text, script = piece_words_heard(game, profile)
    return game, w, kit, text, script, flat(summary_text(kit))


NONE_CAN = "So neither player can place a piece."  # an added end example's claim, after its lines (LISTEN31 #15)


def blocked_said(words: str) -> str:
    """An added end example's lines on why neither player can place a piece, in flat rules or a script: from
    after the last move's read back (its pieces left) up to the claim they show (NONE_CAN), said after them."""
    end = words.index(NONE_CAN)
    start = words.rindex("pieces left: ", 0, end)
    return re.sub(r"\s*\d+\.\s*$", "", words[words.index(". ", start) + 2 : end])  # no next step's number


def lay_now(touch: bool, *, ear: bool = False) -> str:
    """The one moment an added end example's pieces are laid, after they are listed (READER31 #13): the step before
    the print's "Then read on."; aloud (`ear`), said of the scribe, who lays them and says done (LISTEN31 #16)."""
    if ear:
        pencil = "" if touch else ", or writes their marks in pencil"
        put = "the scribe lays" if touch else "the scribe puts"
    else:
        pencil = "" if touch else ", or write their marks in pencil"
        put = "lay" if touch else "put"
    return f"If you are following it, {put} all the example's pieces on the board now{pencil}."


# aloud, after lay_now: who ends the reader aloud's wait, in one sentence (LISTEN31 #16)
LAY_DONE = "The scribe says done when the board is ready, or at once if you only listen."


def readers_kits_flat() -> dict:
    """{(game, profile): (kit, rules text flat, script)}: the six readers' games at large print and
    tactile, composed, for a module-scoped fixture (liblouis measures the labels)."""
    from accessible_kits.profile import load_profile

    out = {}
    for profile in ("large-print", "tactile"):
        for name, game in readers_games().items():
            kit, text, script = composed_texts(game(), load_profile(profile))
            out[name, profile] = (kit, flat(text), script)
    return out


def rules_layout(kit) -> tuple:
    """(lines, pager) of the kit's braille rules as the writer pages them (no print page changes): again
    with the sentences turned to the next page until no page ends inside one (braille_breaks.sentence_turns)."""
    from accessible_kits import braille
    from accessible_kits.writers.braille_pages import Geometry
    from accessible_kits.writers.braille_volumes import Sheet, _items, rule_blocks

    sheets = {n: [Sheet(4, "diagram sheet 1")] * len(x.diagrams) for n, x in enumerate(kit.examples, 1)}
    blocks = [b for b in rule_blocks(kit, sheets) if b[0]]
    cells = [[c] for c in braille.translate([t for _, t, _ in blocks], braille.GRADE2, braille.BRF)]
    return layout_turned(_items(blocks, cells, {}, 1), Geometry())


def layout_turned(items, g, *height) -> tuple:
    """(lines, pager) of braille `items` flowed and paged on geometry `g` (`height`: flow's lines a
    page, if not the default), again with the sentences turned until no page ends inside one."""
    from accessible_kits.writers.braille_breaks import sentence_turns
    from accessible_kits.writers.braille_pages import _Pager, flow

    while True:
        lines = flow(items, g.cells, *height)
        pager = _Pager(g, 0)
        pager.add(lines)
        nxt = sentence_turns(items, lines, pager.breaks)
        if nxt is None:
            return lines, pager
        items = nxt


def turns_taken(players, kit, text: str, script: str) -> None:
    """The players' taking turns said once, in Your turn, with the game's own names (or "The two players"
    for roles), and that the scribe need not say whose turn it is: no family's scribe calls the turn."""
    from accessible_kits.compose.scribe_words import NO_CALL
    from accessible_kits.compose.words import is_role

    named = not any(is_role(p) for p in players[:2])
    who = f"{players[0]} and {players[1]}" if named else "The two players"
    said = f"{who} take turns. A turn is one move. After your move, the other player has the next turn."
    turn = " ".join(section_texts(kit, "turn"))
    assert said in turn, turn
    for words in (text, script):
        assert words.count(f"{who} take turns.") == 1 and "one move each" not in words  # LISTEN19 #1
        assert words.count(NO_CALL) == 1  # the words to ask, not a duty (LISTEN37 #24)
        assert not re.search(r"scribe (?:says|tells|calls) (?:whose|the next) turn", words)


def tactile_record_forms() -> dict:
    """{game: (kit, the record form's blocks)} of the readers' games at the tactile profile, composed and
    translated once (test_braille_forms33, test_misc38)."""
    from accessible_kits import braille
    from accessible_kits.profile import load_profile
    from accessible_kits.writers.braille_forms import forms_blocks

    out = {}
    for n, f in readers_games().items():
        kit = composed_texts(f(), load_profile("tactile"))[0]
        blocks, _ = forms_blocks(kit.title, kit.record_sheets, braille.GRADE2, 40)
        out[n] = (kit, blocks[0])
    return out
