"""Games a user can write, drawn by hypothesis from the schema of every family, and the words the
kit composes for them: names as written, no doubled words, no piece or row word the game lacks,
every number and cell in a worked example as the engine replays it, and short sentences.

The games are written as TOML files (docs/games.md), so they pass the same checks as a user's;
the worked examples' moves are picked among the engine's legal moves, so the engine accepts them.
Few examples and a fixed seed, without a database: the test is fast and the same on every run."""

from __future__ import annotations

import re

import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_kits import families
from accessible_kits.compose import compose, drawn_profile
from accessible_kits.compose.examples import added
from accessible_kits.compose.grid_words import numbers_like_letters
from accessible_kits.compose.scribe_words import MATCH_IS, OWN_NAME
from accessible_kits.compose.words import Twin, join, person, possessive
from accessible_kits.families.polyomino.engine import PASS
from accessible_kits.families.row_removal.engine import ORDINALS, row_said
from accessible_kits.families.row_removal.wording.boards import FIND, PLACES, uses
from accessible_kits.games import parse_game, side_marks
from accessible_kits.games.notation import cell_name, column_letter
from accessible_kits.model import ExampleBlock
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import left_over_counts, section_lines

FAST = settings(
    max_examples=25,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
PERSONS = ("Ana", "Ben", "Zoë", "Maria José", "Kwame", "Li")
TEAMS = ("Red team", "Blue team", "The Owls", "Team 2")
ROLES = ("First player", "Second player")
ROW_NAMES = ("plum", "pear", "fig", "apple", "lime", "kiwi", "date", "peach")
# piece shapes and names that are not the built-in game's, so a built-in word is never the game's own
SHAPES = (
    ("dot", ("A1",)),
    ("pair", ("A1", "B1")),
    ("Bar", ("A1", "B1", "C1")),
    ("hook 2", ("A1", "B1", "A2")),
    ("block", ("A1", "B1", "A2", "B2")),
    ("Tee piece", ("A1", "B1", "C1", "B2")),
)
BUILT_IN_PIECE_WORDS = ("domino", "monomino", "triomino", "big square", "single-cell")
MAX_WORDS = 25
# the state a readback (or a start board) lists, one item a row: as long as the board has rows, so not counted
_READ_BACK_LIST = re.compile(
    r"(?<=ead back: )[^.]*|(?<=read back is: )[^.]*|(?<=a board where )[^.]*|(?<=a board that has )[^.]*"
    r"|(?<=row by row: )[^.]*"
    # a list of cells, one sentence however long (said.listed, LISTEN35): after each lead-in it has, one item
    r"|(?<=\bRow \d: )[^.]*|(?<=\bRow \d\d: )[^.]*"
    r"|(?<= cells: )(?=column |[A-Z]\d)[^.]*|(?<=covers )(?=column |[A-Z]\d)[^.]*"
)
_SAID_CELL = re.compile(r"\b(?:column )?[A-Z] row \d+\b")


def players():
    """No players key, or two different names: persons, teams or the roles the docs show."""
    return st.one_of(st.none(), st.lists(st.sampled_from(PERSONS + TEAMS + ROLES), min_size=2, max_size=2, unique=True))


def titles():
    """A title of words, sometimes with numbers joined by dashes, like "Fruit rows 2-5-7"."""
    numbers = st.lists(st.integers(1, 12).map(str), min_size=1, max_size=3).map("-".join)
    return st.tuples(
        st.sampled_from(("Fruit rows", "Corner game", "Shapes", "Nim")), st.one_of(st.just(""), numbers)
    ).map(lambda t: f"{t[0]} {t[1]}".strip())


def walk(data, engine, pos, steps: int, to_step):
    """Up to `steps` moves picked among the engine's legal moves, as the file's steps."""
    out = []
    for _ in range(steps):
        moves = engine.legal_moves(pos)
        if not moves or engine.is_over(pos):
            break
        move = data.draw(st.sampled_from(moves))
        after = engine.play(pos, move)
        out.append(to_step(engine, pos, move, after))
        pos = after
    return out


def game_file(data, family: str, params: dict, examples: list, minutes=(5, 10)) -> str:
    """The game as a user writes it."""
    doc = {
        "id": "user-game",
        "title": data.draw(titles()),
        "family": family,
        "minutes": list(minutes),
        "params": params,
    }
    names = data.draw(players())
    if names:
        doc["players"] = names
    if examples:
        doc["examples"] = examples
    return tomli_w.dumps(doc)


def row_game(data):
    rows = data.draw(st.lists(st.integers(1, 7), min_size=1, max_size=6))
    params: dict = {"rows": rows}
    if data.draw(st.booleans()):
        params["row_names"] = data.draw(
            st.lists(st.sampled_from(ROW_NAMES), min_size=len(rows), max_size=len(rows), unique=True)
        )
    if data.draw(st.booleans()):
        params["ending"] = "last-move-loses"
    from accessible_kits.families.row_removal.engine import RowRemoval

    e = RowRemoval.from_params(params)

    def step(engine, pos, move, after):
        s = {"move": engine.notation(move), "after": engine.counts_text(after.counts)}
        if engine.is_over(after) and engine.outcome(after) == pos.to_move:
            s["wins"] = True
        return s

    steps = walk(data, e, e.initial(), data.draw(st.integers(1, 4)), step)
    return game_file(data, "row-removal", params, [{"title": "First moves", "steps": steps}])


def grid_game(data):
    params = {"columns": data.draw(st.integers(2, 7)), "rows": data.draw(st.integers(2, 5))}
    from accessible_kits.families.grid_removal.engine import GridRemoval

    e = GridRemoval.from_params(params)

    def step(engine, pos, move, after):
        return {"move": cell_name(move), "removes": len(pos.present - after.present)}

    steps = walk(data, e, e.initial(), data.draw(st.integers(1, 3)), step)
    return game_file(data, "grid-removal", params, [{"title": "Two turns", "steps": steps}])


def poly_game(data):
    size = data.draw(st.integers(4, 6))
    chosen = data.draw(st.lists(st.sampled_from(SHAPES), min_size=1, max_size=4, unique_by=lambda s: s[0]))
    pieces = [{"name": name, "cells": list(cells)} for name, cells in chosen]
    params = {"columns": size, "rows": size, "starts": ["A1", cell_name((size - 1, size - 1))], "pieces": pieces}
    from accessible_kits.families.polyomino.engine import Polyomino

    e = Polyomino.from_params(params)

    def step(engine, pos, move, after):
        return {"move": engine.notation(move)}

    steps = walk(data, e, e.initial(), data.draw(st.integers(1, 4)), step)
    return game_file(data, "polyomino", params, [{"title": "Opening", "steps": steps}], minutes=(10, 20))


# -- what the composed words must be --------------------------------------------------------


def sentences(kit):
    """Every sentence of the rules, the quick reference and the spoken scripts: (printed, said)."""
    out = [(s.text, s.said) for s in kit.tagline.sentences]
    out += [(s.text, s.said) for line in section_lines(kit.sections + kit.summary) for s in line.sentences]
    spoken = [seg.text for seg in kit.script + kit.summary_script if seg.kind == "say"]
    return out, spoken


def check_words(game, kit):
    said_pairs, spoken = sentences(kit)
    texts = [t for pair in said_pairs for t in pair] + spoken
    whole = "\n".join(texts)
    for text in texts:
        counted = _SAID_CELL.sub("A1", text)  # a cell is one word, as printed (A1), though said "column A row 1"
        words = len(_READ_BACK_LIST.sub("", counted).split())  # a readback's list is counted as one item
        assert words <= MAX_WORDS, f"a sentence of {words} words: {text}"
        doubled = re.search(r"\b([A-Za-z]+) \1\b", text, re.IGNORECASE)
        assert not doubled, f"doubled word {doubled.group(0)!r}: {text}"
        assert not re.search(r"\brow \d+ row\b|\bthe row \d", text), f"a numbered row said as a name: {text}"
    for name in game.players:
        if name in ROLES:
            continue
        shown = len(re.findall(rf"(?<!\w){re.escape(name)}(?!\w)", whole))
        any_case = len(re.findall(rf"(?<!\w){re.escape(name)}(?!\w)", whole, re.IGNORECASE))
        assert shown == any_case, f"{name} is not always written as the file writes it"
        assert not re.search(rf"\bthe {re.escape(name)}(?!\w)", whole, re.IGNORECASE), f"an article before {name}"
    assert "dash" not in " ".join(spoken)
    for pair in said_pairs:
        assert not re.search(r"\d-\d", pair[1]), f"numbers joined by a dash, said: {pair[1]}"


# a number or a letter beside "to", which the ear takes for "two": "row 4 to C", "rows 2 to 4", "8 to 15 minutes"
_NUMBERISH = r"(?:\d+|[A-Z]|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+ty(?:-\w+)?)"
# and a number beside "too" or "for" (heard as "two", "four"); "one for each round" is a pronoun
_COUNT = r"(?:\d+|zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty)"
_TO_BESIDE_A_NUMBER = re.compile(
    rf"\b{_NUMBERISH} to\b|\bto {_NUMBERISH}\b|\b{_COUNT} (?:too|for)\b|\b(?:too|for) {_COUNT}\b"
)


def check_ear(game, kit):
    """What the ear needs, in every game: no number beside "to", a row-removal move said count
    first, an example begun from one board said once, a refused step followed by the player choosing
    again, every match result and who starts the second round said, and no cue about the recording
    in the script read aloud."""
    spoken = [seg for seg in kit.script + kit.summary_script if seg.kind == "say"]
    for seg in spoken:
        assert not _TO_BESIDE_A_NUMBER.search(seg.text), f"'to' beside a number or a letter: {seg.text}"
        assert not seg.text.startswith("Next,"), f"an example step said as next: {seg.text}"
        assert "say this rule out loud" not in seg.text, f"who says the rule is not said: {seg.text}"
        assert "in a second row" not in seg.text, f"heard as row 2: {seg.text}"
        assert "players are called" not in seg.text, f"heard as a rule about the real players: {seg.text}"
        assert not re.match(r"[A-Z] row \d", seg.text), f"a sentence begun with a cell, heard as 'a': {seg.text}"
        assert bool(re.search("Pause the recording|Press play again", seg.text)) == seg.recording_only, seg
    if game.family == "row-removal":  # the old "bottom row, 2", heard as "bottom, row 2"
        rows = "|".join(re.escape(row_said(n)) for n in game.engine.row_names)
        heard = " ".join(s.text for s in spoken)
        assert not re.search(rf"\b(?:{rows}), {_NUMBERISH}\b", heard), "a row said before its count"
    said = [s.text for s in spoken]
    for i, text in enumerate(said):  # an example's start: one board, said once
        if re.match(r"Example \d+: ", text):
            start = said[i + 1 : i + 3]
            assert not (
                any(t.startswith("Start with") for t in start) and any("This example starts" in t for t in start)
            )
    for example in example_lines(kit):
        for line in example.lines:
            if "is not allowed" in line:
                assert "chooses again" in line, line
    whole = " ".join(said)
    assert "A player who wins both rounds wins it." in whole and "the match is shared" in whole
    assert ("A drawn round earns no points." in whole) == (game.family == "polyomino")
    assert "goes first" in whole and not re.search(r"\b(\w+ player) goes first.{0,3}\1", whole)
    if "Choose who" in whole:  # a choice of who starts is given a way to make it
        assert "You can toss a coin" in whole
    assert MATCH_IS in whole  # "for a game" and "a round" said to be one
    if game.family != "polyomino":  # the tagline and the quick reference use the kit's own verb, as the rules do
        short = kit.tagline.text + " " + banned_lists(kit)[1]
        # "take back a move" is the ban on undoing one (LISTEN22 #12), not a move's verb
        assert not re.search(r"\b[Tt]ake\b(?! back a move)", short), f"'take', not the kit's verb: {short}"


_NUMBER_WORD = r"(?:\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+ty(?:-\w+)?)"
# two numbers side by side, apart only by a space or a colon: "two from row 4", "row 4 has four" told
# the ear nothing of which was the count; a list (1, 3, 5) is said with commas, heard as one
_NUMBERS_SIDE_BY_SIDE = re.compile(rf"\b{_NUMBER_WORD}:? +{_NUMBER_WORD}\b", re.IGNORECASE)


def check_said_forms(spoken: str):
    """The spoken script's forms: every cell said one way, "column D row 2" ("choose A row 1" was
    read "a row one", and "column A row 1" beside "D row 2" sounded like two kinds of name); no two
    numbers side by side; copies said with their total, "in all" ("print page 3 twice" was heard
    as two more); every rhyming letter of the game's columns named, not three."""
    # "Column A row 2." begins a sentence of a say-back said a cell a sentence (round 20): its column word too
    assert not re.search(r"(?<![Cc]olumn )\b[A-Z] row \d", spoken), "a cell said without its column word"
    # an example's heading is compose/examples.py's, its title the game file's: "Example 1: Two turns" (left open)
    side = _NUMBERS_SIDE_BY_SIDE.search(re.sub(r"Example \d+: ", "", spoken))
    assert not side, f"two numbers side by side: {spoken[max(0, side.start() - 60) : side.end() + 20]!r}"
    assert not re.search(r"\b(?:twice|\w+ times)(?! in all| more)\b", spoken), "copies said without the total"
    rhyming = set(re.findall(r"\b[A-Z](?= row \d)", spoken)) & set("BCDEGPTVZ")
    named = re.search(r"These letters sound alike: ([^.]*)\.", spoken)
    if named:
        assert rhyming <= set(re.findall(r"\b[A-Z]\b", named.group(1))), (sorted(rhyming), named.group(1))


def check_row_words(game, kit, whole: str):
    names = game.engine.row_names
    for word in ("top", "middle", "bottom"):
        if word not in names:
            assert not re.search(rf"(?<!is the )\b{word} row\b(?! down)", whole), (
                f"the {word} row, which the game lacks"
            )
    if len(names) == 1:
        for words in ("two rows", "second row", "another row", "one row at a time", "Choose one row", "Emptying a row"):
            assert words not in whole, f"{words!r} in a game of one row"
    else:  # the welcome: one row each turn, never "one row at a time" (heard as the rows in turn, round 15)
        assert re.search(r"Each turn, (?:cross out|cover) circles in one row only\.", kit.tagline.text)
        assert "one row at a time" not in whole


def check_polyomino_words(game, kit, whole: str):
    own = " ".join(p.name for p in game.engine.pieces)
    for word in BUILT_IN_PIECE_WORDS:
        if word == "single-cell" and any(p.size == 1 for p in game.engine.pieces):
            continue
        assert word not in whole or word in own, f"the kit speaks of a {word}, which the game lacks"
    if set(game.players) != {"White", "Black"}:
        assert not re.search(r"\b(White|Black)\b", whole), "White and Black, though the file names the players"
    assert "The first player goes first." not in whole  # a role goes first by being chosen: said once
    if (
        "A flipped piece lies the same as a turned one" in whole
    ):  # raised pieces: the quick reference says it the same way
        assert "turn or flip" not in whole and "You may turn a piece around or flip it over." in whole
    # the corner contact column says what to write where no own piece is touched
    assert re.search(
        r"Corner contact: one of the player's own cells that the new piece touches at a corner\.\sIf several, any one\."
        r"\sFor a first piece, the start cell it covers\.\sFor a pass, nothing",
        whole,
    )
    for p in game.engine.pieces:  # every shape said in words, as its sheet lies
        if p.size > 1:
            assert re.search(
                # a full box by a word the name does not hold (LISTEN31 #22)
                rf"The {re.escape(p.name)} covers \w+ cells, "
                r"in (?:a straight line|a (?:block|square|rectangle)|a box|\w+ rows)",
                whole,
            )
    assert re.search(r"For the whole board, a player says: whole board, please\.\sA player may ask at any time", whole)
    # one row in full, empty cells said (round 15): a row of this board, sounding like no letter nor "to"/"for"
    asked = re.search(r"To hear one row in full, a player says its number, like: row (\d+), please\.", whole)
    assert asked and 1 <= int(asked.group(1)) <= game.engine.rows, "no row request, or a row the board lacks"
    like = {n for n, _ in numbers_like_letters(game.engine.columns, game.engine.rows)} | {2, 4}
    assert int(asked.group(1)) not in like or all(n in like for n in range(1, game.engine.rows + 1))
    assert "The scribe then says each cell of that row from left to right: whose it is, or empty." in whole
    # the say-back's order told, and the sizes said as their sum (round 15's listener)
    assert re.search(r"The scribe may say them back in another order\.\sIf they are the same cells, say yes", whole)
    if len(game.engine.pieces) > 1:
        sizes = [str(p.size) for p in game.engine.pieces]
        listed = ", ".join(sizes[:-1]) + " and " + sizes[-1]
        assert f"The pieces have {listed} cells, which make {game.engine.total_area()} cells" in whole
    # the quick reference's exact words (round 15's braille reader)
    assert f"Ask: last move, please; whole board, please; row {asked.group(1)}, please; pieces left, please." in whole
    # the last move's read back only, by words of its own: "read back, please" is the whole board elsewhere (round 20)
    last = r"It repeats only the last move's read back, not the whole board\."
    assert re.search(rf"last move, please\.\s{last}\sFor the whole board, a player says: whole board, please", whole)
    assert "read back, please" not in whole  # the whole board in the games of marks (round 20's listener)
    assert {pc.whose for pc in kit.pieces} == {possessive(n) for n in game.players}
    assert "start corner" not in whole, "the start cell is one word: corner is where own pieces meet"
    # a piece's name is said as "the ... piece" before its cells, never beside a column letter (round 13)
    assert re.search(r"like the [^,.]+ piece, column [A-Z] row \d", whole) and "piece piece" not in whole
    assert "Say the cells in any order." in whole and "Then come its cells in one order" in whole
    assert "If a piece of yours can still be placed, the scribe says: a piece can still be placed." in whole
    assert "Then you choose again." in whole  # a wrong pass costs nothing
    swapped = "the players swap start cells, and " in whole  # people's names swap start cells
    assert ("In the first round, " in whole) == swapped, "start cells said for every round, though they swap"
    first = game.replays[0][0] if game.replays and game.replays[0] else None
    if first and not first.reason and first.move != PASS and first.before == game.engine.initial():
        piece = first.move.piece  # the scribe's example after the first piece is example 1's first piece
        whose = possessive(game.players[0])
        said = rf"after {re.escape(whose)} first piece\.\s{re.escape(whose[0].upper() + whose[1:])} "
        assert re.search(said + rf"{re.escape(piece)} covers", whole), said


def check_sides_and_teams(game, kit, profile, whole: str):
    """One word for where pieces meet (side, never edge), in print, speech and the record sheets;
    how a team agrees on its move, in every family; and a polyomino game's marks from its sides'
    names (R and B for Red team and Blue team; 1 and 2 when the names begin alike), the same in the
    words, the record sheet and the profile the pages are drawn with."""
    columns = " ".join(f"{c.name} {c.hint} {c.longest}" for r in kit.record_sheets for c in r.columns)
    record = " ".join(f"{r.title} {r.instructions} {' '.join(r.footer)}" for r in kit.record_sheets)
    assert not re.search(r"\bedges?\b", f"{columns} {record}", re.IGNORECASE), "edge for side, on a record sheet"
    contact = r"\b(?:share[sd]?|touch\w*|along|meet\w*)(?: at| along)? (?:an? |no )?edges?\b|\bedges? (?:touch|do not)"
    assert not re.search(contact, whole, re.IGNORECASE), "edge for side, where pieces or cells meet"
    assert "Each team talks over its move and agrees on it, and one person says it." in whole
    if game.family != "polyomino":
        return
    marks = side_marks(game.players)
    first = [n.strip()[:1] for n in game.players]
    if first[0] != first[1] and all(ch.isascii() and ch.isalpha() for ch in first):
        assert marks == (first[0].upper(), first[1].upper())
    else:
        assert marks == ("1", "2")
    drawn = drawn_profile(game, profile).marks
    assert (drawn.white, drawn.black) == marks
    w, b = marks
    whose = [pc.whose for pc in kit.pieces]
    assert f"{whose[0][:1].upper()}{whose[0][1:]} pieces show the mark {w}, and {whose[-1]} show the mark {b}." in whole
    # a mark is said as a mark, never "write B in B row 2", where it sounds like the column
    assert f"or your mark, {w} or {b}, is written in each cell it covers" in whole
    assert not re.search(rf"\bwrite {w}\b|\bwrite {b}\b", whole), "a side's mark written without the word mark"
    hints = {c.name: c.hint for r in kit.record_sheets for c in r.columns}
    sep = ": " if w.isdigit() else " "
    assert hints["Player"] == f"mark {w} for {person(game.players[0])} or {b} for {person(game.players[1])}"
    # the example's counts are cells a side can have left over: sums of some of its pieces (READER26 #1)
    # by name, as the rules say it (READER28 #50): the match record's own names, or the sides' kept names
    left = re.fullmatch(
        r"how many cells each (?:player|side) has left, by (?:own )?name, like .+?:? (\d+), .+?:? (\d+)",
        hints["Cells left"],
    )
    assert not re.search(rf"like {re.escape(w + sep)}\d", hints["Cells left"]), "a mark changes hands in round 2"
    assert left, hints["Cells left"]
    sums = left_over_counts(game)
    assert {int(n) for n in left.groups()} <= sums, (hints["Cells left"], sorted(sums))
    for mark in ("W", "B"):  # no letter a side does not write
        if mark not in marks:
            assert not re.search(rf"\b(?:marked|show|write) {mark}\b", whole), f"{mark}, not this game's mark"
    assert "A player may ask which pieces are left, by saying: pieces left, please." in whole
    assert "The scribe then names them, like this." in whole


# what each family's "Not allowed" lists (the rules' and the quick reference's) must both hold
BANNED = {
    "grid-removal": ("already crossed out|a crossed out cell",),  # the card's, short (READER22 #8's room)
    "row-removal": (
        "at least one circle|zero circles",
        "more circles than the row has left",
        # the rules say it after the list's last line (LISTEN30 #10), the card in its list
        "take back a move|[Nn]o move is taken back",
    ),
    "polyomino": ("cover a covered cell|already covered", "off the board"),
}
BANNED_IN_RULES = {  # and the rules' list, said in full
    "row-removal": ("a row with no circle left",),
    "polyomino": (
        "leaves your start cell uncovered",
        "the shape of the piece you named",
        "touches none of your own pieces at a corner",
        "other player's pieces",
    ),
}


def banned_lists(kit) -> tuple[str, str]:
    """The rules' "Not allowed" list and the quick reference's, each as one text."""
    rules, summary = (  # the list, and a paragraph after it (READER31 #16)
        " ".join(
            s.text for line in section_lines(sec for sec in part if sec.id == "not-allowed") for s in line.sentences
        )
        for part in (kit.sections, kit.summary)
    )
    return rules, summary


def check_not_allowed(game, kit):
    """Every rule a move can break, in both "Not allowed" lists (a row with no circle left only where
    there is a second row to choose); the quick reference's turn chooses a row that has a circle."""
    rules, summary = banned_lists(kit)
    # a refused move does not count, said where Not allowed is explained, once, and in the quick reference
    assert rules.count("does not count") == 1 and "does not count" in summary, rules
    for text in (rules, summary):
        for words in BANNED[game.family]:
            assert re.search(words, text), f"{words!r} is not in the list: {text}"
    several = game.family != "row-removal" or len(game.engine.sizes) > 1
    for words in BANNED_IN_RULES.get(game.family, ()) if several else ():
        assert words in rules, f"{words!r} is not in the rules' list: {rules}"
    if game.family == "row-removal" and several:  # the quick reference's list holds the empty row too
        assert "a row with no circle left" in summary, summary
    # a place the board does not have: the rules' sentence, word for word on the card (a braille
    # reader with only the card, round 13); a piece partly off the board is BANNED's, in short. A
    # row said by no row's name is the scribe's question, not a refusal (round 19, check_off_board)
    off = re.search(r"You may not [^.]* not on the board\.", rules)
    assert (off is not None) == (game.family == "grid-removal"), rules
    assert off is None or off.group(0) in summary, summary
    if game.family == "row-removal" and several:
        assert any(
            "Choose one row that still has a circle." in line.text
            for sec in kit.summary
            for b in sec.blocks
            for line in getattr(b, "lines", ())
        )


def example_lines(kit):
    for section in kit.sections:
        for block in section.blocks:
            if isinstance(block, ExampleBlock):
                yield block.example


def check_examples(game, kit, profile):
    """Every number and cell an example states is the replay's, the examples the kit adds to the
    file's too (compose.examples.added): then every kit shows a refused move and a game's end."""
    examples = list(example_lines(kit))
    w = families.family(game.family).wording()(game, drawn_profile(game, profile), kit.plan, Twin(touch=False))
    replays = [*game.replays, *(results for _, results, _ in added(game, w))]
    assert len(examples) == len(replays)
    steps = [r for results in replays for r in results]
    assert any(r.reason for r in steps) or game.engine.refusal(None) is None, "no refused move shown"
    assert any(game.engine.is_over(r.after) for r in steps), "no game's end shown"
    e = game.engine
    board_cells = {cell_name((c, r)) for c in range(getattr(e, "columns", 0)) for r in range(getattr(e, "rows", 0))}
    for example, results in zip(examples, replays, strict=True):
        text = " ".join(example.lines)
        readbacks = [line for line in example.lines if line.startswith("Read back")]
        # every move is read back, but choosing the poison cell: it ends the game at once, nothing is marked
        moves = [r for r in results if not r.reason and r.move != PASS and r.move != getattr(e, "poison", None)]
        assert len(readbacks) == len(moves), text
        for cell in re.findall(r"\b[A-Z]\d{1,2}\b", text):
            assert cell in board_cells, f"{cell} is not on the board: {text}"
        told = [line for line in example.lines if not line.startswith("Read back")]
        for res in moves:  # each move told with its own numbers and cells
            assert any(what_it_does(game, res) in line for line in told), f"{what_it_does(game, res)} not in {told}"
        for line, res in zip(readbacks, moves, strict=True):
            if game.family == "row-removal":
                rest = line.split(". ")[0]  # the counts, not the winner's name after them
                for name in sorted(e.row_names, key=len, reverse=True):
                    rest = rest.replace(name, "")
                assert [int(n) for n in re.findall(r"\d+", rest)] == list(res.after.counts), line
            elif game.family == "polyomino":
                # each cell as the say-back says it, a letter with its place where it sounds like another
                said = re.findall(r"[Cc]olumn ([A-Z])(?:, the [a-z-]+ column,)? row (\d{1,2})\b", line)
                named = {f"{c}{r}" for c, r in said}
                assert named == {cell_name(c) for c in res.move.cells}, line
            else:
                assert f"{len(res.before.present - res.after.present)} cell" in text
                # "3 cells in row 4; 3 cells in row 3": the count first, its row after, top row first
                said = [(int(n), int(r)) for n, r in re.findall(r"(\d+) cells? in row (\d+)\b", line)]
                assert said == [(n, r + 1) for r, n in reversed(list(enumerate(e.row_ends(res.after))))], line


# worded for the eye; a tactile kit measures braille with liblouis, a program the fast tier never starts
def what_it_does(game, res) -> str:
    """The words an example must hold for a replayed move, from the replay alone."""
    if game.family == "grid-removal":  # the count first: "row 1: two cells" put two numbers side by side
        n = len(res.before.present - res.after.present)
        return f" {n} cell{'s' if n != 1 else ''}: "
    if game.family == "row-removal":
        k = res.move[0][1]  # the count and its noun, then the row: "bottom row, 2" was heard as "bottom, row 2"
        return f"says: {k} circle{'s' if k != 1 else ''} from"
    cells = sorted(res.move.cells, key=lambda c: (-c[1], c[0]))  # top row first, as the rules read
    names = [f"column {column_letter(c)} row {r + 1}" for c, r in cells]  # as the player says them
    said = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    piece = res.move.piece if res.move.piece.lower().split()[-1] == "piece" else f"{res.move.piece} piece"
    return f"says: the {piece}, {said}."  # never "puts": the scribe lays the pieces (LISTEN24 #9)


PROFILES = (load_profile("large-print"), load_profile("standard"))


def check_off_board(game, whole: str) -> None:
    """A place the board does not have: the scribe says so, and the player chooses again; a row is
    only said by name, so any other row words get one answer, the names said (round 16)."""
    if game.family != "row-removal":
        # a grid game's pass has the scribe's words too (round 19's listener): said before choosing again
        grid = game.family == "grid-removal"
        passed = r"If the player says pass, the scribe says: you may not pass\.\s" if grid else ""
        said = rf"the scribe says: that cell is not on the board\.\s{passed}Then the player chooses again\."
        if game.family == "polyomino":  # its list is in the engine's order (LISTEN26 #17): the choosing again
            # follows the list's last rule, the rules after "off" between (refused.REFUSED)
            said = r"the scribe says: that cell is not on the board\.\s(?s:If .*?\s)?Then the player chooses again\."
        assert re.search(said, whole)
        return
    names: tuple[str, ...] = game.engine.row_names
    if len(names) > 1:
        asked = ", ".join(names[:-1]) + f" or {names[-1]}"
        assert f"If a player says a row any other way, the scribe asks: which row, {asked}?" in whole
        assert "that row is not on the board" not in whole


def compose_and_check(text: str, profile):
    game = parse_game(text, "user.toml")
    kit = compose(game, profile)
    check_words(game, kit)
    check_ear(game, kit)
    said_pairs, spoken = sentences(kit)
    check_said_forms(" ".join(spoken))
    whole = "\n".join([t for pair in said_pairs for t in pair] + spoken)
    if game.family == "polyomino":
        check_polyomino_words(game, kit, whole)
    if game.family == "row-removal":
        check_row_words(game, kit, whole)
    check_sides_and_teams(game, kit, profile, whole)
    check_table_words(game, kit, profile, whole)
    check_examples(game, kit, profile)
    check_not_allowed(game, kit)
    # for a player who cannot see: the words to ask with, at any time
    asks = (
        r"For the whole board, a player says: whole board, please\.\sA player may ask at any time"
        r"|At any time, a player may ask for it by saying: read back, please"
    )
    assert re.search(asks, whole)
    # the other player, never the mover, who could not say their own move back nor read back blind
    assert "Without a scribe, the other player does the scribe's part for the player who moves." in whole
    if "Rub out each wrong mark" in whole:  # a pencil mark's fix rubs out at once too, and a laid piece is laid again
        assert "draws a ring around the wrong mark" not in whole and "The scribe rubs out the wrong mark" in whole
        assert ("takes the wrong piece off the board" in whole) == bool(kit.pieces)
    if not any(name in ROLES for name in game.players):  # the names the examples use, introduced first
        assert re.search(
            rf"(?:call the two players|One is|One side is|One plays) {re.escape(person(game.players[0]))},? and", whole
        )
    check_off_board(game, whole)
    if game.family != "row-removal":  # which row is row 1: a grid's is its bottom row
        assert "The bottom row is row 1" in whole
    rows: tuple[str, ...] = getattr(game.engine, "row_names", ())
    if game.family == "row-removal" and len(rows) > 1:
        names = rows[0] if len(rows) == 1 else ", ".join(rows[:-1]) + f" and {rows[-1]}"
        counted = any(n in ORDINALS for n in rows)  # rows named by their place: counted, never "not numbers"
        assert (f"Going down, the names are {names}" in whole) != counted
        assert ("The rows are counted from the top" in whole) == counted
    if game.family == "row-removal":
        check_rows_counted(game, kit)
        check_rows_on_the_card(game, kit)
        check_boards_placed(game, kit, profile, whole)
    for sheet in kit.record_sheets:  # every column of both record sheets is said, from the sheets' own columns
        assert all(re.search(rf"\b{re.escape(c.name)}\b", whole, re.IGNORECASE) for c in sheet.columns), sheet.id


# a count, then one word, then "for" (heard "four"): "seven: the record sheets, two pages for each round"
_COUNT_FOR = re.compile(rf"\b{_COUNT} \w+ for\b")


def check_table_words(game, kit, profile, whole: str):
    """Round 15's words at the table, for every game: the printing steps without a count beside
    "for", a spoiled board's remedy where no spare is printed, who starts round 1 in Setting up,
    and the players' own names asked for where the match record needs them; in a grid game, the
    poison move written like any turn, the read back count first, and the card's say-back, request
    words and round 1 starter."""
    prep = kit.preparation
    before = [s for s in kit.sections if s.id == "before"]
    for line in section_lines(before):
        assert not _COUNT_FOR.search(line.said), line.said
    # no spare printed, whether marks stay or pieces come off: the last board's pages again (round 17)
    last = prep.of("boards")[-1]
    spoiled = f"board is spoiled, print page{'s' if last.pages > 1 else ''} {last.first} of {last.file} once more"
    assert (spoiled in whole) == (prep.boards <= prep.boards_needed), prep
    if game.family != "polyomino":  # the piece games say their own start (poly12)
        assert "goes first in round 1." in whole
    match = next(s for s in kit.record_sheets if s.id == "match")
    w = families.family(game.family).wording()(game, drawn_profile(game, profile), kit.plan, Twin(touch=False))
    # a name that changes hands (a role, a side swapped in round two): the players' own names asked for
    changes = any(name in ROLES for name in game.players) or w.changes_sides()
    own = any(c.hint == OWN_NAME for c in match.columns) and changes
    assert ("write the players' own names" in whole) == own
    if game.family != "grid-removal":
        return
    assert not re.search(r"\brow \d+ has \w+ cells?\b", whole), "a read back said row first"
    assert re.search(
        r"the scribe crosses out that cell only, since the game ends there\.\sThe scribe writes the turn on the record"
        r"\ssheet, with [^.]+ under Cell said\.\sThe board is not read back, [^.]+\.\sThen the scribe says who",
        whole,
    )
    card = summary_text(kit)
    for words in ("say: read back, please.", "The scribe says it back. If it is right, say yes.", "round 1"):
        assert words in " ".join(card.split()), words


COUNTED = "The rows are counted from the top: the second row is just below the top row."


def check_rows_counted(game, kit):
    """Rows named by their place are said to be counted from the top once in the rules and once in
    the quick reference, spoken and printed; never a row said by number."""
    rules = " ".join(seg.text for seg in kit.script if seg.kind == "say")
    quick = " ".join(seg.text for seg in kit.summary_script if seg.kind == "say")
    printed = " ".join(s.text for line in section_lines(kit.summary) for s in line.sentences)
    placed = any(n in ORDINALS for n in game.engine.row_names)
    assert (rules.count(COUNTED), quick.count(COUNTED), printed.count(COUNTED)) == ((1, 1, 1) if placed else (0, 0, 0))
    assert not re.search(r"\brow \d", rules + quick), "a row said by number"


def check_rows_on_the_card(game, kit):
    """The quick reference names every row and its circles at the start, top row first (a player
    with only the card, round 13); the rules say a number is always said, even for a whole row."""
    card = " ".join(s.text for line in section_lines(kit.summary) for s in line.sentences)
    rules = " ".join(seg.text for seg in kit.script if seg.kind == "say")
    e = game.engine
    if len(e.sizes) > 1:
        rows = ", ".join(f"{n} {k}" for n, k in zip(e.row_names, e.sizes, strict=True))
        assert re.search(rf"Circles at the start(?:, going down)?: {re.escape(rows)}\.", card), card
    else:
        assert re.search(rf"At the start, the row has {e.sizes[0]} circles?\.", card)
    assert re.search(r"Always say a number, even to (?:cross out|cover) every circle left in the row\.", rules)
    # what a player with only the card must say and hear (both cold readers, round 15)
    # yes only if right, how to hear the counts again, no coin as a must, the match result (round 16)
    assert "The scribe says it back: if right, say yes." in card
    assert re.search(r"(?:left|zero included)\. To hear it again, say: read back, please\.", card), card
    assert re.search(r"(?:Choose who starts|[^.]+ goes first in) round 1\.", card) and "coin" not in card, card
    assert card.endswith("One win each is a shared match."), card


def check_boards_placed(game, kit, profile, whole: str):
    """Each board by its printed name: the one the worked examples follow, the one of each round,
    and where each sits on a shared sheet, as the plan laid the sheets out (its `across`)."""
    names = [b.label[0].lower() + b.label[1:] for b in kit.boards]
    use = uses([b.label for b in kit.boards], marks_stay=not profile.braille)
    assert use is not None and re.search(rf"(?:Follow along on|Put) {use.examples}\b", whole)  # script.follow_along
    assert f"{use.examples.capitalize()} is for the worked examples." in whole
    assert all(board in whole for board in use.rounds)
    plan = kit.plan
    for n, (group, sheet) in enumerate(zip(plan.groups(), plan.layout, strict=True), 1):
        if len(group) < 2:
            continue
        sheet_name = "The board sheet" if plan.sheets == 1 else f"Board sheet {n}"
        said = [m for m in re.findall(rf"{sheet_name} has ([^.]*)\.", whole) if re.search(r"board \d", m)]
        assert said, f"board sheet {n}'s boards are not placed"
        assert re.findall(r"board \d+", said[0]) == [names[i] for i in group], said
        where = (
            "on the left"
            if sheet.across >= len(group)
            else "in its upper half"
            if sheet.across > 1 or len(group) == 2
            else "first, under the sheet's heading"
        )
        assert where in said[0], (sheet, said)
    # found by the name on it, not by its page (round 15); a board in use on a shared sheet placed
    # after its job, in its sheet's words; the rest covered while a board is in play
    assert FIND in whole
    # the printed sentences one after another, as a reader meets them (`whole` pairs each with its said form)
    one_line = " ".join(s.text for line in section_lines(kit.sections) for s in line.sentences)
    for n, group in enumerate(plan.groups(), 1):
        sheet_name = "the board sheet" if plan.sheets == 1 else f"board sheet {n}"
        for k, i in enumerate(group):
            if names[i] in use.spares:
                continue
            job = re.search(rf"{names[i].capitalize()} is for [^.]*\.( It is [^.]*\.)?", one_line)
            assert job, names[i]
            if len(group) < 2 or plan.split:
                assert not job.group(1), job.group(0)
                continue
            assert job.group(1) and job.group(1).endswith(f"{sheet_name}."), job.group(0)
            if len(group) == 2:  # the words placement_lines places the sheet's two boards with
                assert (("upper", "lower") if plan.layout[n - 1].across == 1 else ("left", "right"))[k] in job.group(1)
    covered = "Leave only the board in play uncovered, so no one marks or reads the wrong board."
    assert (covered in whole) == (plan.boards > plan.sheets and not plan.split)
    together = (
        "Take every token off the boards. Then use board 1."
        if profile.braille
        else f"Take {use.spares[0]}, if the match did not use it. If it did, draw a board on plain paper."
    )
    assert together in one_line
    rows = game.engine.row_names
    if plan.boards > plan.sheets:
        assert "Keep each board sheet whole: do not cut the boards apart." in whole
        # every row named by a place a sheet also has ("top") is the board's, said once (round 18);
        # other names need no word
        places = [n for n in rows if n.lower() in PLACES]
        own = f"{join(places)} means a row" if len(places) == 1 else f"{join(places)} mean rows"
        own += " of a board, not "
        assert (own in whole) == (bool(places) and len(rows) > 1), (places, rows)


@FAST
@given(st.data())
def test_a_users_row_game_is_worded_from_its_own_data(data):
    compose_and_check(row_game(data), data.draw(st.sampled_from(PROFILES)))


@FAST
@given(st.data())
def test_a_users_grid_game_is_worded_from_its_own_data(data):
    compose_and_check(grid_game(data), data.draw(st.sampled_from(PROFILES)))


@FAST
@given(st.data())
def test_a_users_polyomino_game_is_worded_from_its_own_data(data):
    compose_and_check(poly_game(data), data.draw(st.sampled_from(PROFILES)))
