"""The studio's game editor and profile workflow, as a teacher and as an attacker meet them: a real
server on loopback, driven by keyboard in Debian's Chromium, checked by axe-core on every state,
and asked what its guard must refuse.

A game made in the editor from nothing, by keyboard only, builds into the kit the command line
builds from the same game written by hand (docs/games.md's file), byte for byte but for the
game file's checksum the manifest records. Each family's docs game is made in the editor and its
downloaded file holds the same game. A saved profile opens, changes and downloads again.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

from accessible_kits.games import parse_game
from test_studio import Server, _axe, _tab_to, _up_to_date

DOC = Path(__file__).resolve().parent.parent / "docs" / "games.md"


def doc_games() -> dict[str, str]:
    """docs/games.md's complete game file of each family."""
    blocks = re.findall(r"```toml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    return {re.findall(r'^family = "([a-z-]+)"', b, re.M)[0]: b for b in blocks}


@pytest.fixture(scope="module")
def studio():
    server = Server()
    yield server
    server.stop()


def _page(browser, **kw):
    b, axe = browser
    context = b.new_context(accept_downloads=True, bypass_csp=True, viewport={"width": 1280, "height": 900}, **kw)
    page = context.new_page()
    errors: list = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    return context, page, axe, errors


def _type_into(page, selector: str, text: str) -> None:
    """Tab to a field, select what it holds and type: the keyboard alone."""
    _tab_to(page, selector)
    page.keyboard.press("Control+A")
    page.keyboard.type(text)


def _checked(page) -> None:
    """Wait for the editor's check to answer for what is on the page now."""
    page.wait_for_function("document.getElementById('editor-box').dataset.busy === 'false'", timeout=30_000)


def _play(page, example: int, move: str) -> str:
    """Type a move into an example and press Enter; returns what the engine says it does."""
    _type_into(page, f"#g-move-{example}", move)
    steps = page.locator(f"#gp-examples-{example}-steps li").count()
    page.keyboard.press("Enter")
    page.wait_for_function(
        f"document.querySelectorAll('#gp-examples-{example}-steps li').length === {steps + 1}", timeout=30_000
    )
    _checked(page)
    return page.locator(f"#gp-examples-{example}-steps li").nth(steps).inner_text()


def _open_editor(page) -> None:
    _tab_to(page, "#editor-box > summary")
    page.keyboard.press("Enter")
    assert page.eval_on_selector("#editor-box", "el => el.open")


def _choose_family(page, family: str) -> None:
    _tab_to(page, "#g-family")
    options = page.eval_on_selector_all("#g-family option", "os => os.map(o => o.value)")
    now = page.eval_on_selector("#g-family", "el => el.value")
    key = "ArrowDown" if options.index(family) > options.index(now) else "ArrowUp"
    for _ in range(abs(options.index(family) - options.index(now))):
        page.keyboard.press(key)
    assert page.eval_on_selector("#g-family", "el => el.value") == family


def _grid_game_by_keyboard(page, axe, states: dict) -> None:
    """docs/games.md's grid-removal file, made in the editor by keyboard: the effects come from the engine."""
    _open_editor(page)
    _choose_family(page, "grid-removal")
    _type_into(page, "#g-title", "Poison corner, 5 by 4")
    _type_into(page, "#g-id", "poison-corner-5x4")
    _type_into(page, "#gp-params-columns", "5")
    _type_into(page, "#gp-params-rows", "4")
    _tab_to(page, "#g-add-example")
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "gp-examples-1-title"
    page.keyboard.type("Two turns from a full board")
    assert _play(page, 1, "C2") == "C2: Allowed: how many cells the move crosses out: 9."
    said = _play(page, 1, "D1")
    assert said == "D1: Allowed: how many cells the move crosses out: 2."
    said = _play(page, 1, "C3")
    assert said.startswith("C3: Refused by the rules: "), said
    states["editor, three moves"] = _axe(page, axe)


def _errors_beside_their_fields(page, axe, states: dict) -> None:
    """A board too big and a move off the board: each said once, beside its field, the field marked."""
    _type_into(page, "#gp-params-columns", "30")
    page.wait_for_function("document.getElementById('gp-params-columns-err').textContent !== ''")
    assert page.text_content("#gp-params-columns-err") == "30 is not allowed; use a whole number from 2 to 26."
    assert page.get_attribute("#gp-params-columns", "aria-invalid") == "true"
    assert page.text_content("#g-status").startswith("1 problem to fix. Columns, named A, B, C ...: 30 is not allowed")
    states["editor, a field to fix"] = _axe(page, axe)
    _type_into(page, "#gp-params-columns", "5")
    page.wait_for_function("!document.querySelector('#editor-box [aria-invalid]')")
    said = _play(page, 1, "Z9")
    assert "Z9 is not on the board: cells go from A1 to E4" in said, said
    page.wait_for_function("document.getElementById('g-status').textContent.includes('problem')")
    assert page.text_content("#gp-examples-1-steps-4-move-err").strip() == (
        "This example cannot keep this move: take it back or change it."
    )
    states["editor, a move to take back"] = _axe(page, axe)
    _tab_to(page, "#g-undo-1")
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelectorAll('#gp-examples-1-steps li').length === 3")
    page.wait_for_function("document.getElementById('g-status').textContent.startsWith('No problems')")


def _used_and_built(page, axe, states: dict, tmp_path: Path) -> tuple[Path, Path, Path]:
    """Use the game, build its kit without sound, download the kit, the profile and the game."""
    _tab_to(page, "#g-use")
    page.keyboard.press("Enter")
    page.wait_for_function("document.getElementById('g-use-status').textContent.includes('is chosen')")
    assert page.eval_on_selector("#game-upload", "el => el.checked")
    page.wait_for_function("document.getElementById('board-img').alt.includes('Poison corner, 5 by 4')")
    _up_to_date(page)
    _tab_to(page, "#g-download")
    with page.expect_download() as got:
        page.keyboard.press("Enter")
    game = tmp_path / "editor-game.toml"
    got.value.save_as(game)
    assert got.value.suggested_filename == "poison-corner-5x4.toml"
    _tab_to(page, "#audio")
    page.keyboard.press("Space")
    _tab_to(page, "#build")
    page.keyboard.press("Enter")
    page.wait_for_selector("#done:not([hidden])", timeout=600_000)
    states["editor's game built"] = _axe(page, axe)
    _tab_to(page, "#download-profile")
    with page.expect_download() as got:
        page.keyboard.press("Enter")
    profile = tmp_path / got.value.suggested_filename
    got.value.save_as(profile)
    _tab_to(page, "#kit-zip")
    with page.expect_download() as got:
        page.keyboard.press("Enter")
    kit = tmp_path / "kit.zip"
    got.value.save_as(kit)
    return game, profile, kit


def _same_kit_as_by_hand(kit: Path, profile: Path, tmp_path: Path) -> int:
    """The CLI's kit of docs/games.md's file at the downloaded profile equals the studio's, file for file;
    the manifests differ only in the checksum of the game file each was built from. Returns the files."""
    hand = tmp_path / "by-hand.toml"
    hand.write_text(doc_games()["grid-removal"], encoding="utf-8")
    out = tmp_path / "cli"
    cmd = [sys.executable, "-m", "accessible_kits", "build", str(hand), "-p", str(profile), "-o", str(out)]
    run = subprocess.run([*cmd, "--audio", "off"], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    folder = out / "poison-corner-5x4" / profile.stem
    cli = {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    with zipfile.ZipFile(kit) as z:
        prefix = f"poison-corner-5x4/{profile.stem}/"
        studio = {n.removeprefix(prefix): z.read(n) for n in z.namelist()}
    assert sorted(studio) == sorted(cli)
    differ = sorted(n for n in cli if cli[n] != studio[n])
    assert differ == ["manifest.json"], differ
    mine, theirs = json.loads(studio["manifest.json"]), json.loads(cli["manifest.json"])
    assert mine["built_from"].pop("game_sha256") != theirs["built_from"].pop("game_sha256")
    assert mine == theirs
    return len(cli)


def test_a_game_made_by_keyboard_builds_the_kit_of_the_same_game_by_hand(studio, browser, tmp_path):
    context, page, axe, errors = _page(browser)
    page.goto(studio.url)
    _up_to_date(page)
    states = {"page": _axe(page, axe)}
    started = time.perf_counter()
    _grid_game_by_keyboard(page, axe, states)
    _errors_beside_their_fields(page, axe, states)
    game, profile, kit = _used_and_built(page, axe, states, tmp_path)
    minutes = (time.perf_counter() - started) / 60
    context.close()
    assert errors == []
    downloaded = parse_game(game.read_text(), "editor-game.toml")
    by_hand = parse_game(doc_games()["grid-removal"], "by-hand.toml")
    assert (downloaded.params, downloaded.examples, downloaded.players) == (
        by_hand.params,
        by_hand.examples,
        by_hand.players,
    )
    files = _same_kit_as_by_hand(kit, profile, tmp_path)
    print("\naxe-core violations by state:", {k: len(v) for k, v in states.items()})
    print(f"made by keyboard and built in {minutes:.1f} minutes; {files} files equal the CLI's kit")
    assert states == {k: [] for k in states}


def _row_game(page) -> None:
    _choose_family(page, "row-removal")
    _type_into(page, "#g-title", "Fruit rows")
    _type_into(page, "#g-player-1", "Ana")
    _type_into(page, "#g-player-2", "Ben")
    _type_into(page, "#gp-params-rows", "2, 3, 4")
    _type_into(page, "#gp-params-row-names", "plum, pear, fig")
    _tab_to(page, "#gp-params-ending")
    page.keyboard.press("End")  # last-move-loses
    page.keyboard.press("ArrowUp")  # last-move-wins, said in the file
    assert page.eval_on_selector("#gp-params-ending", "el => el.value") == "last-move-wins"
    _tab_to(page, "#g-add-example")
    page.keyboard.press("Enter")
    page.keyboard.type("Two turns from the start")
    assert _play(page, 1, "fig row, 2").endswith("the counts after the move: 2-3-2.")
    assert "like 'plum row, 1'." in _play(page, 1, "plum 1")  # this game's rows, never 'bottom'
    _tab_to(page, "#g-undo-1")
    page.keyboard.press("Enter")
    _checked(page)
    assert _play(page, 1, "plum row, 1").endswith("the counts after the move: 1-3-2.")
    _tab_to(page, "#g-add-example")
    page.keyboard.press("Enter")
    page.keyboard.type("The last circle")
    _type_into(page, "#gp-examples-2-start", "0-1-0")
    said = _play(page, 2, "pear row, 1")
    assert said.endswith("the counts after the move: 0-0-0; the game ends and Ana wins."), said


def _polyomino_game(page) -> None:
    _choose_family(page, "polyomino")
    _type_into(page, "#g-title", "Small corners")
    _type_into(page, "#g-player-1", "White")
    _type_into(page, "#g-player-2", "Black")
    _type_into(page, "#gp-params-columns", "6")
    _type_into(page, "#gp-params-rows", "6")
    _type_into(page, "#gp-params-starts", "A1, F6")
    while page.locator("#gp-params-pieces > fieldset").count() > 1:
        _tab_to(page, "#gp-params-pieces > fieldset:last-of-type > button")
        page.keyboard.press("Enter")
    for n, (name, cells) in enumerate((("single", "A1"), ("pair", "A1, B1")), 1):
        if n > 1:
            _tab_to(page, "#gp-params-pieces-add")
            page.keyboard.press("Enter")
        _type_into(page, f"#gp-params-pieces-{n}-name", name)
        _type_into(page, f"#gp-params-pieces-{n}-cells", cells)
    _tab_to(page, "#gp-params-pieces-add")
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "gp-params-pieces-3-name"
    page.keyboard.type("corner")
    # its squares drawn on the grid: one Tab stop, arrows move, Space puts a square in
    _tab_to(page, "#gp-params-pieces-3 .square-grid button[tabindex='0']")
    for key in ("Space", "ArrowRight", "Space", "ArrowLeft", "ArrowUp", "Space"):
        page.keyboard.press(key)
    assert page.input_value("#gp-params-pieces-3-cells") == "A1, B1, A2"
    assert page.locator("#gp-params-pieces-3 .square-grid [aria-pressed=true]").count() == 3
    assert page.text_content("#gp-params-pieces-3 .turns p") == "Turned and flipped, it can lie 4 ways:"
    _tab_to(page, "#g-add-example")
    page.keyboard.press("Enter")
    page.keyboard.type("Corners touch, sides do not")
    for move in ("single A1", "single F6"):
        assert _play(page, 1, move) == f"{move}: Allowed."
    assert "Refused by the rules" in _play(page, 1, "pair A2+B2")
    assert _play(page, 1, "pair B2+C2") == "pair B2+C2: Allowed."


@pytest.mark.parametrize("family", ["row-removal", "polyomino"])
def test_each_familys_docs_game_can_be_made_in_the_editor(studio, browser, tmp_path, family):
    context, page, axe, errors = _page(browser)
    page.goto(studio.url)
    _up_to_date(page)
    _open_editor(page)
    (_row_game if family == "row-removal" else _polyomino_game)(page)
    page.wait_for_function("document.getElementById('g-status').textContent.endsWith('No problems in the game.')")
    states = {family: _axe(page, axe)}
    _tab_to(page, "#g-download")
    with page.expect_download() as got:
        page.keyboard.press("Enter")
    path = tmp_path / "game.toml"
    got.value.save_as(path)
    context.close()
    assert errors == [] and states == {family: []}
    made, docs = parse_game(path.read_text(), "made.toml"), parse_game(doc_games()[family], "docs.toml")
    assert (made.params, made.examples, made.players, made.title) == (
        docs.params,
        docs.examples,
        docs.players,
        docs.title,
    )


def _start_from_asks(page, axe, states: dict) -> None:
    """A change rewrites the description; Start from asks, then keeps or discards the edits."""
    _type_into(page, "#f-cell-size", "30")
    page.wait_for_function("document.getElementById('f-description').value.startsWith('24 pt text, 30 mm cells')")
    _tab_to(page, "#base")
    page.keyboard.press("ArrowDown")
    page.wait_for_selector("#base-ask:not([hidden])")
    assert page.evaluate("document.activeElement.id") == "base-keep"
    states["asked"] = _axe(page, axe)
    page.keyboard.press("Enter")
    assert page.input_value("#f-cell-size") == "30" and page.input_value("#base") == "standard"
    page.keyboard.press("ArrowUp")  # the focus is back on Start from: to large-print, discarding the edits
    page.wait_for_selector("#base-ask:not([hidden])")
    _tab_to(page, "#base-discard")
    page.keyboard.press("Enter")
    assert page.input_value("#f-cell-size") == "25" and page.input_value("#f-text-size") == "18"
    assert page.input_value("#f-description").startswith("Large print: 18 pt text, 25 mm cells")
    _type_into(page, "#f-cell-size", "30")


def test_a_saved_profile_opens_changes_and_downloads(studio, browser, tmp_path):
    """The studio's own profile file opens again; a change rewrites the description; Start from asks before
    it discards edits; one bad colour is one field to fix; column words are checked beside their field."""
    status, saved = studio.call(
        "POST",
        "/api/profile.toml",
        {"base": "large-print", "file_name": "grandma", "values": {"cell_size": "33", "text_size": "24"}},
    )
    assert status == 200 and b"description" in saved
    path = tmp_path / "grandma.toml"
    path.write_bytes(saved)
    context, page, axe, errors = _page(browser)
    page.goto(studio.url)
    _up_to_date(page)
    states = {}
    page.set_input_files("#open-profile", str(path))
    page.wait_for_function("document.getElementById('open-status').textContent.startsWith('Opened')")
    assert page.input_value("#f-cell-size") == "33" and page.input_value("#f-text-size") == "24"
    assert page.input_value("#file-name") == "grandma"
    assert page.input_value("#f-description").startswith("24 pt text, 33 mm cells")
    states["opened"] = _axe(page, axe)

    _start_from_asks(page, axe, states)
    _type_into(page, "#f-foreground", "#EEEEEE")
    page.wait_for_function("document.getElementById('err-foreground').textContent !== ''")
    page.wait_for_timeout(500)
    shown = page.eval_on_selector_all(
        ".error", "els => els.filter(e => e.textContent).map(e => e.id + ': ' + e.textContent)"
    )
    assert page.text_content("#check-summary").startswith("1 field needs a change. "), shown
    assert page.locator("[aria-invalid=true]").count() == 1
    assert "below the target" in page.text_content("#contrast-foreground")
    states["a colour to fix"] = _axe(page, axe)
    _type_into(page, "#f-foreground", "#000000")
    _type_into(page, "#f-speech-column-names", "apple pear fig")
    page.wait_for_function("document.getElementById('err-speech-column-names').textContent !== ''")
    assert page.text_content("#err-speech-column-names").startswith("Separate the words with commas")
    assert page.get_attribute("#f-speech-column-names", "aria-invalid") == "true"
    _type_into(page, "#f-speech-column-names", "letters")
    page.wait_for_function("!document.querySelector('[aria-invalid=true]')")
    _tab_to(page, "#download-profile")
    with page.expect_download() as got:
        page.keyboard.press("Enter")
    again = tmp_path / "again.toml"
    got.value.save_as(again)
    context.close()
    text = again.read_text()
    assert 'cell_size = "30mm"' in text and 'text_size = "18pt"' in text
    assert re.search(r'^description = "18 pt text, 30 mm cells', text, re.M), text
    assert errors == [] and states == {k: [] for k in states}


def test_the_editors_and_openers_requests_obey_the_guard(studio):
    """Another page, another host, too much, not a game, a path: refused in one line, nothing kept."""
    grid = parse_game(doc_games()["grid-removal"], "docs")
    game = {
        "id": grid.id,
        "title": grid.title,
        "family": grid.family,
        "minutes": list(grid.minutes),
        "params": grid.params,
        "examples": [{"title": "One", "steps": [{"move": "C2"}]}],
    }
    deep: dict = {"x": 1}
    for _ in range(10):
        deep = {"x": deep}
    cases = [
        (("POST", "/api/editor", {"game": game}, None, "http://evil.example"), 403, "Requests from other web pages"),
        (("POST", "/api/editor", {"game": game}, None, None), 403, "Changes are accepted only from the studio's own"),
        (("POST", "/api/editor", {"game": game}, {"Host": f"evil.example:{studio.port}"}, "own"), 421, "This studio"),
        (("POST", "/api/editor", b"[" * 100_000, None, "own"), 413, "request: 100000 bytes is too big"),
        (("POST", "/api/editor", {"game": "../../etc/passwd"}, None, "own"), 400, "game: expected the game's keys"),
        (("POST", "/api/editor", {"game": {**game, "params": deep}}, None, "own"), 400, "game.params.x.x"),
        (("POST", "/api/editor", {"game": {**game, "title": None}}, None, "own"), 400, "game.title: None is not"),
        (("POST", "/api/editor/open", b"x = 1979-05-27\n", None, "own"), 400, "game.x: datetime.date(1979, 5, 27) is"),
        (
            ("POST", "/api/editor/open", 'family = "caf\u00e9"'.encode("latin-1"), None, "own"),
            400,
            "game file: not UTF-8",
        ),
        (("POST", "/api/editor/open", b"# " + b"x" * 1_000_000, None, "own"), 413, "game file: 1000002 bytes"),
        (("POST", "/api/editor/open", b'cell_size = "30mm"\n', None, "own"), 400, "game file: it has no family"),
        (("POST", "/api/profile/open", b'extends = "/etc/passwd"\n', None, "own"), 400, "your profile file: extends:"),
        (("POST", "/api/profile/open", b'celsize = "30mm"\n', None, "own"), 400, "your profile file: celsize: unknown"),
        (("POST", "/api/profile/open", b"x", None, "http://evil.example"), 403, "Requests from other web pages"),
    ]
    studio.refuses(cases)
    # a game the schema refuses is answered field by field, and nothing is kept
    before = studio.files()
    status, answer = studio.json("POST", "/api/editor", {"game": {**game, "id": "../../x"}})
    assert status == 200 and answer["text"] is None and answer["problems"][0]["key"] == "id"
    assert studio.files() == before
    # a game without problems is kept once, under the checksum of its file, and answered with its steps filled in
    status, answer = studio.json("POST", "/api/editor", {"game": game})
    assert status == 200 and answer["problems"] == [], answer
    assert answer["game"]["examples"][0]["steps"] == [{"move": "C2", "removes": 9}]
    added = set(studio.files()) - set(before)
    assert added == {f"uploads/{answer['ref'].removeprefix('upload:')}.toml"}


def test_a_saved_game_opens_in_the_editor_changes_and_downloads(studio, browser, tmp_path):
    """docs/games.md's row game opens in the editor: its fields filled, its moves played again by the
    engine; a new title, and the downloaded file is the same game with that title."""
    path = tmp_path / "fruit-rows.toml"
    path.write_text(doc_games()["row-removal"], encoding="utf-8")
    context, page, axe, errors = _page(browser)
    page.goto(studio.url)
    _up_to_date(page)
    _open_editor(page)
    page.set_input_files("#g-open", str(path))
    page.wait_for_function("document.getElementById('g-open-status').textContent.startsWith('Opened')")
    _checked(page)
    assert page.input_value("#g-title") == "Fruit rows" and page.input_value("#gp-params-rows") == "2, 3, 4"
    assert page.input_value("#gp-params-row-names") == "plum, pear, fig"
    assert page.locator("#gp-examples-1-steps li").all_inner_texts() == [
        "fig row, 2: Allowed: the counts after the move: 2-3-2.",
        "plum row, 1: Allowed: the counts after the move: 1-3-2.",
    ]
    states = {"game opened": _axe(page, axe)}
    _type_into(page, "#g-title", "Fruit rows for Year 3")
    page.wait_for_function("document.getElementById('g-status').textContent.startsWith('No problems')")
    _tab_to(page, "#g-download")
    with page.expect_download() as got:
        page.keyboard.press("Enter")
    again = tmp_path / "again.toml"
    got.value.save_as(again)
    context.close()
    assert errors == [] and states == {"game opened": []}
    made, docs = parse_game(again.read_text(), "again.toml"), parse_game(path.read_text(), "docs.toml")
    assert made.title == "Fruit rows for Year 3" and made.id == docs.id  # a folder name given is kept
    assert (made.params, made.examples, made.players, made.host_key) == (
        docs.params,
        docs.examples,
        docs.players,
        docs.host_key,
    )
