"""Round 41's doubts in the polyomino games (issue 24, task poly42), read in the built-in corner-polyominoes and
the readers' Garden corners, at large print and at tactile."""

from __future__ import annotations

import itertools
import re

from accessible_kits.compose.examples import told
from accessible_kits.compose.words import PRINT, Voice, render
from accessible_kits.families.polyomino.wording.blocked import (
    Tried,
    broke_rule,
    corner_cells,
    heard_words,
    host_pass_check,
    pass_check,
    tried,
)
from rule_texts import blocked_said
from unit import test_poly40

heard = test_poly40.heard  # the fixture of the same games and texts, defined once

EAR = Voice(ear=True)


def test_each_cell_tried_says_what_cannot_cover_it_never_over_it(heard):
    """LISTEN41 #7: "Over column F row 8, Black's big square covers a covered cell ..., however it lies." was heard
    as above row 8. Each cell the engine checks has a line that says what cannot cover it, then why, in "cover"
    words, as the pass check above it says ("in every place that covers such a cell") and the host key's."""
    game, w, _, text, script, _ = heard
    ends = [rs[-1].after for rs in told(game, w) if game.engine.is_over(rs[-1].after)]
    assert ends
    for words, voice in ((text, PRINT), (script, EAR)):
        end = blocked_said(words)
        assert not re.search(r"\b[Oo]ver (?:column|[A-Z]\d)", end) and "however it lies" not in end, end
        assert render(tried(w.flips()), voice) in end  # the pass check's words, just before the first cell
        checked = 0
        for pos in ends:
            for player in (p for p in (0, 1) if pos.unused[p] and pos.cells_of(p)):
                for cell, _ in corner_cells(game.engine, pos, player):
                    said = render(w.back_cell(cell), voice)
                    head = re.search(rf"(?:^|\. )([^.]* can(?:not)? cover {re.escape(said)}\.) (\w+)", end)
                    assert head, said
                    assert head.group(2) in ("However", "Laid"), head.group(0)  # then why, a sentence of its own
                    checked += 1
        assert checked
    # the rules' pass check and the host key's try the places that cover a cell, never "over" one
    for flips in (True, False):
        for said in (*pass_check(flips), host_pass_check(flips)):
            assert " over " not in said
        assert "every place that covers" in host_pass_check(flips)


def test_a_cells_line_says_cover_for_any_pieces_and_names_a_user_writes():
    """LISTEN41 #7, for any game a user writes: one piece left, two, or more; a name in lower case; each rule set the
    engine gives. The cell's line starts with what cannot cover it, a capital first, and each sentence stays under 25
    words heard; the reason says each rule, as a verb for one piece."""
    cell = "column G, the seventh column, row 7"
    for who in ("Red team", "otters"):
        whose = f"{who}'s" if not who.endswith("s") else f"{who}'"
        rules = ("covers a covered cell", "goes off the board", f"touches a side of {whose} pieces")
        subjects = (
            (f"{whose} tee", "it"),
            (f"{whose} block and zig-zag", "they"),
            (f"each piece {who} has left", "each"),
        )
        for (subject, they), n in itertools.product(subjects, (1, 2, 3)):
            for why in itertools.combinations(rules, n):
                (said,) = broke_rule([Tried(f"over {cell}", subject, they, why)])
                first, *rest = re.split(r"(?<=\.) (?=[A-Z])", said)
                assert first.endswith(f" cover {cell}.") and first[0].isupper(), said
                assert " over " not in said and "however it lies" not in said, said
                assert all(heard_words(s) < 25 for s in [first, *rest]), said
                for rule in why:
                    assert rule in said, said


def _named(players: str):
    """Garden corners with other players, as a user may write them."""
    from accessible_kits.games import parse_game
    from rule_texts import GARDEN_CORNERS

    return parse_game(GARDEN_CORNERS.replace('players = ["Otters", "Red team"]', f"players = {players}"), "g.toml")


def test_the_players_names_on_the_record_and_match_record_are_said_once_where_the_players_take_them():
    """LISTEN41 #9, READER41 #11: White and Black aloud, W and B on the record sheet, own names on the match record
    were learnt piecemeal. Said once, where the players choose who plays White and who starts, after a round, a
    match and the match record are said; from the game's data: own names and a swap only where the players swap
    sides (colours, or names like Lions team); names kept all match (Otters, Red team) get no word of swapping;
    roles, which the rules never name, get none of it."""
    from accessible_kits.games import load_game
    from accessible_kits.profile import load_profile
    from rule_texts import piece_words_heard

    large = load_profile("large-print")
    cases = {
        "colours": load_game("corner-polyominoes"),
        "kept": _named('["Otters", "Red team"]'),
        "names": _named('["Lions team", "Tigers team"]'),
        "roles": _named('["First player", "Second player"]'),
    }
    for kind, game in cases.items():
        w, _, text, script = piece_words_heard(game, large)
        (a, b), (m, n) = (w.who(0), w.who(1)), w.marks
        marks = f"The record sheet writes {m} for {a} and {n} for {b}."
        for words, voice in ((text, PRINT), (script, EAR)):
            if kind == "roles":
                assert "The record sheet writes" not in words and "The rules call the players" not in words
                continue
            # after who starts (and goes first in round 1, where the names are kept all match)
            before = render(
                f"{a} starts at {w.start(0)}, and goes first{' in round 1' if kind == 'kept' else ''}.", voice
            )
            if kind == "kept":
                said = f"{marks} The match record writes the same names."
            else:
                call, swap = ("by their colours", "colours") if kind == "colours" else ("by these names", "these names")
                own = f"The match record uses the players' own names, since {swap} swap in round 2."
                said = f"The rules call the players {call}. {marks} {own}"
            assert re.search(rf"{re.escape(before)} (?:\d+\. )?{re.escape(said)}", words), kind
            assert kind != "kept" or "swap" not in said
            assert words.lower().index("match record") < words.index(said)  # what it is, said first
            for sentence in re.split(r"(?<=\.) ", said):
                assert words.count(sentence) == 1, sentence  # said once in the file
                assert len(sentence.split()) < 25


def test_the_end_examples_pieces_are_said_a_player_at_a_time_each_group_counted_first(heard):
    """LISTEN41 #8: eight pieces dictated in one run could not be held by ear. Each player's pieces are one group,
    how many first, in the read back's words ("White's pieces on the board: four."); no piece or cell is dropped:
    every piece the engine's own position holds is said, by its cells, in its player's group."""
    game, w, _, text, script, _ = heard
    found = game.engine.near_end()
    assert found is not None
    start = found[0]
    for words, voice in ((text, PRINT), (script, EAR)):
        at = words.index("Here are the example's pieces, one by one.")
        said = re.split(r"(?<=\.) (?:\d+\. )?", words[at : words.index("To hear this board row by row", at)])[2:]
        # a line a piece or a count, each begun by its player's name; how a piece lies (turned_from) its own sentence
        said = [s for s in said if s.startswith(tuple(f"{w.whose(p, start=True)} " for p in (0, 1)))]
        for player in (0, 1):
            mine = [m for p, m in start.placed if p == player]
            count = render(f"{w.whose(player, start=True)} pieces on the board: {w.v.num(len(mine))}.", voice)
            group = said.index(count)
            lines = said[group + 1 : group + 1 + len(mine)]
            assert all(line.startswith(f"{w.whose(player, start=True)} ") for line in lines), lines
            for m, line in zip(mine, lines, strict=True):
                cells = render(w.read_back(f"{w.whose(player, start=True)} {m.piece} covers", m.cells), voice)
                assert line.startswith(cells.split(":")[0]) and all(
                    render(w.back_cell(c), voice) in line for c in m.cells
                ), line
        assert len(said) == 2 + sum(1 for _ in start.placed), said  # two counts, a line a piece, nothing else
