"""Round 37's smaller doubts (issue 24, misc38): shared words, the scribe's job, the grid games."""

from __future__ import annotations

import re

import pytest

from rule_texts import readers_games, tactile_record_forms

GAMES = tuple(readers_games())


@pytest.fixture(scope="module")
def forms():
    """{game: (kit, the record form's blocks)} at the tactile profile."""
    return tactile_record_forms()


@pytest.mark.parametrize("game", GAMES)
def test_no_separator_stands_alone_in_a_form_line(forms, game):
    """READER37 #13, #17: "Maya; A1; ;" and "B; pass; ; ;" read back as "Maya; A1; be" and "B; pass; be be":
    a lone semicolon is the wordsign "be". Every shown line's marks sit after a written part; the empty
    parts' marks are said in words, as many as the line leaves empty."""
    from accessible_kits.writers.braille_forms import DISPLAY, separator

    kit, form = forms[game]
    sheet = kit.record_sheets[0]
    mark = separator(sheet)
    shown = [t for k, t, _ in form if k.startswith(DISPLAY)]
    assert shown
    for line in shown:
        for part in line.split(" "):
            assert part.strip(mark), (game, line)  # no part is the mark alone
    if not sheet.empty:
        return
    left = sheet.empty.count("")
    texts = [t for _, t, _ in form]
    # the whole line, its empty parts' marks run on after its last written part (READER38 #9)
    said = next(t for t in texts if t.startswith("Its last"))
    assert said == (
        f"Its last {left} semicolons stand for its {left} empty parts."
        if left > 1
        else "Its last semicolon stands for its empty part."
    ), said
    at = texts.index(said)
    assert form[at - 1][0].startswith(DISPLAY) and form[at - 1][1].endswith(
        " " + [p for p in sheet.empty if p][-1] + mark * left
    )


def test_a_single_empty_part_and_other_marks_are_said_in_words():
    """The count and the mark's name follow the sheet: one empty part, a slash, a run of semicolons."""
    from accessible_kits.writers.braille_forms import _marks

    assert _marks(";", 1) == "a semicolon"
    assert _marks("/", 3) == "3 slashes"
    assert _marks(";;", 2) == "2 marks of 2 semicolons each"


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}: the six readers' games at large print and tactile."""
    from rule_texts import readers_kits_flat

    return readers_kits_flat()


CASES = [(g, p) for g in GAMES for p in ("large-print", "tactile")]


@pytest.mark.parametrize("case", CASES)
def test_who_scribes_is_said_in_each_case_without_pointing_back(kits, case):
    """LISTEN37 #1: "When no player can read the print sheets, a scribe who can is needed. Otherwise, the other
    player does it." named "the other player" before turns, and "no player" was heard against "a player". Each
    case says who the scribe is, in full words, where the scribe is first said to be."""
    from rule_texts import section_texts

    kit, text, script = kits[case]
    need = " ".join(section_texts(kit, "need"))
    for words in (need, text, script):
        assert "If one player can read the print sheets, that player can do the scribe's part." in words
        assert "If neither player can, a third person who can read print is needed as the scribe." in words
        assert "Otherwise, the other player does it." not in words and "When no player can read" not in words


@pytest.mark.parametrize("case", CASES)
def test_the_match_record_is_said_where_first_named(kits, case):
    """LISTEN37 #3: "The match record is on the last record page, below the table of round 2." came before A match
    told what it is. Where the rules first name it, a few words say what it holds, on its own page or not."""
    from accessible_kits.compose.preparation import MATCH_RECORD_IS

    _, text, script = kits[case]
    for words in (text, script):
        at = words.lower().index("match record")
        assert words[at : at + len("match record") + 2 + len(MATCH_RECORD_IS)].lower() == (
            f"match record, {MATCH_RECORD_IS}"
        ), words[at - 80 : at + 120]


GRID_CASES = [c for c in CASES if c[0] in ("poison-corner", "long-corner")]


# LISTEN37 #10's plain line, then the picture, gave way to the picture and the engine's example:
# tests/unit/test_grid40.py (LISTEN39 #10)


@pytest.mark.parametrize("case", GRID_CASES)
def test_the_poison_cells_one_cell_move_says_why(kits, case):
    """LISTEN37 #11: "If you choose it, your move crosses out that cell only, and you lose." left why A1 does not
    take its rectangle. One idea a sentence: choosing it loses at once; the game's end is why it takes one cell."""
    _, text, script = kits[case]
    done = "no token goes on it" if case[1] == "tactile" else "your move crosses out that cell only"
    for words, cell in ((text, "A1"), (script, "column A row 1")):
        said = f"One cell is different: {cell}, the poison cell. If you choose it, you lose at once. "
        said += f"Because the game ends there, {done}."
        assert said in words, case
        assert "and you lose." not in words


@pytest.mark.parametrize("case", [c for c in CASES if c[0] not in ("row-removal", "four-rows")])
def test_a_row_number_is_warned_of_as_its_word(kits, case):
    """LISTEN37 #9: "Row 3 can sound like the letters B, C, D, E or G." was taken as "do not say row 3". The word
    three is what sounds like them, so the words column and row are always said."""
    from accessible_kits.compose.grid_words import numbers_like_letters
    from accessible_kits.compose.words import number_word

    _, _, script = kits[case]
    pairs = numbers_like_letters(*_board(case))
    assert pairs, case
    for n, _like in pairs:
        assert f"The word {number_word(n)} can sound like the letter" in script
        assert f"Row {n} can sound like" not in script


@pytest.mark.parametrize("case", [c for c in CASES if c[0] not in ("row-removal", "four-rows")])
def test_the_plain_letters_are_one_template_that_says_why(kits, case):
    """LISTEN37 #13: "Columns A and F are said back plainly" (grid) against "only F" (polyomino). One template, from
    the board's letters, says why the set differs: they sound like no other column of this board."""
    from accessible_kits.compose.grid_words import alike
    from accessible_kits.games.notation import column_letter

    _, text, script = kits[case]
    columns, _rows = _board(case)
    sounding = {i for g in alike(columns) for i in g}
    plain = [column_letter(i) for i in range(columns) if i not in sounding]
    one = len(plain) == 1
    named = plain[0] if one else ", ".join(plain[:-1]) + f" and {plain[-1]}"
    why = f"On this board, column{'' if one else 's'} {named} {'sounds' if one else 'sound'} like no other column."
    for words in (text, script):
        assert words.count(why) == 1, case
        assert f"{why} So {'it is' if one else 'they are'} said " in words
        assert "In this game, only" not in words and f"{named} are said back plainly" not in words


def _board(case) -> tuple[int, int]:
    """The columns and rows of the readers' game of `case`."""
    e = readers_games()[case[0]]().engine
    return e.columns, e.rows


@pytest.mark.parametrize("case", CASES)
def test_sam_and_ana_are_said_made_up_where_first_heard(kits, case):
    """LISTEN37 #12 (and #21): in a game whose players use their own names, Sam and Ana were heard in an example
    ("two players called Sam and Ana") before anything said they are made up; they read as fixed role names."""
    import re

    from accessible_kits.compose.players import PEOPLE

    _, text, script = kits[case]
    for words in (text, script):
        first = re.search(rf"\b{PEOPLE[0]}\b", words)
        if first is None:  # the examples use the game's names, or the piece games' White and Black (poly38)
            assert case[0] in ("long-corner", "four-rows", "garden", "corner-polyominoes"), case
            continue
        assert words[: first.end()].endswith(f"with the made-up names {PEOPLE[0]}"), words[first.start() - 80 :][:160]


@pytest.mark.parametrize("case", CASES)
def test_each_making_ready_step_names_its_own_tools(kits, case):
    """READER37 #11: "... print page 2 of swell.pdf once more. ... Have scissors ready." tied the scissors to the
    reprint. The scissors are said in the first step that cuts, the tape in the step that joins; no tool alone."""
    kit, text, script = kits[case]
    prep = kit.preparation
    before = " ".join(section_texts_of(kit, "before"))
    assert "Have scissors ready" not in text and "Have scissors ready" not in script
    if not prep.cuts:
        assert "scissors" not in before
        return
    cuts = re.findall(r"(?:Cut out|Cut and join)[^.]*\.(?: Use [^.]*\.)?", before)
    assert cuts, before
    assert "scissors" in cuts[0] and not any("scissors" in c for c in cuts[1:]), cuts
    if prep.parts:
        assert "clear tape or a glue stick" in cuts[-1] and cuts[-1].startswith("Cut and join"), cuts


@pytest.mark.parametrize("case", CASES)
def test_the_board_cleared_each_round_is_two_sentences(kits, case):
    """READER37 #3: "take every token off the boards, so both rounds are played on the same board": "so" read as a
    result. Said as two sentences, where the marks come off."""
    kit, text, _ = kits[case]
    assert ", so both rounds" not in text
    if kit.preparation.marks_stay:
        return
    assert re.search(r"Both rounds are played on the same board\. Before each round, take every \w+ off the", text)


def section_texts_of(kit, sid: str) -> list[str]:
    """A section's printed words (rule_texts.section_texts)."""
    from rule_texts import section_texts

    return section_texts(kit, sid)


@pytest.mark.parametrize("case", CASES)
def test_a_disagreement_about_a_move_has_one_step_in_every_family(kits, case):
    """LISTEN37 Q8 #4: nothing said what players do when they disagree about a move and no host is there. One
    short step in Fixing a mistake, the same in every family: the rule heard again, the board checked against
    the record sheet; never who is right."""
    from accessible_kits.compose.fixing_words import DISAGREE

    kit, text, script = kits[case]
    mistakes = " ".join(section_texts_of(kit, "mistakes"))
    assert mistakes.endswith(DISAGREE) or f"{DISAGREE} " in mistakes, mistakes[-300:]
    for words in (text, script):
        assert words.count(DISAGREE) == 1, case
    assert all(len(s.split()) < 25 for s in DISAGREE.split(". "))
    assert "right" not in DISAGREE and "wins" not in DISAGREE
