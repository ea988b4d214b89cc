"""The preparation plan against the pages drawn and the words: every count the checklist and the
"Before you play" section state (pages of each file, which pages are what, copies, sheets of
each paper, boards, parts, tokens) is read back from the printed words and checked against
the pages drawn; the match has enough fresh boards; the checklist is one page, kit.pdf's first;
the record sheet has room for the engine's longest game; the section is spoken and the kit page
shows the checklist. For every built-in kit and for user games (a split board among them).
Tactile kits need liblouis, so this is not in tests/unit.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache

import pytest

from accessible_kits.compose import compose
from accessible_kits.compose.words import number_word
from accessible_kits.games import load_game
from accessible_kits.model import PAGES_FILE, RAISED_SHEETS_FILE
from accessible_kits.preparation import CARD, HOST_FILE, ROUNDS
from accessible_kits.profile import load_profile
from accessible_kits.render.pages import kit_pages
from accessible_kits.writers.kit_page import page as kit_page

GAMES = ["poison-corner", "corner-polyominoes", "row-removal"]
PROFILES = ["standard", "large-print", "high-contrast", "tactile"]
BIG_GRID = """id = "poison-corner-12x9"
title = "Poison corner, 12 by 9"
family = "grid-removal"
minutes = [10, 20]

[params]
columns = 12
rows = 9

[[examples]]
title = "One turn from a full board"
steps = [{ move = "K8", removes = 4 }]

[host_key]
cells = 108
"""
USER = [("samples/poison-corner-5x5.toml", "large-print"), ("samples/row-2-5-7.toml", "tactile")]
KINDS = {  # the words for a run of pages -> the ids of the pages they must be (first match wins)
    "host key": r"host-key(-\d+)?",
    "checklist": r"checklist",
    "key": r"key",
    "board": r"board-\d+|.+-part-\d+",
    "part": r"board-\d+|.+-part-\d+",
    "piece": r"pieces-\d+",
    "diagram": r"examples-\d+",  # before "token": the last diagram sheet may hold the tokens
    "token": r"tokens-\d+",
    "record sheet": r"records-\d+",
    "match record": r"records-\d+",
    "quick reference": r"summary(-\d+)?",
}
RUN = re.compile(r"^Pages? (\d+)(?: (?:and|through) (\d+))?: (.+)$")
PAPER = re.compile(r"(\d+) sheets? of (\S+) (plain paper|card|swell paper)")


@cache
def kit_of(game_ref: str, profile_ref: str):
    """A kit composed and its pages drawn, once a test session."""
    game, profile = load_game(game_ref), load_profile(profile_ref)
    kit = compose(game, profile)
    return game, profile, kit, kit_pages(kit, profile)


def cases():
    """Every built-in kit, and the user games."""
    return [(g, p) for g in GAMES for p in PROFILES] + USER + [("big-grid", "large-print")]


@pytest.fixture(scope="session")
def big_grid(tmp_path_factory) -> str:
    """A user's poison corner too big for one sheet at large print: its board is split."""
    path = tmp_path_factory.mktemp("games") / "poison-corner-12x9.toml"
    path.write_text(BIG_GRID, encoding="utf-8")
    return str(path)


@pytest.fixture
def case(request, big_grid):
    """The game, profile, kit and drawn pages of a case."""
    game_ref, profile_ref = request.param
    return kit_of(big_grid if game_ref == "big-grid" else game_ref, profile_ref)


def files(pages) -> dict[str, list]:
    """The pages of each printed file, as writers/print_pdf.py groups them."""
    out = {
        PAGES_FILE: [p for p in pages if not p.for_host and not p.swell],
        RAISED_SHEETS_FILE: [p for p in pages if p.swell],
        HOST_FILE: [p for p in pages if p.for_host],
    }
    return {f: ps for f, ps in out.items() if ps}


def texts(kit) -> tuple[list[str], list[str]]:
    """The checklist's printed lines and the "Before you play" section's, block by block."""

    def lines(sections):
        out = []
        for sec in sections:
            for block in sec.blocks:
                out += list(getattr(block, "items", ())) or [block.text]
        return out

    return lines(kit.checklist), lines([s for s in kit.sections if s.id == "before"])


def said_runs(lines: list[str]) -> list[tuple[str, int, int, str]]:
    """(file, first, last, words) of every run line, each under the file named before it."""
    out, file = [], ""
    for line in lines:
        named = re.match(r"^(?:Print )?(\S+\.pdf)\b", line)
        if named:
            file = named.group(1)
        m = RUN.match(line)
        if m:
            first = int(m.group(1))
            out.append((file, first, int(m.group(2) or first), m.group(3)))
    return out


def copies_said(words: str) -> int:
    """How many times a run line says to print its pages: 1 unless it says more."""
    times = {"twice": 2} | {f"{number_word(n)} times": n for n in range(3, 13)}
    said = [n for w, n in times.items() if re.search(rf"\b{w} in all, so you have", words)]
    more = re.search(
        r"\bPrinting \S+ once gives .*?\. Print pages? .*? (once|twice|\w+ times) more, so you have", words
    )
    if more:  # the play board: the file's own copy, then the copies more (round 17's listener)
        said.append(1 + ({"once": 1} | times)[more.group(1)])
    m = re.search(r"(\d+) copies", words)
    return said[0] if said else int(m.group(1)) if m else 1


def boards_on(page, kit) -> int:
    """Whole boards drawn on a board page (a part of a split board counts as 1 / parts)."""
    labels = {b.label for b in kit.boards}
    figures = re.findall(r'aria-label="(?:Part of )?([^":]+):', page.svg)
    return sum(1 for f in figures if f in labels)


def record_rows(pages, title: str) -> int:
    """Blank rows drawn in the tables titled `title` on the record pages."""
    rows = 0
    for page in pages:
        if not page.id.startswith("records-"):
            continue
        for g in ET.fromstring(page.svg).iter("{http://www.w3.org/2000/svg}g"):
            if g.get("role") == "table" and g.get("aria-label") == title:
                rows += sum(1 for r in g if r.get("role") == "row") - 1  # less the header row
    return rows


def record_run_is_drawn(kind: str, words: str, run: list) -> None:
    """Each round's record and the match record are printed once, each page once: the record
    sheets' pages hold a table for every round (and the match record when the words say so)."""
    games = ['aria-label="Record sheet, round ' in p.svg for p in run]
    assert all(games) if kind == "record sheet" else not any(games), words
    assert copies_said(words) == 1
    if kind == "record sheet":
        drawn = " ".join(p.svg for p in run)
        assert all(f'aria-label="Record sheet, round {n}"' in drawn for n in range(1, ROUNDS + 1)), words
        assert drawn.count('aria-label="Match record"') == int("match record" in words), words


RAISED_ONLY_ADD = " With swell-raised-only.pdf, add "  # the scale-check sheet, said after the total


@pytest.mark.parametrize("case", cases(), indirect=True, ids=lambda c: f"{c[0].split('/')[-1]}-{c[1]}")
def test_every_count_said_is_the_pages_drawn(case):
    _game, profile, kit, pages = case
    prep, by_file = kit.preparation, files(pages)
    short, long = texts(kit)
    assert prep.files() and set(prep.files()) == set(by_file)
    for lines in (short, long):
        # each file's pages, as said
        for file, ps in by_file.items():
            said = [int(n) for line in lines for n in re.findall(rf"{re.escape(file)}\D*?(\d+) pages?\b", line)]
            said += [
                int(n) for line in lines if line.startswith(f"Print {file}") for n in re.findall(r"It has (\d+)", line)
            ]
            assert said == [len(ps)], (file, lines)
        # which pages are what, and how many copies
        extra: dict[str, int] = {}
        card = 0
        for file, first, last, words in said_runs(lines):
            ids = [p.id for p in by_file[file][first - 1 : last]]
            assert len(ids) == last - first + 1, (file, first, last)
            kind = next(k for k in KINDS if k in words.lower())
            assert all(re.fullmatch(KINDS[kind], i) for i in ids), (words, ids)
            if kind in {"record sheet", "match record"}:
                record_run_is_drawn(kind, words, by_file[file][first - 1 : last])
            if kind == "record sheet" and lines is long:  # the match record named where it is printed
                assert ("match record" in words) == (not kit.preparation.of("match")), words
            n = copies_said(words)
            if n > 1 and lines is long:  # what the copies give, counted: "two copies" is heard as two more
                assert re.search(rf"so you have {n} ", words) and "copies of" not in words, words
            extra[file] = extra.get(file, 0) + (n - 1) * len(ids)
            if "on card" in words:
                assert kind == "piece" and not profile.braille
                card += n * len(ids)
        # the paper in all: every page drawn, each as many times as said
        totals = {
            (size, paper): int(n)
            for line in lines
            if "In all" in line  # after the blank sheets it counts, where boards are covered (LISTEN39 #12)
            # the scale-check sheet for the raised-only file is said after it, apart (READER24 #17)
            for n, size, paper in PAPER.findall(line[line.index("In all") :].split(RAISED_ONLY_ADD)[0])
        }
        want: dict[tuple[str, str], int] = {}
        for file, ps in by_file.items():
            paper, size = (
                ("swell paper", profile.swell_paper) if file == RAISED_SHEETS_FILE else ("plain paper", profile.paper)
            )
            want[(size, paper)] = want.get((size, paper), 0) + len(ps) + extra.get(file, 0)
        if card:
            want[(profile.paper, "plain paper")] -= card
            want[(profile.paper, CARD)] = card
        # and the blank sheets that cover the boards beside the one in play: taken, not printed (round 18)
        want[(profile.paper, "plain paper")] += prep.covers
        assert totals == want, (totals, want)
        assert totals == {(size, paper): n for paper, size, n in prep.totals()}


@pytest.mark.parametrize("case", cases(), indirect=True, ids=lambda c: f"{c[0].split('/')[-1]}-{c[1]}")
def test_enough_fresh_boards_for_the_match(case):
    game, profile, kit, pages = case
    prep = kit.preparation
    short, long = texts(kit)
    board_pages = [p for p in files(pages)[prep.of("boards")[0].file] if re.fullmatch(KINDS["board"], p.id)]
    parts = len(kit.plan.tiles) if kit.plan.split else 1
    printed = 0.0
    # boards as drawn, each board sheet printed as many times as its run says
    first_board = min(r.first for r in prep.of("boards"))
    for run in prep.of("boards"):
        here = board_pages[run.first - first_board : run.last - first_board + 1]
        printed += run.copies * sum(boards_on(p, kit) for p in here) / parts
    assert printed == prep.boards
    marks_stay = not profile.braille and not kit.pieces
    if marks_stay:  # pen: the worked examples' board, then a fresh one each round
        assert prep.boards >= ROUNDS + (1 if game.examples else 0)
        said = [int(n) for line in long + short for n in re.findall(r"uses (\d+) boards", line)]
        assert said == [prep.boards_needed] * 2
        given = [int(n) for line in long + short for n in re.findall(r"gives? (\d+)(?: boards)?\.", line)]
        assert given == [prep.boards] * 2
    else:  # the tokens or pieces come off: one board does, and the words say why
        assert prep.boards >= 1
        assert any(
            re.search(r"on the same board\. Before each round, take every \w+ off the boards?\.", line) for line in long
        )
    if kit.plan.split:
        said = {int(n) for line in long + short for n in re.findall(r"(\d+) parts", line)}
        assert said == {len(kit.plan.tiles)}
        assert any("tape" in line for line in short) and any("tape" in line for line in long)
    if prep.cuts:
        assert any("scissors" in line for line in short) and any("scissors" in line for line in long)
    tokens = sum(
        int(n) for p in pages for n in re.findall(r"(\d+) raised \w+ tokens", p.svg)
    )  # on a sheet of their own, or under the boards where the plan found them room
    said_tokens = {int(n) for line in long + short for n in re.findall(r"Cut out the (\d+) tokens", line)}
    assert said_tokens == ({tokens} if tokens else set())


@pytest.mark.parametrize("case", cases(), indirect=True, ids=lambda c: f"{c[0].split('/')[-1]}-{c[1]}")
def test_the_checklist_is_one_page_first_in_kit_pdf(case):
    _game, _profile, kit, pages = case
    plain = files(pages)[PAGES_FILE]
    assert [p.id for p in pages].count("checklist") == 1
    assert plain[0].id == "checklist"
    short, _ = texts(kit)
    page_text = " ".join(re.sub(r"<[^>]+>", " ", t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", plain[0].svg))
    words = " ".join(page_text.split())
    for line in short:  # every line of the checklist is on its page
        assert all(w in words for w in line.replace("&", "&amp;").split()), line


@pytest.mark.parametrize("case", cases(), indirect=True, ids=lambda c: f"{c[0].split('/')[-1]}-{c[1]}")
def test_record_rows_hold_the_longest_game(case):
    game, _profile, kit, pages = case
    longest = game.engine.longest_game()
    record = kit.record_sheets[0]
    assert record.columns[0].name == "Turn"
    assert record.rows >= longest
    for n in range(1, ROUNDS + 1):  # a table for each round, each with a row for every turn
        assert record_rows(pages, f"{record.title}, round {n}") == record.rows


@pytest.mark.parametrize("case", cases(), indirect=True, ids=lambda c: f"{c[0].split('/')[-1]}-{c[1]}")
def test_before_you_play_is_spoken_and_on_the_kit_page(case):
    _game, profile, kit, pages = case
    ids = [s.id for s in kit.sections]
    assert ids.index("before") == ids.index("setup") - 1  # where the rules begin to be used
    before = next(s for s in kit.sections if s.id == "before")
    said = {seg.id for seg in kit.script if seg.kind == "say"}
    assert {
        s.id for b in before.blocks for line in getattr(b, "lines", None) or [b.line] for s in line.sentences
    } <= said
    html = kit_page(kit, profile, {}, pages)
    short, _ = texts(kit)
    for line in short:
        assert line.replace("'", "&#x27;") in html, line
    match = next(s for s in kit.sections if s.id == "match")  # the match the plan prepares for
    assert any(f"Play {number_word(ROUNDS)} rounds" in t for b in match.blocks for t in getattr(b, "items", ()))


@pytest.mark.parametrize("profile", ["large-print", "high-contrast"])
def test_each_part_of_a_split_board_says_the_rows_it_holds_from_the_plan(profile):
    """Which rows each part holds and that the parts print in order, from the plan's tiles; one
    sentence for cutting and joining all the parts (not 'trim the two parts' beside 'part two
    along its top edge'); a round starts on the board cleared, not on 'an empty board'."""
    kit = compose(load_game("corner-polyominoes"), load_profile(profile))
    said = " ".join(s.text for s in kit.script if s.kind == "say")
    if not kit.plan.split:
        pytest.skip(f"the board is whole at {profile}")
    for n, tile in enumerate(kit.plan.tiles, 1):
        # counted from the part's edge of the board: row numbers come before The board (LISTEN29 #13)
        rows = rf"the (?:top|bottom|next) {number_word(len(tile.rows))} rows"
        assert re.search(rf"Part {number_word(n)} is the [a-z ]+ of the board: {rows}[^.]*\.", said), said
    assert not re.search(r"rows \d+ through", said)
    assert "The parts are printed in that order, part one first." in said
    assert "Trim the" not in said and "Do the same for a spare board" not in said
    assert f"Cut and join the {number_word(len(kit.plan.tiles))} parts of the board" in said
    assert "Use the board, cleared of pieces and marks, for each round." in said


def test_boards_are_named_as_a_person_says_them():
    """A numbered board title has no article and numbered titles side by side are said once
    ("boards 1, 2, 3 and 4"), for any number of boards; another title keeps "the"."""
    from accessible_kits.compose.preparation import board_names

    assert board_names(["Board 1", "Board 2", "Board 3", "Board 4"]) == "boards 1, 2, 3 and 4"
    assert board_names(["Board 1", "Board 2"]) == "boards 1 and 2"
    assert board_names(["Board 3"]) == "board 3"
    assert board_names(["Practice board", "Play board"]) == "the practice board and the play board"
    assert board_names(["Practice board", "Play board"], "") == "practice board and play board"
    _game, _profile, kit, _pages = kit_of("row-removal", "high-contrast")  # a board a sheet
    short, long = texts(kit)
    assert "Pages 2 through 5: boards 1, 2, 3 and 4." in long
    assert not [line for line in short + long if re.search(r"\bthe board \d", line)]


@pytest.mark.parametrize("case", cases(), indirect=True, ids=lambda c: f"{c[0].split('/')[-1]}-{c[1]}")
def test_a_pencil_board_printed_again_gives_a_clean_board_each_time(case):
    """The spare board for players who write on it: one for the worked examples (when there are
    any) and one a round, counted from the plan, never "once more" for three uses."""
    game, _profile, kit, _pages = case
    _, long = texts(kit)
    spare = [line for line in long if line.startswith("Pencil marks rub out, so the same board can be used again.")]
    assert bool(spare) == (kit.preparation.spare is not None)
    if spare:
        boards = ROUNDS + (1 if game.examples else 0)
        assert f"Then you have {boards} clean boards" in spare[0], spare[0]
        assert kit.preparation.spare.copies == boards - 1


@pytest.mark.parametrize("case", cases(), indirect=True, ids=lambda c: f"{c[0].split('/')[-1]}-{c[1]}")
def test_the_piece_sheets_are_named_as_many_as_are_drawn(case):
    """'The piece sheet' for one drawn piece page, 'The piece sheets' for more, in the sheets section
    as in "Before you play"."""
    _game, _profile, kit, pages = case
    drawn = sum(1 for p in pages if re.fullmatch(KINDS["piece"], p.id))
    sheets = next(s for s in kit.sections if s.id == "sheets")
    said = " ".join(
        line.text for b in sheets.blocks for line in ([b.line] if hasattr(b, "line") else getattr(b, "lines", ()))
    )
    assert ("one set of pieces for each player" in said) == bool(drawn)
    if drawn:
        assert f"The piece sheet{'s' if drawn > 1 else ''}: one set" in said, said


@pytest.mark.parametrize("game_ref", GAMES)
def test_the_braille_to_emboss_is_counted_from_the_plan_and_the_braille_files(game_ref):
    """A braille kit's words say each braille file to emboss and how often, from the plan (a
    game's record form once a round, the rest once); the kit page, made after the braille is
    laid out, gives each file's braille pages as the BRF and the PEF have them, and the pages and
    sheets of braille paper in all, copies counted."""
    from accessible_kits.options import BuildOptions
    from accessible_kits.pipeline import Products, run_writers
    from accessible_kits.writers import WRITERS

    _game, profile, kit, pages = kit_of(game_ref, "tactile")
    prep = kit.preparation
    record, *others = [s.id for s in kit.record_sheets]
    assert [(e.file, e.copies) for e in prep.braille] == [
        ("rules.brf", 1),
        ("summary.brf", 1),
        (f"records/{record}.brf", ROUNDS),
        *[(f"records/{o}.brf", 1) for o in others],
    ]
    short, before = texts(kit)
    twice = f"Emboss records/{record}.brf {'twice' if ROUNDS == 2 else number_word(ROUNDS) + ' times'} in all"
    assert any(twice + "." in line for line in short) and any(twice + ", one for each round." in t for t in before)
    out: dict = {}
    steps = [w for w in WRITERS if w[0] in ("braille-text", "pef")]
    run_writers(kit, profile, Products(kit, profile, BuildOptions(audio="off"), {"pages": pages}), steps, out)
    html = kit_page(kit, profile, out, pages)
    total = sheets = 0
    for e in prep.braille:
        n = out[e.file].data.count(b"\f") + 1
        assert n == out[e.file.replace(".brf", ".pef")].data.count(b"<page>")
        assert f"{e.file}: {n} braille page{'s' if n > 1 else ''}." in html
        total += n * e.copies
        sheets += (n if profile.braille_duplex != "interpoint" else -(-n // 2)) * e.copies
    # the host key's braille too, for a host who reads braille, said as the host's (not in prep.braille:
    # the checklist's emboss steps are the players')
    host = out["host-key/host-key.brf"].data.count(b"\f") + 1
    assert f"host-key/host-key.brf: {host} braille page{'s' if host > 1 else ''}. It is for the host" in html
    total, sheets = total + host, sheets + host
    assert f"In all: {total} braille pages, embossed on one side, on {sheets} sheets of braille paper." in html
