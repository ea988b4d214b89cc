"""Round 36's record forms (issue 24): room on a game's record to write a turn again (READER35 #13), a
place on the match record for the match's result (READER34 #15), and the ringed mark said one idea a
sentence (LISTEN34 #9, LISTEN35 #14); read in a built-in and a user's game of each family."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose import fixing_words
from accessible_kits.compose.scribe_words import MATCH_RESULT, RESULT_HELD
from accessible_kits.compose.words import PEN, number_word
from accessible_kits.preparation import ROUNDS
from accessible_kits.profile import load_profile
from rule_texts import composed_texts, flat, readers_games

GAMES = readers_games()
FIXES = 2  # turns written again in a longest game: the reader's case, two mistakes in one game


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, braille forms)} at large print and tactile, composed and
    translated once (the braille forms: none in print)."""
    from accessible_kits import braille
    from accessible_kits.writers.braille_forms import forms_blocks

    out = {}
    for name, load in GAMES.items():
        for profile in ("large-print", "tactile"):
            p = load_profile(profile)
            kit, text, _ = composed_texts(load(), p)
            forms = forms_blocks(kit.title, kit.record_sheets, braille.GRADE2, p.braille_cells)[0] if p.braille else []
            out[name, profile] = (kit, flat(text), forms)
            if p.braille:
                out[name, "match form"] = _form_layout(kit, p)
    return out


def _form_layout(kit, p) -> tuple:
    """(the match record's braille form pages, as the writer lays them out, the result's hint and its line in
    braille): text_pages, as braille_volumes.make_volume calls it."""
    from accessible_kits import braille
    from accessible_kits.writers.braille_forms import forms_blocks
    from accessible_kits.writers.braille_pages import Geometry, text_pages
    from accessible_kits.writers.braille_volumes import _items

    table = braille.table(p.braille_grade)
    forms, height = forms_blocks(kit.title, kit.record_sheets, table, p.braille_cells)
    (form,) = [f for f, s in zip(forms, kit.record_sheets, strict=True) if s.id == "match"]
    blocks = [b for b in form if b[0]]
    head, *cells = braille.translate([kit.title] + [t for _, t, _ in blocks], table, braille.BRF)
    pages = text_pages(head, _items(blocks, [[c] for c in cells], {}, height), Geometry.of(p))
    held = _match(kit).fields[0].hint  # by the rules' names where the players have them (test_lead49)
    hint, line = braille.translate([f"{MATCH_RESULT}: {held}.", f"{MATCH_RESULT}:"], table, braille.BRF)
    return pages, hint, line


def _record(kit):
    return next(s for s in kit.record_sheets if s.id == "record")


def _match(kit):
    return next(s for s in kit.record_sheets if s.id == "match")


@pytest.mark.parametrize("game", GAMES)
def test_a_record_has_lines_past_the_longest_game_said_from_the_plan(kits, game):
    """READER35 #13: "Then write the turn again on the next line", on a form with exactly the longest
    game's lines. The sheet has the plan's spare lines more, and its instructions and the rules say so."""
    kit, text, _ = kits[game, "large-print"]
    sheet, longest = _record(kit), GAMES[game]().engine.longest_game()
    assert sheet.spare == fixing_words.SPARE_LINES >= FIXES
    assert sheet.rows == longest + sheet.spare, (game, sheet.rows, longest)
    said = f"has {number_word(sheet.spare)} lines more than the longest game needs. They are for turns written again."
    assert sheet.instructions.endswith(f"This sheet {said}"), sheet.instructions
    assert f"Then write the turn again on the next line. The record sheet {said}" in text


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("profile", ("large-print", "tactile"))
def test_a_whole_match_has_paper_for_a_longest_game_with_two_fixes(kits, game, profile):
    """A match's record pages as drawn (each round's table once), counted from their descriptions: each
    round has a line for every turn of a longest game and for two turns written again; the match record
    a line each round. The braille form has as many numbered lines as the print sheet, and says the spare."""
    from accessible_kits.fonts import Metrics
    from accessible_kits.render.record_sheets import match_tables, record_pages

    kit, _, forms = kits[game, profile]
    p = load_profile(profile)
    longest = GAMES[game]().engine.longest_game()
    pages = record_pages(kit, match_tables(kit.record_sheets, ROUNDS), p, Metrics(p.font))
    blank: dict[str, int] = {}
    for page in pages:
        for title, n in re.findall(r"([A-Z][\w ,]*?): a table with the columns [^<]*?, and (\d+) blank rows", page.svg):
            blank[title] = blank.get(title, 0) + int(n)
    for n in range(1, ROUNDS + 1):
        assert blank[f"Record sheet, round {n}"] >= longest + FIXES, (game, profile, blank)
    assert blank["Match record"] == ROUNDS
    if p.braille:
        numbered = [t for kind, t, _ in forms[0] if kind == "form"]
        assert numbered[-1] == f"{longest + FIXES}.", numbered[-3:]
        assert ("para", fixing_words.spare_said("This form"), "") in forms[0]


@pytest.mark.parametrize("game", GAMES)
def test_the_match_record_has_a_place_for_the_matchs_result(kits, game):
    """READER34 #15: "Match result: one win each is a shared match." read as a field, with nowhere to write
    who won. The match record has a place for the result, its hint said in print, in the text form and in
    braille as the form's other hints are, and its own line to fill in."""
    from accessible_kits.fonts import Metrics
    from accessible_kits.render.record_sheets import record_pages
    from accessible_kits.writers import records

    kit, rules, _ = kits[game, "large-print"]
    match = _match(kit)
    held = match.fields[0].hint  # RESULT_HELD, or by the rules' names where the players have them (test_lead49)
    assert held == RESULT_HELD or game in ("four-rows", "long-corner", "garden"), held
    assert f"After the last round, write the {MATCH_RESULT.lower()}: {held}." in rules  # the rules say it too
    assert not any("shared match" in line for line in match.footer)
    assert [(f.name, f.hint) for f in match.fields] == [(MATCH_RESULT, held)]
    p = load_profile("large-print")
    svg = " ".join(pg.svg for pg in record_pages(kit, kit.record_sheets, p, Metrics(p.font)))
    printed = flat(" ".join(re.findall(r"<text[^>]*>([^<]*)</text>", svg)))
    assert f"In the {MATCH_RESULT} box, write {held}. {MATCH_RESULT}" in printed  # the hint, then its box
    text = next(f.data.decode() for f in records.write(kit, p, None) if f.name.endswith("match.txt"))
    assert f"{MATCH_RESULT}: {held}.\n{MATCH_RESULT}:" in text
    tactile, _, forms = kits[game, "tactile"]
    form = forms[[s.id for s in tactile.record_sheets].index("match")]
    at = form.index(("para", f"{MATCH_RESULT}: {held}.", ""))
    assert form[at + 1] == ("form", f"{MATCH_RESULT}:", "")


@pytest.mark.parametrize("spot", ("circle", "cell", "place"))
def test_a_ringed_mark_is_said_one_idea_a_sentence(spot):
    """LISTEN34 #9, LISTEN35 #14: "If a later move crosses out a circle whose wrong mark was ringed, cross
    out that circle again beside the ring." needed a second hearing. What the ring leaves is said first,
    then where a later move's mark goes, each in a sentence of its own."""
    paras = [b.text for b in fixing_words.found_later("", True, mark=PEN, spot=spot)]
    sentences = [s for t in paras for s in re.split(r"(?<=\.) ", t)]
    assert f"A {spot} whose wrong mark is ringed is still there." in sentences
    assert f"If a later move crosses out that {spot}, make the new mark beside the ring." in sentences
    assert not any("ringed" in s and "later move" in s for s in sentences), sentences
    assert all(len(s.split()) < 25 for s in sentences)


@pytest.mark.parametrize("game", GAMES)
def test_the_match_results_hint_stays_with_its_line_on_the_braille_form(kits, game):
    """The round 36 build of row removal's match form: its result's hint at page 1's foot, its line to fill in
    alone on page 2. The hint keeps with its line, as a lead-in keeps with its list."""
    pages, hint, line = kits[game, "match form"]
    words = hint.split()[:3]  # the hint's first braille line begins with its first words

    def page_of(found) -> int:
        return next(n for n, pg in enumerate(pages) for text in pg.lines if found(text.split()))

    at_line = page_of(lambda w: w == line.split())
    assert page_of(lambda w: w[:3] == words) == at_line, (game, [pg.lines for pg in pages])
