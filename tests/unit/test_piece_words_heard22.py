"""Round 22's readers on a polyomino kit (LISTEN22 #1, #3 to #6, #8, #9; READER22 #9, #10), read in the
built-in corner-polyominoes and the readers' Garden corners (people's names, start cells B2 and F6), and
for the start cells split a sentence a player, Otter corners (names, corner start cells)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.words import PRINT, Voice, render
from accessible_kits.errors import IllegalMove
from accessible_kits.families.polyomino.wording import Wording
from accessible_kits.families.polyomino.wording.refused import rule_of
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import GARDEN_CORNERS, LEFT_OVER, OTTERS, blocked_said, composed_texts, flat, section_lines

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")
GAMES = {"corner-polyominoes": load_game("corner-polyominoes"), "garden": parse_game(GARDEN_CORNERS, "garden.toml")}


def _said(sections) -> str:
    return " ".join(s.text for line in section_lines(sections) for s in line.sentences)


@pytest.fixture(scope="module", params=list(GAMES))
def told(request):
    """(game, kit, rules text flat, rules script, card flat, host key's words) at large print."""
    game = GAMES[request.param]
    kit, text, script = composed_texts(game, LARGE)
    return game, kit, flat(text), script, flat(summary_text(kit)), _said(kit.host_key)


def _sentences(said: str) -> list[str]:
    return re.split(r"(?<=[.:]) (?=[A-Z])", said)


def test_the_end_example_says_one_thing_just_listen_or_check_on_a_cleared_board(told):
    """LISTEN22 #5: "just listen. Do not mark anything." then "you may still lay its pieces on the play
    board", which held Example 1's pieces: one thing, and how to clear the board to check."""
    _, _, text, script, _, _ = told
    for said, to in ((text, "To"), (script, "Or, to")):  # the ear's other choice to listening (LISTEN23 #13)
        end = said[said.index("This example starts near the end of a game.") :]
        assert "you may still lay its pieces" not in end and "Do not mark anything" not in end
        # the pieces laid once, after they are listed (READER31 #13)
        check = f"{to} follow it, first take every piece off the play board, and rub out any pencil marks. "
        # the board said once, by its pieces (LISTEN37 #18; was its rows first, LISTEN29 #20)
        assert re.search(re.escape(check) + r"(?:\d+\. )?Here are the example's pieces, one by one\.", end), end[:400]
    listen = "It is not the board in front of you. You may just listen. Or"
    assert f"This example starts near the end of a game. {listen}" in script


def test_raised_pieces_are_only_laid_on_the_cleared_board():
    """The same on a tactile kit, where pieces are raised and never written on."""
    felt = Wording(GAMES["garden"], TACTILE, None, Voice(touch=True))  # type: ignore[arg-type]  # reads no plan
    # the pieces laid once, after they are listed (READER31 #13)
    assert render(felt.check_by_hand(), PRINT) == "To follow it, first take every piece off the play board."
    assert render(felt.wait_to_lay(), PRINT) == (
        "If you are following it, lay all the example's pieces on the board now. Then read on."
    )


def test_each_corner_cell_says_every_way_to_lay_a_piece_over_it(told):
    """LISTEN22 #3, #4: "At F8, Black's big square would cover a covered cell", after "Each free space ...":
    a free space covers no covered cell. As the engine checks it: every way to lay it over the cell."""
    _, _, _, script, _, _ = told
    tail = blocked_said(script)
    assert " would cover" not in tail and "At column" not in tail
    # one form for every cell (LISTEN25 #21, #22): the ways and each rule, in one sentence (LISTEN26 #14)
    # what a way is said with it, or once before (LISTEN28 #25)
    # the piece the subject of each place's line, with no defined "every way" (LISTEN37 #17): in one sentence, or
    # what cannot be placed then why (LISTEN36 #4), or the ways on free cells apart, then the rest (LISTEN37 #19)
    # what cannot cover the cell, then why, never "over" it, heard as above it (LISTEN41 #7)
    over = (
        r"can(?:not)? cover column (\w)(?:, the [\w-]+ column,)? row (\d+)\. "  # its place with it (LISTEN33 #6)
        r"(?:However (?:it|either|a piece) covers that cell, it also ((?:covers|goes|touches) [^.]*)"
        r"|Laid on free cells only, .*?Laid any other way, [^.]*? ((?:covers|goes) [^.]*))\."
    )
    lines = re.findall(over, tail)
    assert lines and len(lines) == len(re.findall(r"\bcan(?:not)? cover column", tail)), tail
    for line in lines:
        why = next(w for w in line[2:] if w)
        assert re.fullmatch(
            r"(covers? a covered cell|go(es)? off the board|touch(es)? a side of .+ pieces)",
            why.split(", ")[0].split(" or ")[0],
        ), why
    # a list of cells after "covers" is one item, as the house's rule counts it (tests/test_rules.py)
    for sentence in _sentences(re.sub(r"(?<=covers )[^.]*", "", tail)):
        assert len(sentence.split()) < 25, sentence


def test_the_win_counts_cells_of_a_players_own_pieces(told):
    """LISTEN22 #1: "whoever has fewer cells left off the board wins" could be the board's empty cells."""
    _, _, text, script, _, host = told
    # two short positive sentences: "fewer cells of their own pieces not yet placed" was a double negative
    # (LISTEN25 #14); the same words in the welcome, the end and the host key
    aim = "At the end, each player counts the cells of their pieces not placed on the board. Fewer cells wins."
    assert aim in text[:400] and aim in script[:600]
    # the host key keeps "left over", its check's word, on its one page (LISTEN32 #18 lengthened the rules')
    host_aim = "At the end, each player counts the cells of their pieces left over. Fewer cells wins."
    assert f"{host_aim} The same number is a draw." in host
    assert text.count(f"{aim} The same number is a draw.") == 1
    for said in (text, script, host):  # the card keeps its 170 words and its heard rate (words.summary)
        assert "fewer cells left off the board" not in said


def test_the_card_scores_cells_not_yet_placed_never_cells_off_the_board(told):
    """LISTEN23 #12: "fewer cells ... still off the board wins" beside "never go off the board": "off the
    board" said two things. The score is said as cells not placed; "off the board" is only the refusal."""
    _, _, text, script, card, _ = told
    # the rules' words, with "At the end": without it, heard as counting now (LISTEN25 #14, LISTEN30 #23)
    # since LISTEN32 #18, the pieces not placed, said so; on the card, to the player, within its 170 words
    score = "At the end, count the cells of your pieces not placed. Fewer cells wins."
    assert f"Goal {score} The same number is a draw." in card
    for said in (text, script, card):
        for sentence in _sentences(said):
            if "off the board" in sentence:
                assert not re.search(r"\b(wins?|fewer)\b", sentence), sentence


def test_the_match_records_cells_left_said_as_cells(told):
    """LISTEN22 #8: "like White's three and Black's five" beside "White's pieces left: four"."""
    game, _, text, script, _, _ = told
    first, second = game.players[:2]
    if game.id == "corner-polyominoes":  # own names: no stand-in names the rules never met (LISTEN37 #21)
        assert "Cells left: each player's own name, then how many cells that player has left." in text + script
        return
    (a, b), (x, y) = LEFT_OVER[game.id]
    # the counts after "how many cells", in the match form's shape (READER29 #5)
    for said, one, two in ((text, a, b), (script, x, y)):
        example = f"like {first} {one}, {second} {two}."
        assert example in said
        assert "Cells left: how many cells each" in said[said.index(example) - 120 : said.index(example)]


def test_a_piece_not_in_the_set_has_the_scribes_words_once(told):
    """LISTEN22 #9: no words for a piece the player does not have; the engine refuses it by its rule."""
    game, _, text, script, _, _ = told
    words = "If the player names a piece their set does not have, the scribe says: that is not one of your pieces."
    assert text.count(words) == 1 and script.count(words) == 1
    with pytest.raises(IllegalMove) as refused:
        game.engine.parse("kite A1")
    assert rule_of(str(refused.value)) == "piece"


def test_example_ones_refusal_follows_the_order_the_rules_teach(told):
    """LISTEN22 #6: the refused move said, said back, the yes, then the refusal and choosing again."""
    game, _, text, script, _, _ = told
    who = game.players[0]
    for said in (text, script):
        check = "The scribe checks the move. That move is not allowed. The scribe says: "  # LISTEN24 #2
        refused = said.index(check)
        turn = said[said.rindex(f"{who} says: the ", 0, refused) : refused]
        assert re.fullmatch(rf"{who} says: the [^.]+\. The scribe says:? the .+ {who} says yes\. (?:\d+\. )?", turn), (
            turn
        )
        refusal = said[refused : said.index("chooses again.", refused)]  # then the player chooses again
        assert "says" not in refusal.removeprefix(check), refusal


def test_the_scribe_says_a_refusals_cells_as_in_a_say_back(told):
    """READER22 #9: are a refusal's cells said with their place? As in a say-back, and said so."""
    game, _, text, script, _, _ = told
    words = (
        "The scribe's words for each rule are these. In these words, each cell is said as when the scribe says a "
        "move back. A letter that sounds like another comes with its place from the left."
    )
    assert words in text and words in script
    if game.id == "corner-polyominoes":  # A sounds like H: with its place, as said back, printed as said
        said = "column A, the first column, row 2 shares a side with your own cell column A, the first column, row 1."
        for words in (text, script):
            assert f"For example: {said}" in words and f"The scribe says: {said}" in words
    else:  # F is said plainly, B and C with their place; the own cells in a sentence of their own
        said = (
            "The scribe says: column C, the third column, row 3 shares a side with your own cells. "
            "They are column B, the second column, row 3; and column C, the third column, row 2."
        )
        assert said in text and said in script
    for sentence in _sentences(script):
        if "a side with your own" in sentence:
            assert len(sentence.split()) < 25, sentence


def test_a_first_pieces_corner_contact_is_the_start_cell_it_covers(told):
    """READER22 #10: a first piece covers its start cell; it does not touch it."""
    _, _, text, _, _, _ = told
    assert "For a first piece, the start cell it covers. For a pass, nothing" in text
    assert "For a first piece, its start cell" not in text


def test_each_players_start_cell_is_a_sentence_in_each_round():
    """A user game with names and corner start cells: "In the first round, Otters' is the bottom left
    corner, column A row 1, and Red team's is ..." ran to 25 words; the card keeps a round a sentence."""
    kit, text, script = composed_texts(parse_game(OTTERS, "otters.toml"), LARGE)
    for said in (flat(text), script):
        assert re.search(
            r"In the first round, Otters' is the bottom left corner, (?:A1|column A row 1)\. "
            r"Red team's is the top right corner, (?:G7|column G row 7)\. "
            r"In the second round, Otters' is the top right corner, (?:G7|column G row 7)\. "
            r"Red team's is the bottom left corner, (?:A1|column A row 1)\.",
            said,
        ), said
    assert "In the first round, Otters' is A1, and Red team's is G7." in flat(summary_text(kit))
