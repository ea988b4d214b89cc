"""Kits for blind players never ask them to look: the sentences of a braille profile's rules,
quick reference, host key and spoken scripts hold no word of sight (look, see, follow along,
point to, trace, watch, shown, drawing), for the built-in games and for games a user writes,
while a sighted profile keeps its words. The braille key has an entry for an empty cell and an
empty circle, read back from the BRF by liblouis as the key sheet prints it; kit.pdf's bookmarks
of the record pages are the headings printed on them.

Composed with liblouis (a tactile kit measures its braille), so this is the full tier's; the
kits it reads are the run's kits without sound (conftest.bk: no sentence here depends on sound)."""

from __future__ import annotations

import re
import subprocess

import pikepdf
import pytest
from hypothesis import given
from hypothesis import strategies as st

from accessible_kits import braille
from accessible_kits.compose import compose
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.render.tactile import KEY_WORDS
from conftest import GAMES
from rule_texts import section_lines
from unit.test_user_games import FAST, grid_game, poly_game, row_game

BLIND = ("tactile", "tactile-learner", "tactile-3d")  # the bundled profiles with braille: read by touch
SIGHT = re.compile(
    r"\b(?:look|looks|looking|see|sees|seen|follow along|point to|point at|pointing|trace|traces|watch|watches|"
    r"shown|drawing|drawings)\b",
    re.IGNORECASE,
)
EMPTY = {"grid-removal": "empty", "polyomino": "empty", "row-removal": "open"}  # the key entry each family needs


def kit_sentences(kit) -> list[str]:
    """Every sentence the kit prints or says: the rules, quick reference and host key (print and
    ear forms), and both spoken scripts."""
    out = [s.text for s in kit.tagline.sentences]
    lines = section_lines(kit.sections + kit.summary + kit.host_key)
    out += [t for line in lines for s in line.sentences for t in (s.text, s.said)]
    return out + [seg.text for seg in kit.script + kit.summary_script if seg.kind == "say"]


def sight_words(kit) -> list[str]:
    return [text for text in kit_sentences(kit) if SIGHT.search(text)]


@pytest.mark.parametrize("profile", BLIND)
@pytest.mark.parametrize("game", GAMES)
def test_a_blind_players_kit_never_asks_them_to_look(game, profile):
    kit = compose(load_game(game), load_profile(profile))
    assert sight_words(kit) == []
    said = " ".join(seg.text for seg in kit.script if seg.kind == "say")
    assert "Feel it as the scribe lays each move on it." in said  # what the player does instead
    if game == "corner-polyominoes":
        whole = " ".join(kit_sentences(kit))
        assert "Not sure a piece fits that way? Lay it on the board and feel each of its cells." in whole


@pytest.mark.parametrize("game", GAMES)
def test_a_sighted_kit_keeps_its_words(game):
    """The large-print words are as they were: the eye follows the practice board."""
    kit = compose(load_game(game), load_profile("large-print"))
    said = " ".join(seg.text for seg in kit.script if seg.kind == "say")
    # a piece game names the clean board Setting up offers for the examples too (LISTEN31 #17)
    assert re.search(r"Follow along on [^.]+\. (If you printed [^.]+\. )?Put it in front of you\.", said)
    if game == "corner-polyominoes":
        assert "Lay it on the board, or trace around it, and check each cell." in " ".join(kit_sentences(kit))


@FAST
@given(st.data())
def test_a_users_game_for_blind_players_never_asks_them_to_look(data):
    make = data.draw(st.sampled_from((row_game, grid_game, poly_game)))
    game = parse_game(make(data), "user.toml")
    kit = compose(game, load_profile(data.draw(st.sampled_from(BLIND))))
    assert sight_words(kit) == [], game.family


def test_a_board_an_example_starts_from_is_felt_on_its_diagram():
    """A polyomino example that starts from a board with pieces on it: the eye has it "shown", the
    hand finds it in the raised diagram titled Before."""
    game = load_game("corner-polyominoes")
    from accessible_kits.compose.words import Voice
    from accessible_kits.families.polyomino.wording import Wording

    pos = game.replays[0][0].after  # a board with White's first piece on it
    touch = Wording(game, load_profile("tactile"), None, Voice(touch=True))  # type: ignore[arg-type]
    eye = Wording(game, load_profile("large-print"), None, Voice())  # type: ignore[arg-type]
    assert touch.example_start(None, pos)[0] == ["Start from the board in the raised diagram titled Before."]
    assert eye.example_start(None, pos)[0] == ["Start from the board shown."]
    assert touch.example_start(None, pos)[1].label == "Before"  # the title the rules send the hand to


# -- the kits without sound (conftest.bk): the braille key as embossed, and kit.pdf's bookmarks ----------


@pytest.mark.parametrize("profile", ["tactile", "tactile-learner"])
@pytest.mark.parametrize("game", GAMES)
def test_the_braille_key_says_what_an_empty_cell_or_circle_is(bk, game, profile):
    """The key's entry for the empty square (grid games) or the empty circle (rows), back-translated
    from rules.brf by liblouis at the profile's grade, reads as the key sheet prints it; the key
    sheet draws it."""
    family = load_game(game).family
    entry = KEY_WORDS[EMPTY[family]]
    brf = (bk / game / profile / "rules.brf").read_text().replace("\f", "\n").split("\n")
    table = braille.TABLES[load_profile(profile).braille_grade]
    back = braille.translate([line for line in brf if line.strip()], table, braille.BRF, backward=True)
    assert entry in back, f"{entry!r} not read back from rules.brf"
    key_svg = (bk / game / profile / "pages" / "key.svg").read_text()
    assert entry in key_svg and f'data-part="key-{EMPTY[family]}"' in key_svg
    other = KEY_WORDS["open" if EMPTY[family] == "empty" else "empty"]
    assert other not in back, "an entry for a symbol these sheets do not draw"


@pytest.mark.parametrize("profile", ["tactile", "large-print"])
@pytest.mark.parametrize("game", GAMES)
def test_record_bookmarks_are_the_pages_headings(bk, game, profile):
    """Each record page's bookmark in kit.pdf is the heading (or headings) printed on it, like
    "Record sheet, round 1", never a page count ("Record sheets 1")."""
    pdf_path = bk / game / profile / "kit.pdf"
    with pikepdf.open(pdf_path) as pdf, pdf.open_outline() as outline:
        titles = [item.title for item in outline.root]
        assert len(titles) == len(pdf.pages)
    kit = compose(load_game(game), load_profile(profile))
    tables = [s.title for s in kit.record_sheets]
    first, rest = tables[0], tables[1:]
    records = [(n, t) for n, t in enumerate(titles, 1) if t.startswith((f"{first}, round", *rest))]
    assert records and not any(t.startswith("Record sheets") for t in titles)
    assert f"{first}, round 1" == records[0][1].split("; ")[0]
    for n, title in records:
        text = subprocess.run(
            ["pdftotext", "-layout", "-f", str(n), "-l", str(n), str(pdf_path), "-"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        headings = [line.strip() for line in text.splitlines() if line.strip() in title.split("; ")]
        assert "; ".join(headings) == title, f"page {n}: bookmark {title!r}, headings {headings}"
