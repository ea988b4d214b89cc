"""The kit page and the index of kits say what a kit holds, from the files its writers declared
(or its manifest lists): no spoken rules without audio, no braille without braille files."""

from __future__ import annotations

import json
import re

import pytest

from accessible_kits.compose import compose
from accessible_kits.games import parse_game
from accessible_kits.options import BuildOptions
from accessible_kits.pipeline import write_kit
from accessible_kits.profile import load_profile
from accessible_kits.writers import GROUPS, KIT_HOLDS, listing, says
from accessible_kits.writers.top_index import index_html
from rule_texts import SMALL

# The writers that start no program: the text, web page, record and spoken-script formats.
TEXT_WRITERS = [
    (name, f"accessible_kits.writers.{name}", name) for name in ("rules_text", "rules_html", "records", "spoken")
]
AUDIO_WORDS = re.compile(r"spoken aloud|to listen|talking|\bmp3\b|\bwav\b|<audio", re.IGNORECASE)


def _lists(html: str) -> str:
    """The kit page's lists (what it says the kit holds), without the profile's table."""
    return html.split('<section aria-labelledby="profile">', maxsplit=1)[0]


@pytest.fixture(scope="module")
def text_kit():
    """A standard kit's files from the writers that start no program, audio off: no recording."""
    profile = load_profile("standard")
    kit = compose(parse_game(SMALL, "tiny.toml"), profile)
    files, _ = write_kit(kit, profile, BuildOptions(audio="off"), writers=TEXT_WRITERS)
    return kit, profile, files


def test_a_kit_without_audio_offers_nothing_spoken(text_kit):
    _, _, files = text_kit
    html = _lists(files["index.html"].data.decode("utf-8"))
    assert not {n for n in files if n.endswith((".mp3", ".wav"))}
    assert AUDIO_WORDS.search(html) is None, AUDIO_WORDS.search(html)
    assert ">To read aloud</h2>" in html
    assert "A script to read out, captions and SSML for a speech engine." in html
    assert "Captions for the rules read aloud, timed at the speaking rate" in html


def test_a_kit_without_braille_names_no_braille(text_kit):
    _, _, files = text_kit
    html = _lists(files["index.html"].data.decode("utf-8"))
    assert not {n for n in files if n.endswith(".brf")}
    assert "braille" not in html.lower()
    assert "<p>The rules as plain text and a web page.</p>" in html
    assert "Record sheets to fill in: as text for a screen reader or as CSV for a spreadsheet." in html


def test_each_description_names_exactly_the_kinds_of_file_its_list_holds():
    """A group's words come from its files: the phrase of each kind of file it holds, none for a
    kind it lacks; the heading of the spoken list says listen only with audio."""
    for group in GROUPS:
        for patterns, said in group.words:
            held = says([patterns[0]], group.words)
            text = group.describe([patterns[0]]).lower()
            assert said in held
            assert [other for _, other in group.words if other.lower() in text] == held, (group.id, text)
        everything = [patterns[0] for patterns, _ in group.words]
        if everything:
            whole = group.lead + listing(says(everything, group.words), group.last)
            assert group.describe(everything).lower().startswith(whole.lower())
    listen = next(g for g in GROUPS if g.id == "listen")
    assert listen.heading(["rules-script.txt", "rules.vtt"]) == "To read aloud"
    assert listen.heading(["rules-script.txt", "rules.mp3"]) == listen.heading(["rules.wav"]) == "To listen"


def test_the_talking_book_is_listed_by_whether_it_has_speech():
    listen = next(g for g in GROUPS if g.id == "listen")
    read = next(g for g in GROUPS if g.id == "read")
    assert "talking rule book" in listen.describe(["rules.epub", "rules.mp3"])
    assert "talking" not in read.describe(["rules.epub", "rules.txt"])
    assert "e-book" in read.describe(["rules.epub", "rules.txt"])


def test_listing_reads_as_a_person_lists():
    assert listing(["a"]) == "a"
    assert listing(["a", "b"]) == "a and b"
    assert listing(["a", "b", "c"], "or") == "a, b or c"


def _manifest(title: str, name: str, paths: list[str]) -> dict:
    return {
        "title": title,
        "profile": {"name": name, "description": f"{name} kit."},
        "files": [{"path": p} for p in paths],
    }


def test_the_index_says_what_every_kit_holds_and_what_only_some_do(tmp_path):
    plain = ["kit.pdf", "rules.txt", "records/record.txt", "host-key/host-key.txt"]
    fonts = ["fonts/AtkinsonHyperlegible-Regular.ttf", "fonts/AtkinsonHyperlegible-Bold.ttf"]
    staged = {
        "tiny/standard": _manifest("Tiny", "Standard", plain + fonts),
        "tiny/tactile": _manifest("Tiny", "Tactile", [*plain, "swell.pdf", "rules.brf", "rules.mp3"]),
    }
    html, notes = index_html(tmp_path, staged)
    assert notes == []
    found = re.search(r"<p>(.*?)</p>", html)
    assert found is not None
    intro = found.group(1)
    every = "boards to print, rules to read, record sheets for the scribe and a host key"
    assert intro.startswith(f"Each kit holds {every}.")
    assert "hear" not in intro and "braille" not in intro
    assert "Standard kit.</li>" in html
    assert "Tactile kit. It also holds raised sheets for swell paper, rules to hear and braille to emboss.</li>" in html
    # the house typeface from the kit that ships it, linked relative to the index
    for weight, name in ((400, "Regular"), (700, "Bold")):
        assert f"src: url('tiny/standard/fonts/AtkinsonHyperlegible-{name}.ttf'); font-weight: {weight};" in html
    assert says(["rules.wav"], KIT_HOLDS) == ["rules to hear"]


def test_the_index_without_a_kit_that_ships_the_font_loads_none(tmp_path):
    html, _ = index_html(tmp_path, {"tiny/standard": _manifest("Tiny", "Standard", ["kit.pdf"])})
    assert "@font-face" not in html and "Verdana" in html
    assert json.dumps(says([], KIT_HOLDS)) == "[]"


def test_the_profile_table_names_the_games_sides_or_leaves_them_out():
    """A key of the sides' cells is shown with the game's players ("Otters' mark"), and left out of
    a game with no sides' cells: a poison corner kit's page never says "White's mark"."""
    from accessible_kits.writers.kit_page import side_label

    profile = load_profile("large-print")
    grid = compose(parse_game(SMALL, "tiny.toml"), profile)
    assert [side_label(grid, k) for k in ("White's mark", "Letters on Black's fill", "Patterns")] == ["", "", ""]
    assert side_label(grid, "Text size") == "Text size"
    poly = parse_game(
        'id = "plots"\ntitle = "Plots"\nfamily = "polyomino"\nminutes = [5, 10]\nplayers = ["Otters", "Ana"]\n'
        '[params]\ncolumns = 5\nrows = 5\nstarts = ["A1", "E5"]\n'
        'pieces = [{ name = "pair", cells = ["A1", "B1"] }]\n',
        "plots.toml",
    )
    kit = compose(poly, profile)
    assert side_label(kit, "White's mark") == "Otters' mark"
    assert side_label(kit, "Letters on Black's fill") == "Letters on Ana's fill"
    assert side_label(kit, "Patterns") == "Patterns"


def test_a_boards_words_name_the_start_cells_by_the_games_players():
    """The play board's alt text names whose start cell is whose as the rules do ("Otters starts
    at A1"), never White or Black for a game whose players are others."""
    from accessible_kits.render.drawers import drawer_for

    poly = parse_game(
        'id = "plots"\ntitle = "Plots"\nfamily = "polyomino"\nminutes = [5, 10]\nplayers = ["Otters", "Ana"]\n'
        '[params]\ncolumns = 5\nrows = 5\nstarts = ["A1", "E5"]\n'
        'pieces = [{ name = "pair", cells = ["A1", "B1"] }]\n',
        "plots.toml",
    )
    kit = compose(poly, load_profile("standard"))
    words = drawer_for(kit.boards[0]).describe(kit.boards[0])
    assert "Otters starts at A1" in words and "Ana starts at E5" in words, words
    assert "White" not in words and "Black" not in words
