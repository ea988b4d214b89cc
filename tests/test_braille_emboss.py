"""What a blind host reads in the braille rules to prepare a kit (READER15 C1 to C3), read back from
the BRF files as a braille reader finds them: the braille pages of each file to emboss, the rules'
own too (READER29 #12: no pointer to the kit page), the host key in braille kept apart, and which braille serves
as the checklist. For the built-in games and for user games written from docs/games.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import brf
from accessible_kits.build import build
from accessible_kits.compose import compose
from accessible_kits.games import load_game, parse_game
from accessible_kits.model import Para
from accessible_kits.profile import load_profile
from conftest import GAMES, need_cmd
from rule_texts import GARDEN_CORNERS, MAYA
from unit.test_user_games import FAST, grid_game, poly_game, row_game

USER_GAMES = {"garden-corners": GARDEN_CORNERS, "long-corner": MAYA}


@pytest.fixture(autouse=True)
def _liblouis():
    need_cmd("lou_translate", "liblouis-bin liblouis-data")


@pytest.fixture(scope="module")
def user_kits(tmp_path_factory) -> Path:
    """The user games at tactile and at the interpoint profile, audio off."""
    root = tmp_path_factory.mktemp("user-braille")
    prof = root / f"{brf.INTERPOINT}.toml"
    prof.write_text(
        'extends = "tactile"\nname = "Tactile interpoint"\n'
        'braille_cells = 32\nbraille_lines = 27\nbraille_duplex = "interpoint"\n'
    )
    files = []
    for name, text in USER_GAMES.items():
        (root / f"{name}.toml").write_text(text)
        files.append(str(root / f"{name}.toml"))
    build(files, ["tactile", str(prof)], root / "kits", 2, {"audio": "off"})
    return root / "kits"


COUNTS = re.compile(r"([\w/-]+\.brf)\. It has (\d+) braille pages?|([\w/-]+\.brf) has (\d+) braille pages?")


def notes_read(root: Path, folder: Path, prof: str) -> list[str]:
    """The rules' transcriber's notes, back-translated, in reading order (`root`: where the
    generated profiles are, brf.profile_of)."""
    p = brf.profile_of(root, prof)
    vol = brf.read_volume(brf.brf_pages(folder / "rules.brf"), p.braille_duplex == "interpoint")
    _, notes = brf.reading(vol)
    return [brf.back([n[len(brf.TN_OPEN) : -len(brf.TN_CLOSE)]], p.braille_grade)[0] for n in notes]


def check_emboss_notes(root: Path, folder: Path, prof: str) -> None:
    """Every "X has N braille pages" the notes state is X's count of pages in its BRF (form feeds),
    the files named are those the rules say to emboss and the host key, and the checklist note
    names kit.pdf's first page and this section."""
    said = " ".join(notes_read(root, folder, prof))
    counts = {m[0] or m[2]: int(m[1] or m[3]) for m in COUNTS.findall(said)}
    # the rules' own pages too, and no pointer to the kit page a braille reader cannot read (READER29 #12)
    want = {"rules.brf", "summary.brf", "records/record.brf", "records/match.brf", "host-key/host-key.brf"}
    assert set(counts) == want and "index.html" not in said, said
    assert "index.html" not in " ".join((folder / "rules.txt").read_text().split())
    for name, n in counts.items():
        assert n == len(brf.brf_pages(folder / name)), f"{name}: the rules say {n} braille pages"
    assert "The host key is in braille too: host-key/host-key.brf." in said, said
    assert "Keep it away from the players." in said
    assert "The checklist, page 1 of kit.pdf, is in print only." in said, said
    assert "use this section, Before you play, as the checklist" in said, said
    assert (folder / "host-key" / "host-key.pef").exists()
    assert SENTENCE in " ".join((folder / "rules.txt").read_text().split())  # the printing section names it


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("prof", ["tactile", "tactile-learner", brf.INTERPOINT])
def test_the_braille_rules_give_each_files_braille_pages(bk, game, prof):
    check_emboss_notes(bk.parent, bk / game / prof, prof)


@pytest.mark.parametrize("game", sorted(USER_GAMES))
@pytest.mark.parametrize("prof", ["tactile", brf.INTERPOINT])
def test_a_user_games_braille_rules_give_each_files_braille_pages(user_kits, game, prof):
    check_emboss_notes(user_kits.parent, user_kits / game / prof, prof)


@pytest.mark.parametrize("game", sorted(USER_GAMES))
@pytest.mark.parametrize("prof", ["tactile", brf.INTERPOINT])
def test_a_user_games_braille_rules_explain_each_print_page_indicator(user_kits, game, prof):
    """Round 18's reader of the user game long-corner met a16 after 15-16 unexplained: each form
    the rules' pages show is on the special symbols page (tests/test_braille.py, the built-in games)."""
    from test_braille import check_indicators_explained

    forms = check_indicators_explained(user_kits / game / prof / "rules.brf", prof == brf.INTERPOINT)
    assert {"line", "top", "letter"} <= forms


@pytest.mark.parametrize("game", ["poison-corner", "corner-polyominoes"])
def test_the_emboss_notes_stand_at_the_end_of_before_you_play(bk, game):
    """The notes follow the section's last words (what to emboss), before the next section's heading."""
    kit = compose(load_game(game), load_profile("tactile"))
    headings = [sec.heading for sec in kit.sections]
    after = headings[headings.index("Before you play") + 1]
    vol = brf.read_volume(brf.brf_pages(bk / game / "tactile" / "rules.brf"), False)
    lines = brf.back([line.strip() for page in vol.pages for line in page.body], 2)
    start = lines.index("Before you play")
    end = lines.index(after, start)  # the next section's heading, a line of its own
    inside = " ".join(lines[start:end])
    at = [inside.index(words) for words in ("Emboss rules.brf", "rules.brf has", "summary.brf has", "use this section")]
    assert at == sorted(at), inside
    # the next print page's indicator line, where that page begins at the next heading, is not the section's
    inside = re.sub(r"\s*-{5,}\S*\s*$", "", inside)
    # the checklist is what to print and make ready; What you need holds the rest (READER26 #8)
    assert inside.rstrip().endswith(
        "as the checklist of what to print and make ready. "
        "The part called What you need lists what else the match needs."
    ), inside


# READER15 C2: the rules planned for a blind host, yet named the host key only in print. The
# printing section says where its braille is, in a kit with braille on.
SENTENCE = "For a blind host, the host key is in braille too: the file host-key/host-key.brf."
WORDS_GAMES = {
    "poison-corner": lambda: load_game("poison-corner"),
    "row-removal": lambda: load_game("row-removal"),
    "maya": lambda: parse_game(MAYA, "maya.toml"),
    "garden": lambda: parse_game(GARDEN_CORNERS, "garden.toml"),
}


def printing_lines(kit) -> list[str]:
    """The printed sentences of the printing section's paragraphs."""
    (sec,) = [s for s in kit.sections if s.id == "printing"]
    return [block.text for block in sec.blocks if isinstance(block, Para)]


@pytest.mark.parametrize("game", sorted(WORDS_GAMES))
def test_a_braille_kit_says_where_the_host_keys_braille_is(game):
    lines = printing_lines(compose(WORDS_GAMES[game](), load_profile("tactile")))
    assert SENTENCE in " ".join(lines), lines
    assert " ".join(lines).index("The host key has its own file.") < " ".join(lines).index(SENTENCE)


@pytest.mark.parametrize("game", ["poison-corner", "garden"])
def test_a_kit_without_braille_names_no_braille_host_key(game):
    lines = printing_lines(compose(WORDS_GAMES[game](), load_profile("large-print")))
    assert not any("host-key.brf" in line for line in lines), lines


@pytest.mark.parametrize("make", [row_game, grid_game, poly_game], ids=["rows", "grid", "polyomino"])
@settings(FAST, max_examples=1)
@given(st.data())
def test_a_drawn_games_braille_rules_give_each_files_braille_pages(tmp_path_factory, make, data):
    """A game a user can write, of each family, built at tactile: the notes' counts are its files'
    pages, and each of their sentences is short. One game a family (the draws are the same every run):
    six drawn from the three families at once cost twice the time and need not hold one of each."""
    root = tmp_path_factory.mktemp("drawn")
    (root / "user.toml").write_text(make(data))
    build([str(root / "user.toml")], ["tactile"], root / "kits", 1, {"audio": "off"})
    (folder,) = (root / "kits").glob("*/tactile")
    check_emboss_notes(root, folder, "tactile")
    for note in notes_read(root, folder, "tactile"):
        assert all(len(s.split()) < 25 for s in re.split(r"(?<=\.) ", note)), note
