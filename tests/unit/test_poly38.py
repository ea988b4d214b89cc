"""Round 37's doubts in the polyomino games (issue 24, task poly38), read in the built-in corner-polyominoes and
the readers' Garden corners, at large print and at tactile."""

from __future__ import annotations

import itertools
import re

import pytest

from accessible_kits.compose.examples import told
from accessible_kits.compose.players import PEOPLE
from accessible_kits.compose.words import number_word, printed
from accessible_kits.families.polyomino.engine import shared_side
from accessible_kits.families.polyomino.wording.blocked import (
    Tried,
    broke_rule,
    corner_cells,
    free_ways,
    heard_words,
    pass_check,
    tried,
)
from accessible_kits.profile import load_profile
from rule_texts import NONE_CAN, blocked_said, piece_games_at_large_and_tactile, piece_heard_case

GAMES, TEXTS = piece_games_at_large_and_tactile()


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    """(game, the family's words, the kit, rules text flat, the spoken script's said sentences, the card flat)."""
    return piece_heard_case(request.param)


def _ends(game, w) -> list:
    return [rs[-1].after for rs in told(game, w) if game.engine.is_over(rs[-1].after)]


def _places(end: str) -> list[str]:
    """Each place tried in an end example's blocked lines, its sentences together, up to the next."""
    place = r"[^.]* can(?:not)? cover column|On free cells"  # what cannot cover a cell first (LISTEN41 #7)
    split = re.split(rf"(?<=\.) (?:\d+\. )?(?={place}|Left for|[^.]* next piece)", end)
    return [s.strip() for s in split if re.match(place, s.strip())]


def test_the_end_check_names_the_piece_left_and_defines_no_term(heard):
    """LISTEN37 #17, READER37 #19 (every reader since round 33): "The next lines use the words every way. ...
    There, every way means ..." defined a term in the middle of an example. How each place is tried is said once,
    just before the first place; each place's line has the piece or pieces left as its subject."""
    game, w, _, text, script, _ = heard
    (end,) = _ends(game, w)
    how = tried(w.flips())  # flipped too only where a flip gives a new shape (READER39 #13)
    for words in (text, script):
        assert "every way" not in words and "use the words" not in words
        assert words.count(how) == 1
        tail = blocked_said(words)
        after = tail[tail.index(how) + len(how) :]
        assert re.match(r" (?:\d+\. )?[^.]* can(?:not)? cover column ", after), after[:60]  # just before the first
        places = _places(tail)
        for player in (p for p in (0, 1) if end.unused[p]):
            whose = w.whose(player)
            left = [p.name for p in game.engine.pieces if p.name in end.unused[player]]
            mine = [s for s in places if f"{whose} pieces" in s or f"{whose} {left[0]}" in s]
            assert len(mine) == len(corner_cells(game.engine, end, player))
            for place in mine:
                head = place.split(". ")[0]
                # the piece the subject: named, or both named, never a defined "every way"
                assert f"{whose} {left[0]}" in head or "each piece" in head, head
                assert re.search(r"(?:be placed|cover column .*)$", head) or head.endswith("however it lies."), head


def test_each_place_names_the_piece_for_any_pieces_left():
    """LISTEN37 #17, for any game a user writes: one piece left, two, or more; each rule set the engine gives. Every
    line says the subject it is given, says every rule, and keeps each sentence under 25 words heard; how the
    pieces are tried is said by a sentence of its own, never inside the lines."""
    rules = ("covers a covered cell", "goes off the board", "touches a side of Red team's pieces")
    subjects = (
        ("Red team's tee", "it"),
        ("Red team's block and zig-zag", "they"),
        ("each piece Red team has left", "each"),
    )
    for subject, they in subjects:
        for n in (1, 2, 3):
            for why in itertools.combinations(rules, n):
                for where in ("over column G, the seventh column, row 7", "on free cells"):
                    (said,) = broke_rule([Tried(where, subject, they, why)])
                    assert "every way" not in said and "tried" not in said
                    # "neither ... nor", "no piece ... can be placed" where a place takes two sentences
                    heads = (subject, subject.replace(" and ", " nor "), subject.replace("each piece", "no piece"))
                    assert any(head.lower() in said.lower() for head in heads), said
                    plural = they == "they" and len(re.split(r"(?<=\.) ", said)) == 1  # "each cover", two named
                    for rule in why:  # each rule said, as a verb for one piece or for two
                        verb, rest = rule.split(" ", 1)
                        two = verb.removesuffix("es") if verb.endswith(("ches", "oes")) else verb[:-1]
                        assert f"{two if plural else verb} {rest}" in said, said
                    assert all(heard_words(s) < 25 for s in re.split(r"(?<=\.) ", said)), said
    for hows in ((tried(flips), tried(flips, first=True)) for flips in (True, False)):
        assert len(set(hows)) == 2 and all(len(s.split(". ")) == 1 for s in hows)


def test_the_one_way_on_free_cells_is_said_by_its_cells_and_the_sides_it_shares(heard):
    """LISTEN37 #19: "Black's big square cannot be placed. Laid on free cells only, it touches a side of Black's
    pieces." -- "it" was heard as the cell H5. Where one way to lay a piece left over a cell is on free cells, the
    line says it by its cells, the piece the subject, then which of its cells share a side with the player's
    pieces, as the engine finds them; never "it" after a cell."""
    game, w, _, text, script, _ = heard
    (end,) = _ends(game, w)
    said = 0
    for words in (text, script):
        places = _places(blocked_said(words))
        assert not any(". Laid on free cells only, it " in p or ". It touches" in p for p in places)
        for player in (p for p in (0, 1) if end.unused[p] and end.cells_of(p)):
            whose = w.whose(player)
            for cell, _ in corner_cells(game.engine, end, player):
                over = f" cover {printed(w.back_cell(cell))}. "
                (place,) = [p for p in places if over in p.split(". ")[0] + ". "]
                ways = free_ways(game.engine, end, player, cell)
                if len(ways) > 1:  # how many places, each sharing a side (LISTEN38 #4, #9: taken for one way)
                    assert all(shared_side(c, end.cells_of(player)) for _, c in ways)
                    n = next(x for x in (str(len(ways)), number_word(len(ways))) if f" {x} places there" in place)
                    in_all = "" if len({p for p, _ in ways}) == 1 else " in all"  # LISTEN39 #9
                    each = f"{n} places there{in_all} and each touches a side of {whose} pieces."
                    assert f"Laid on free cells only, {whose} " in place and each in place, place
                if len(ways) > 1:  # and each place's touching cells, after its cells (LISTEN42 #4)
                    for _, c in ways:
                        side = shared_side(c, end.cells_of(player))
                        assert side is not None
                        touching = printed(w.back_cells(side[0]))
                        assert f"{printed(w.back_cells(c))}. Then {touching} " in place, place
                if len(ways) != 1:
                    continue
                said += 1
                (piece, cells), own = ways[0], end.cells_of(player)
                shared = shared_side(cells, own)
                assert shared
                mine, _ = shared  # which of its cells touch; the player's own are on the board just said
                assert f"{whose} {piece} covers" in place and printed(w.back_cells(cells)) in place, place
                assert f"Then {printed(w.back_cells(mine))} " in place and f"a side with {whose} pieces." in place
    if game is GAMES["corner-polyominoes"]:
        assert said == 4  # the built-in's H5 and D3 have one way each, in print and aloud


def test_the_near_end_board_is_said_once_by_its_pieces_and_its_rows_on_request(heard):
    """LISTEN37 #18: Example 2's start board was said row by row, then piece by piece: too much to hold by ear. Said
    once, piece by piece, each player's together, every cell of the engine's start position; then that the scribe
    reads it row by row on request. The board at the example's end, on request, stays: a table that only listens
    holds the final board no other way."""
    from accessible_kits.families.polyomino.wording.examples import ROWS_ASKED, WHOLE_ASKED

    game, w, _, text, script, _ = heard
    found = game.engine.near_end()
    assert found is not None
    start = found[0]
    for words in (text, script):
        end = words[words.index("This example starts near the end of a game.") :]
        before = end[: end.index(NONE_CAN)]
        board = before[: before.index(" says: the ")]
        assert not re.search(r"\bRow \d+: ", board) and board.count(ROWS_ASKED) == 1
        whose = [w.whose(0, start=True), w.whose(1, start=True)]
        said = [s for s in re.split(r"(?<=\.) (?:\d+\. )?", board[: board.index(ROWS_ASKED)]) if " covers " in s]
        lines = [(next(o for o in whose if s.startswith(f"{o} ")), s.split(" covers ", 1)[1]) for s in said]
        owners = [who for who, _ in lines]
        assert owners == sorted(owners, key=whose.index)  # each player's pieces together
        for cell, player in start.owner:  # every cell, with its owner
            assert any(
                who == w.whose(player, start=True) and printed(w.back_cell(cell)) in cells for who, cells in lines
            ), cell
        after = end[end.index(NONE_CAN) :].split("Take all the pieces off")[0]
        last = next(rs[-1].after for rs in told(game, w) if game.engine.is_over(rs[-1].after))
        assert f"{WHOLE_ASKED} {printed(w.whole_board(last))}" in after and ROWS_ASKED not in after


@pytest.mark.parametrize(
    ("players", "swapped"),
    [(("White", "Black"), "colours"), (("Red team", "Blue team"), "colours"), (("Lions team", "Tigers team"), "names")],
)
def test_the_second_round_says_what_is_swapped_and_the_marks_say_why_first(players, swapped):
    """LISTEN37 #20: "In the second round, the players swap pieces" was heard as handing sets across; the players swap
    colours (or, for teams, names), and who goes first. READER37 #18: the record's Player part marks a side while
    the match record takes own names; why is said with the marks, once, not a page later at the match record."""
    from accessible_kits.games import parse_game
    from rule_texts import GARDEN_CORNERS, piece_words_heard

    toml = GARDEN_CORNERS.replace('players = ["Otters", "Red team"]', f"players = {list(players)}".replace("'", '"'))
    w, _, text, script = piece_words_heard(parse_game(toml, "sides.toml"), load_profile("large-print"))
    first, second = players
    why = f"In round 2, the players swap {swapped}, so a mark names a {swapped[:-1]}, not a person."
    for words in (text, script):
        assert f"In the second round, the players swap {swapped}: whoever played {second} now plays {first}" in words
        assert "swap pieces" not in words and words.count(why) == 1
        marks = re.search(r"Player: mark \w+ for [^.]+\.", words)
        assert marks, "no Player part"
        assert words[marks.end() :].startswith(f" {why}"), words[marks.start() : marks.end() + 120]  # just after
    assert w.sides_are() == swapped


def test_the_cells_left_line_names_nobody_the_rules_never_met(heard):
    """LISTEN37 #21: "For two players called Sam and Ana, like Sam three, Ana five." in a game whose rules never use
    Sam and Ana. Where the match record takes own names, the line says whose name and what count, naming nobody;
    where it takes the game's names, its example uses them."""
    _, w, _, text, script, _ = heard
    for words in (text, script):
        line = re.search(r"Cells left: [^.]*\.", words[words.index("After each round, the scribe writes") :])
        assert line, "no cells left line"
        if w.own_names():
            assert line.group(0) == "Cells left: each player's own name, then how many cells that player has left."
            assert not any(name in words for name in PEOPLE)
        else:
            assert f"like {w.who(0)} " in line.group(0) and f", {w.who(1)} " in line.group(0)


def test_a_pass_and_the_end_are_said_in_the_order_the_table_lives_them(heard):
    """LISTEN37 #16: "If you cannot place any of your pieces, but the other player can, you pass ... The game ends
    at once when neither player can place a piece." took two hearings. Your turn, you cannot place; the other can:
    say pass; neither can: the game is over at once; then how a pass is checked. One idea a sentence."""
    from accessible_kits.families.polyomino.wording.scribe import END

    _, _, _, text, script, _ = heard
    order = (
        "Sometimes, on your turn, you cannot place any of your pieces.",
        "Then you pass: say the word pass.",
        "That is your turn.",
        END,
        "Then nobody says pass, and nobody writes a pass on the record sheet.",
    )
    for words in (text, script):
        at = [words.index(s) for s in order]
        assert at == sorted(at) and at[-1] - at[0] < 400, at
        assert words.count(END) == 1 and "but the other player can, you pass" not in words
        assert at[-1] < words.index("When you pass, the scribe says pass back") < words.index(pass_check(True)[0])
