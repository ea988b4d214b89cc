"""The studio (accessible-kits serve) as a person and as an attacker meet it: a real server on
loopback, driven by keyboard in Debian's Chromium, checked by axe-core, and asked what it must refuse.

One server for the module (its start, with the preview workers warming up, takes a few seconds).
Studio builds are without audio and at small sizes, to keep the tests quick.
"""

from __future__ import annotations

import functools
import http.client
import io
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import threading
import time
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from conftest import ROOT, need

BAD_GAME = (
    'id = "wide"\ntitle = "Too wide"\nfamily = "grid-removal"\nminutes = [5, 10]\n[params]\ncolumns = 40\nrows = 5\n'
)


def _importable(name: str) -> bool:
    try:
        __import__(name)
    except ImportError:
        return False
    return True


class Server:
    def __init__(self, host: str = "127.0.0.1", args: tuple = (), env: dict | None = None):
        need(_importable("starlette") and _importable("uvicorn"), "starlette and uvicorn", "make setup")
        where = [] if host == "127.0.0.1" else ["--host", host]  # the module's studio: on 127.0.0.1 by default
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "accessible_kits", "serve", "--port", "0", *where, *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env=env,
        )
        lines = []
        reader = threading.Thread(
            target=lambda: lines.extend([self.proc.stdout.readline(), self.proc.stdout.readline()])
        )
        reader.start()
        reader.join(60)
        assert len(lines) == 2 and lines[0].startswith(f"The studio is open at http://{host}:"), (
            lines,
            self.proc.poll(),
        )
        self.url = lines[0].split()[-1]
        self.port = int(self.url.rstrip("/").rsplit(":", 1)[1])
        self.host = f"127.0.0.1:{self.port}"  # what a browser on this computer names
        self.work = Path(lines[1].split(" kept in ")[1].split(" and removed")[0])
        assert self.work.is_dir()

    def refuses(self, cases) -> None:
        """Each ((method, path, body, headers, origin), status, words) is refused with that status and
        one short line that starts with those words, and leaves the studio's files as they were."""
        for (method, path, body, headers, origin), status, words in cases:
            before = self.files()
            got, data = self.call(method, path, body, headers, origin)
            message = json.loads(data)["error"]
            assert got == status and message.startswith(words), (path, got, message)
            assert "\n" not in message and len(message) < 300
            assert self.files() == before, path

    def call(self, method: str, path: str, body=None, headers=None, origin: str | None = "own"):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=300)
        h = {"Host": self.host}
        if origin is not None:
            h["Origin"] = f"http://{self.host}" if origin == "own" else origin
        if isinstance(body, dict):
            body, h["Content-Type"] = json.dumps(body), "application/json"
        h.update(headers or {})
        conn.request(method, path, body=body, headers=h)
        r = conn.getresponse()
        data = r.read()
        conn.close()
        return r.status, data

    def json(self, method, path, body=None, **kw):
        status, data = self.call(method, path, body, **kw)
        return status, json.loads(data)

    def files(self) -> dict:
        """What the studio keeps. Not cache/, and not tmp/: the scratch of child tools, which come
        and go on their own clock (ctypes' find_library runs gcc there while a worker warms up and
        imports WeasyPrint: on a loaded machine a listing caught its cc*.res mid-run)."""
        return {
            p.relative_to(self.work).as_posix(): p.read_bytes()
            for p in self.work.rglob("*")
            if p.is_file() and not {"cache", "tmp"} & set(p.relative_to(self.work).parts)
        }

    def stop(self) -> int:
        self.proc.send_signal(signal.SIGINT)
        try:
            return self.proc.wait(60)
        finally:
            self.proc.stdout.close()
            self.proc.stderr.close()


@pytest.fixture(scope="module")
def studio():
    server = Server()
    yield server
    server.stop()


def _profile(cell: str = "20", file_name: str = "my-profile", game: str = "poison-corner", **values) -> dict:
    return {"game": game, "base": "standard", "file_name": file_name, "values": {"cell_size": cell, **values}}


def _wait_built(studio: Server, job: str, limit: float = 600) -> dict:
    end = time.time() + limit
    while time.time() < end:
        status, state = studio.json("GET", f"/api/build/{job}", origin=None)
        assert status == 200, state
        if state["state"] in ("done", "failed"):
            return state
        time.sleep(0.3)
    raise AssertionError(f"build {job} did not finish")


# -- axe-core and the keyboard -------------------------------------------------------


def _axe(page, axe: Path) -> list:
    """axe-core's violations for the WCAG 2.2 A/AA tags, target-size on (as conftest.axe_violations)."""
    page.add_script_tag(path=str(axe))
    result = page.evaluate("""async () => await axe.run(document, {
        runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']},
        rules: {'target-size': {enabled: true}}, resultTypes: ['violations']})""")
    return [(v["id"], v["help"], [n["target"] for n in v["nodes"]][:3]) for v in result["violations"]]


def _tab_to(page, selector: str, limit: int = 150) -> None:
    """Press Tab until `selector` has the focus: proves it is reachable by keyboard alone."""
    target = page.locator(selector).element_handle()
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("(el) => document.activeElement === el", target):
            return
    raise AssertionError(f"{selector} cannot be reached with the Tab key")


def _replace_text(page, selector: str, text: str) -> None:
    _tab_to(page, selector)
    page.keyboard.press("Control+A")
    page.keyboard.type(text)


def _board_svg(page) -> str:
    return page.evaluate("async () => await (await fetch(document.getElementById('board-img').src)).text()")


def _up_to_date(page) -> None:
    page.wait_for_function(
        "document.getElementById('preview-status').textContent === 'The preview is up to date.'", timeout=120_000
    )


def _choose_game_profile_and_cell_size(page) -> float:
    """Choose a game and a base profile, name the file and type a cell size, by keyboard: the preview
    changes and says so. Returns the seconds from the cell size typed to both previews drawn again."""
    _tab_to(page, "#game-corner-polyominoes")  # the radio group: one Tab stop, arrows choose
    page.keyboard.press("ArrowDown")
    assert page.eval_on_selector("#game-poison-corner", "el => el.checked")
    _tab_to(page, "#base")
    page.keyboard.press("ArrowDown")  # large-print -> standard
    assert page.eval_on_selector("#base", "el => el.value") == "standard"
    _replace_text(page, "#file-name", "studio-kit")
    _up_to_date(page)
    before = _board_svg(page)

    shown = {part: page.get_attribute(f"#{part}-img", "src") for part in ("board", "card")}
    _replace_text(page, "#f-cell-size", "30")
    typed = time.perf_counter()
    page.wait_for_function(
        "(s) => document.getElementById('board-img').src !== s.board && "
        "document.getElementById('card-img').src !== s.card",
        arg=shown,
        timeout=120_000,
    )
    refreshed = time.perf_counter() - typed
    _up_to_date(page)
    after = _board_svg(page)
    assert after != before and after.startswith("<svg") and "Poison corner" in after
    # what changes is said: the status lines are live regions, the board's words are its alt text
    assert (
        page.eval_on_selector_all(
            "#preview-status, #build-status, #check-summary, #upload-status",
            "els => els.map(e => e.getAttribute('role'))",
        )
        == ["status"] * 4
    )
    assert "Poison corner" in page.get_attribute("#board-img", "alt")
    return refreshed


def _contrast_failure_explained(page, axe: Path, states: dict) -> None:
    """Text too light for its background: the field changed says why and what to do, once for each
    problem it causes (its letters on the fills too), and it is the one field marked invalid."""
    _replace_text(page, "#f-foreground", "#999999")
    page.wait_for_function("document.getElementById('err-foreground').textContent.includes('Contrast')")
    said = page.text_content("#err-foreground")
    assert said == (
        "Contrast 2.85:1 is below 4.5:1, the AA target for text; choose darker text or a lighter background. "
        "Letters on #56B4E9 reach 1.23:1, below 4.5:1; choose a lighter fill or 'none'. "
        "Letters on #E69F00 reach 1.26:1, below 4.5:1; choose a lighter fill or 'none'."
    )
    assert page.text_content("#check-summary").startswith("1 field needs a change. ")
    assert page.eval_on_selector_all("[aria-invalid=true]", "els => els.map(e => e.id)") == ["f-foreground"]
    assert page.get_attribute("#f-foreground", "aria-invalid") == "true"
    assert "err-foreground" in page.get_attribute("#f-foreground", "aria-describedby")
    assert "Does not meet the target." in page.text_content("#targets")
    states["errors shown"] = _axe(page, axe)


def _colours_fixed_and_built(page, axe: Path, states: dict) -> dict:
    """Good colours, no audio, then Build: the kit is made. Returns the last previews (board, card)."""
    _replace_text(page, "#f-foreground", "#1F1F1F")
    _replace_text(page, "#f-background", "#FFFBEA")
    page.wait_for_function("!document.querySelector('[aria-invalid=true]')")
    _up_to_date(page)
    _tab_to(page, "#audio")
    page.keyboard.press("Space")  # no spoken rules: a quicker build
    assert not page.eval_on_selector("#audio", "el => el.checked")

    previewed = {
        part: page.evaluate(f"async () => await (await fetch(document.getElementById('{part}-img').src)).text()")
        for part in ("board", "card")
    }
    _tab_to(page, "#build")
    page.keyboard.press("Enter")
    page.wait_for_function(
        "/Making part|Waiting/.test(document.getElementById('build-status').textContent)", timeout=120_000
    )
    states["building"] = _axe(page, axe)
    page.wait_for_selector("#done:not([hidden])", timeout=600_000)
    assert page.text_content("#build-status") == "The kit is ready. Open its page or download it below."
    states["done"] = _axe(page, axe)
    return previewed


def _kit_page_opened(page, context, studio, axe: Path, states: dict) -> None:
    """The kit page, as the studio serves it: every file it links is there."""
    _tab_to(page, "#kit-page")
    failed = []
    with context.expect_page() as opened:
        page.keyboard.press("Enter")
    kit_page = opened.value
    kit_page.on("response", lambda r: failed.append(r.url) if r.status >= 400 else None)
    kit_page.wait_for_load_state("load")
    kit_page.reload()  # all of it seen by the listener: every file it links is there
    assert kit_page.title().startswith("Poison corner") and failed == []
    assert studio.call("GET", "/favicon.ico", origin=None)[0] == 204  # which the browser asks for on its own
    states["kit page"] = _axe(kit_page, axe)
    kit_page.close()


def _profile_and_kit_downloaded(page, tmp_path: Path) -> tuple[Path, Path]:
    """Download the profile and the kit's ZIP by keyboard; returns their paths (profile, ZIP)."""
    _tab_to(page, "#download-profile")
    with page.expect_download() as got:
        page.keyboard.press("Enter")
    assert got.value.suggested_filename == "studio-kit.toml"
    profile = tmp_path / "studio-kit.toml"
    got.value.save_as(profile)
    _tab_to(page, "#kit-zip")
    with page.expect_download() as got:
        page.keyboard.press("Enter")
    kit_zip = tmp_path / "kit.zip"
    got.value.save_as(kit_zip)
    return profile, kit_zip


def _the_clis_kit(profile: Path, kit_zip: Path, previewed: dict, tmp_path: Path) -> None:
    """The ZIP's kit is the one the CLI builds from the downloaded profile, and the last preview was its
    first board sheet and the first page of its rules.pdf."""
    out = tmp_path / "cli"
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "accessible_kits",
            "build",
            "poison-corner",
            "-p",
            str(profile),
            "-o",
            str(out),
            "--audio",
            "off",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    cli = out / "poison-corner" / "studio-kit"
    cli_files = {p.relative_to(cli).as_posix(): p.read_bytes() for p in cli.rglob("*") if p.is_file()}
    with zipfile.ZipFile(kit_zip) as z:
        zipped = {n.removeprefix("poison-corner/studio-kit/"): z.read(n) for n in z.namelist()}
    assert sorted(zipped) == sorted(cli_files) and zipped == cli_files
    # the preview was the kit: its first board sheet (but for the font subset, a page's own in the preview,
    # the kit's for all its pages) and the first page of its rules.pdf, drawn by pdftocairo
    no_fonts = functools.partial(re.sub, r"@font-face \{[^}]*\}", "")
    assert no_fonts(previewed["board"]) == no_fonts(cli_files["pages/board-1.svg"].decode("utf-8"))
    first = subprocess.run(
        ["pdftocairo", "-svg", "-f", "1", "-l", "1", "-", "-"],
        input=cli_files["rules.pdf"],
        capture_output=True,
        check=True,
    ).stdout
    assert previewed["card"] == first.decode("utf-8")
    manifest = json.loads(cli_files["manifest.json"])
    assert manifest["profile"]["cell_size"] == 30 and manifest["profile"]["foreground"] == "#1F1F1F"


def test_keyboard_only_flow_builds_the_clis_kit(studio, browser, tmp_path):
    """Choose a game, a profile, change the cell size and the colours, see the preview change and a contrast
    failure explained, build, open the kit page, download the ZIP and the profile: by keyboard only. The ZIP's kit
    is the CLI's, and the last preview was its first board sheet and the first page of its rules.pdf."""
    b, axe = browser
    context = b.new_context(accept_downloads=True, bypass_csp=True, viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(studio.url)
    _up_to_date(page)
    states = {"empty form": _axe(page, axe)}
    refreshed = _choose_game_profile_and_cell_size(page)
    _contrast_failure_explained(page, axe, states)
    previewed = _colours_fixed_and_built(page, axe, states)
    _kit_page_opened(page, context, studio, axe, states)
    profile, kit_zip = _profile_and_kit_downloaded(page, tmp_path)
    context.close()
    print(
        "\naxe-core violations by state:",
        {k: len(v) for k, v in states.items()},
        f"\nfrom the cell size typed to both previews drawn again: {refreshed * 1000:.0f} ms",
    )
    assert states == {k: [] for k in states}
    _the_clis_kit(profile, kit_zip, previewed, tmp_path)


def test_upload_refusal_is_shown_beside_the_upload(studio, browser, tmp_path):
    b, axe = browser
    context = b.new_context(bypass_csp=True)
    page = context.new_page()
    page.goto(studio.url)
    bad = tmp_path / "wide.toml"
    bad.write_text(BAD_GAME)
    page.set_input_files("#upload", str(bad))
    page.wait_for_function("document.getElementById('upload-status').textContent.startsWith('Not used')")
    assert page.text_content("#upload-status") == (
        "Not used: wide.toml: params.columns: 40 is not allowed; use a whole number from 2 to 26."
    )
    assert page.get_attribute("#upload", "aria-invalid") == "true"
    assert page.get_attribute("#upload-status", "class") == "note error"
    assert "upload-status" in page.get_attribute("#upload", "aria-describedby")
    violations = _axe(page, axe)
    page.set_input_files("#upload", str(ROOT / "samples" / "poison-corner-5x5.toml"))
    page.wait_for_function("document.getElementById('upload-status').textContent.startsWith('Ready')")
    assert page.eval_on_selector("#game-upload", "el => el.checked && el.value.startsWith('upload:')")
    assert (
        page.get_attribute("#upload-status", "class") == "note"
        and page.get_attribute("#upload", "aria-invalid") is None
    )
    page.wait_for_function("document.getElementById('board-img').alt.includes('5 columns')", timeout=120_000)
    assert page.get_attribute("#board-img", "alt").startswith("Poison corner, 5 by 5")
    page.evaluate("document.querySelector('main').append(document.createElement('input'))")
    planted = {v[0] for v in _axe(page, axe)}  # the harness finds a fault planted in the studio page
    context.close()
    assert violations == [] and "label" in planted


def test_no_sound_file_chosen_is_said_beside_the_boxes(studio, browser):
    """A group of boxes (speech.formats) left empty: the error is beside the group in plain words, the summary
    names the group by its legend, and Build takes the keyboard to the first box."""
    b, axe = browser
    context = b.new_context(bypass_csp=True)
    page = context.new_page()
    page.goto(studio.url)
    _up_to_date(page)
    _tab_to(page, "#f-speech-formats-mp3")
    page.keyboard.press("Space")
    page.wait_for_function("document.getElementById('err-speech-formats').textContent !== ''")
    assert page.text_content("#err-speech-formats") == "Nothing is chosen; choose one or more of mp3, wav."
    assert page.get_attribute("#field-speech-formats", "aria-invalid") == "true"
    assert page.text_content("#check-summary") == (
        "1 field needs a change. Sound files: Nothing is chosen; choose one or more of mp3, wav."
    )
    violations = _axe(page, axe)
    _tab_to(page, "#build")
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "f-speech-formats-mp3"
    assert page.text_content("#build-status") == "Please fix the marked fields first."
    context.close()
    assert violations == []


def test_true_size_follows_the_ruler_by_keyboard(studio, browser):
    """True size: the board is drawn at its width in mm times the screen's pixels per mm, which the
    ruler sets (kept in the browser); by keyboard only."""
    b, _ = browser
    context = b.new_context(bypass_csp=True)
    page = context.new_page()
    page.goto(studio.url)
    _up_to_date(page)

    def width() -> float:
        return page.evaluate("parseFloat(getComputedStyle(document.getElementById('board-img')).width)")

    fitted = width()
    _tab_to(page, "#true-size")
    page.keyboard.press("Space")
    board_mm = float(page.get_attribute("#board-img", "data-width-mm"))
    assert width() == pytest.approx(board_mm * 96 / 25.4, abs=0.2) and width() != fitted
    _tab_to(page, "#ruler-box summary")
    page.keyboard.press("Enter")
    _tab_to(page, "#ruler-longer")
    for _ in range(10):
        page.keyboard.press("Enter")  # 20 px longer: this screen has more pixels in 10 cm
    _tab_to(page, "#ruler-save")
    page.keyboard.press("Enter")
    per_mm = (96 / 2.54 * 10 + 20) / 100
    assert float(page.evaluate("localStorage.getItem('accessible-kits-px-per-mm')")) == pytest.approx(per_mm)
    assert width() == pytest.approx(board_mm * per_mm, abs=0.2)
    page.reload()  # kept in the browser
    _up_to_date(page)
    _tab_to(page, "#true-size")
    page.keyboard.press("Space")
    assert width() == pytest.approx(board_mm * per_mm, abs=0.2)
    context.close()


_TARGETS = """() => Array.from(document.querySelectorAll('main input, main select, main button, main summary, main a'))
    .filter((el) => el.getClientRects().length)
    .map((el) => {
      const box = (el.type === 'checkbox' || el.type === 'radio') ? el.parentElement.querySelector('label') : el;
      const r = box.getBoundingClientRect();
      return [el.id || el.textContent.trim(), Math.round(r.height), Math.round(r.right)];
    })"""


def test_at_200_percent_zoom_and_in_forced_colours(studio, browser):
    """Chromium at 200 % zoom in a 1280 by 900 window (a 640 by 450 CSS-pixel page, 2 device pixels each):
    one column, nothing beyond the right edge, Atkinson Hyperlegible loaded in both weights, every
    target at least 44 pixels tall. In forced colours an
    error is still told apart from the focus (dashed, underlined), and the previews and colour pickers keep
    their colours; axe-core finds nothing in either."""
    b, axe = browser
    context = b.new_context(bypass_csp=True, viewport={"width": 640, "height": 450}, device_scale_factor=2)
    page = context.new_page()
    page.goto(studio.url)
    _up_to_date(page)
    _replace_text(page, "#f-foreground", "#999999")
    page.wait_for_function("document.getElementById('err-foreground').textContent.includes('Contrast')")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    # the page's own type is the kits' legible default, served by the studio (few machines have it)
    loaded = page.evaluate("""() => document.fonts.ready.then(() => [...document.fonts]
        .filter(f => f.family.replace(/["']/g, '') === 'Atkinson Hyperlegible' && f.status === 'loaded')
        .map(f => f.weight).sort())""")
    assert loaded == ["400", "700"], loaded
    targets = page.evaluate(_TARGETS)
    assert len(targets) > 40
    assert [t for t in targets if t[1] < 44 or t[2] > 640] == []
    zoomed = _axe(page, axe)

    page.emulate_media(forced_colors="active")
    style = page.evaluate("""() => {
        const s = (id, pseudo) => getComputedStyle(document.getElementById(id), pseudo);
        document.getElementById('f-background').focus();
        return {error: s('err-foreground').textDecorationLine, invalid: s('f-foreground').outlineStyle,
                focus: [s('f-background').outlineStyle, parseFloat(s('f-background').outlineWidth)],
                board: s('board-img').forcedColorAdjust, card: s('card-img').forcedColorAdjust,
                picker: [s('pick-foreground').forcedColorAdjust, document.getElementById('pick-foreground').value]};
        }""")
    assert style == {
        "error": "underline",
        "invalid": "dashed",
        "focus": ["solid", 4],
        "board": "none",
        "card": "none",
        "picker": ["none", "#999999"],
    }
    forced = _axe(page, axe)
    context.close()
    assert zoomed == [] and forced == []


def test_form_is_made_from_the_profile_declaration(studio):
    """Every key's field, with its label, unit, range and help, and nothing else."""
    from html import escape

    from accessible_kits.profile import KEYS
    from accessible_kits.studio.page import help_words, plain

    status, html = studio.call("GET", "/", origin=None)
    text = html.decode("utf-8")
    assert status == 200
    for k in KEYS:
        s = k.name.replace(".", "-").replace("_", "-")
        if k.kind.input == "checkboxes":  # several choices: a fieldset named by its legend, a box each
            assert f'<fieldset class="field" id="field-{s}" data-key="{k.name}"' in text, k.name
            assert f"<legend>{escape(k.label)}</legend>" in text
            assert all(f'id="f-{s}-{o}" value="{o}" data-several="{k.name}"' in text for o in k.kind.options)
        else:
            assert f'id="f-{s}" name="{k.name}"' in text, k.name
            assert f'<label for="f-{s}">{escape(k.label)}' in text
        contrast = f" contrast-{s}" if k.kind.input == "colour" else ""
        assert f'aria-describedby="help-{s}{contrast} err-{s}"' in text
        assert f'<p class="help" id="help-{s}">{escape(help_words(k))}</p>' in text
        if k.kind.input not in ("select", "checkbox", "checkboxes"):  # the control shows the choices
            assert plain(k.kind.allowed()).replace("a list of ", "")[:12] in help_words(k)
        # plain words: no file syntax, no "Allowed: true, false" beside a box
        assert not re.search(r'[`\[\]]|"\w+"|Allowed:|luminance', help_words(k)), help_words(k)
    assert text.count('data-key="') == len(KEYS)
    assert 'min="15" max="60"' in text  # cell_size's range


# -- refusals --------------------------------------------------------------------------


def test_refusals_say_why_and_change_nothing(studio):
    """Another page, another host name, an oversized upload, a broken game file, a path in a field:
    each is refused with one clear line, and the work folder is byte for byte as it was."""
    cases = [
        (
            ("POST", "/api/check", _profile(), None, "http://evil.example"),
            403,
            "Requests from other web pages are refused (this one came from 'http://evil.example').",
        ),
        (("POST", "/api/build", _profile(), None, "http://evil.example"), 403, "Requests from other web pages"),
        (
            ("POST", "/api/build", _profile(), {"Sec-Fetch-Site": "cross-site"}, "own"),
            403,
            "Requests from other web pages are refused.",
        ),
        (("POST", "/api/build", _profile(), None, None), 403, "Changes are accepted only from the studio's own page."),
        (
            ("GET", "/", None, {"Host": f"evil.example:{studio.port}"}, None),
            421,
            f"This studio answers only at {studio.url}",
        ),
        (
            ("POST", "/api/check", _profile(), {"Host": f"localhost.evil.example:{studio.port}"}, "own"),
            421,
            f"This studio answers only at {studio.url}",
        ),
        (
            ("GET", "/", None, {"Host": f"127.0.0.1:{studio.port + 1}"}, None),
            421,
            f"This studio answers only at {studio.url}",
        ),
        (
            ("POST", "/api/game", b"# " + b"x" * 1_000_000, {"X-File-Name": "big.toml"}, "own"),
            413,
            "big.toml: 1000002 bytes is too big; at most 1000000 are allowed",
        ),
        (
            ("POST", "/api/game", iter([b"#" * 600_000] * 2), {"X-File-Name": "chunks.toml"}, "own"),
            413,
            "chunks.toml: too big; at most 1000000 bytes are allowed",
        ),  # no length said: counted as it comes
        (
            ("POST", "/api/game", BAD_GAME.encode(), {"X-File-Name": "wide.toml"}, "own"),
            400,
            "wide.toml: params.columns: 40 is not allowed; use a whole number from 2 to 26",
        ),
        (("POST", "/api/game", b"id = \n", {"X-File-Name": "broken.toml"}, "own"), 400, "broken.toml: not valid TOML"),
        (
            ("POST", "/api/game", 'title = "caf\u00e9"'.encode("latin-1"), {"X-File-Name": "../../x.toml"}, "own"),
            400,
            "your game file: not UTF-8 text (byte 13); save the game file as UTF-8",
        ),
        (
            ("POST", "/api/build", _profile(game="../../../etc/passwd"), None, "own"),
            400,
            "game: '../../../etc/passwd' is not allowed; choose one of corner-polyominoes, poison-corner, row-removal",
        ),
        (
            ("POST", "/api/build", {**_profile(), "base": "/etc/passwd"}, None, "own"),
            400,
            "base: '/etc/passwd' is not allowed; start from one of high-contrast, large-print, standard, tactile",
        ),
        (
            ("POST", "/api/preview/board", _profile(**{"../x": "1"}), None, "own"),
            400,
            "values: '../x' is not a profile key",
        ),
        (("POST", "/api/check", b"[" * 100_000, None, "own"), 413, "request: 100000 bytes is too big"),
    ]
    studio.refuses(cases)

    before = studio.files()
    status, answer = studio.json("POST", "/api/build", _profile(file_name="../../etc/cron.d/kit"))
    assert status == 400 and answer["errors"]["file_name"].startswith(
        "'../../etc/cron.d/kit' is not allowed; use letters, digits, hyphens and underscores"
    )
    # the two keys that name something on this computer take a name, never a file
    font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    status, answer = studio.json("POST", "/api/build", _profile(font=font, **{"speech.voice": "../../../etc/passwd"}))
    assert status == 400 and answer["errors"]["font"].startswith(f"'{font}' is not installed")
    if shutil.which("espeak-ng"):
        assert answer["errors"]["speech.voice"].startswith("'../../../etc/passwd' is not an installed espeak-ng voice")
    status, answer = studio.json("POST", "/api/check", _profile(cell="5"))
    assert status == 200 and answer["errors"] == {"cell_size": "'5mm' is not allowed; use a length from 15mm to 60mm"}
    status, _ = studio.call("GET", "/kits/" + "0" * 32 + "/..%2f..%2fuploads", origin=None)
    assert status == 404
    assert studio.files() == before


def test_checks_say_what_the_command_line_says(studio, tmp_path):
    """A value the form refuses, a colour that breaks a target and a game file that is not allowed get the
    words the command line says for the same file (which stops at the first; the studio shows them all)."""

    def cli(*args) -> str:
        run = subprocess.run(
            [sys.executable, "-m", "accessible_kits", *args],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            check=False,
        )
        assert run.returncode == 2 and run.stdout == "", run.stdout
        return run.stderr.strip()

    (tmp_path / "small.toml").write_text('extends = "standard"\ncell_size = "12mm"\n')
    status, answer = studio.json("POST", "/api/check", _profile(cell="12"))
    assert status == 200
    assert cli("check", "small.toml") == f"error: small.toml: cell_size: {answer['errors']['cell_size']}"

    (tmp_path / "grey.toml").write_text('extends = "standard"\nforeground = "#999999"\n')
    status, answer = studio.json("POST", "/api/check", {**_profile(), "values": {"foreground": "#999999"}})
    first = answer["problems"][0]
    assert status == 200 and answer["errors"] == {} and len(answer["problems"]) == 3
    assert cli("check", "grey.toml") == f"error: grey.toml: {first['where']}: {first['says']}"
    assert next(t for t in answer["targets"] if t["label"] == "Text contrast") == {
        "label": "Text contrast",
        "ratio": 2.85,
        "target": 4.5,
        "meets": False,
        "keys": ["foreground", "background", "contrast"],
    }

    # where a file would hold [] the form holds nothing: said so, not as "[]"
    status, answer = studio.json("POST", "/api/check", {**_profile(), "values": {"speech.column_names": " "}})
    assert status == 200 and answer["errors"] == {
        "speech.column_names": 'nothing is written; use "letters", "nato", or a list of up to 26 different words'
    }

    (tmp_path / "wide.toml").write_text(BAD_GAME)
    status, data = studio.call("POST", "/api/game", BAD_GAME.encode(), {"X-File-Name": "wide.toml"})
    assert status == 400
    assert cli("build", "wide.toml", "-o", "out", "--audio", "off") == f"error: {json.loads(data)['error']}"


def test_font_and_voice_are_checked_as_check_does(studio):
    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng libespeak-ng1")
    status, answer = studio.json("POST", "/api/check", _profile(**{"font": "No Such Sans", "speech.voice": "xx-nope"}))
    assert status == 200 and answer["toml"] is None
    assert answer["errors"]["font"].startswith("'No Such Sans' is not installed; use 'Atkinson Hyperlegible'")
    assert answer["errors"]["speech.voice"].startswith("'xx-nope' is not an installed espeak-ng voice; try one of en")


def test_serve_refuses_a_port_in_use_in_one_line(studio):
    run = subprocess.run(
        [sys.executable, "-m", "accessible_kits", "serve", "--port", str(studio.port)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr == (
        f"error: --port {studio.port}: cannot listen there (Address already in use); choose another with --port\n"
    )


# -- load ---------------------------------------------------------------------------------


def _previews_are_the_kits_pages(studio, shown: list, cells: list[str]) -> None:
    """Each preview answered is the page its profile's kit holds: a board sheet exactly, a card one A4
    page of several; two cards drawn again here are the same drawing."""
    import xml.etree.ElementTree as ET

    from accessible_kits.studio import work

    for part, cell, status, answer, _ in shown:
        assert status == 200, answer
        _, checked = studio.json("POST", "/api/check", _profile(cell, file_name=f"load-{cell}"))
        if part == "board":  # exactly the page the kit would hold
            assert answer["svg"] == work.board("poison-corner", checked["toml"], f"load-{cell}")["svg"]
        else:  # one A4 page, drawn from the PDF page WeasyPrint laid out (points: 72 an inch)
            root = ET.fromstring(answer["svg"].encode("utf-8"))
            size = [float(root.get(a).removesuffix("pt")) * 25.4 / 72 for a in ("width", "height")]
            assert size == pytest.approx([answer["width_mm"], answer["height_mm"]], abs=0.01)
            assert size == pytest.approx([210, 297], abs=0.01) and answer["pages"] > 1
    for cell in (cells[0], cells[-1]):  # two cards drawn again here: the same drawing
        _, checked = studio.json("POST", "/api/check", _profile(cell, file_name=f"load-{cell}"))
        answer = next(a for p, c, _, a, _ in shown if p == "card" and c == cell)
        assert answer["svg"] == work.card("poison-corner", checked["toml"], f"load-{cell}")["svg"]


def _builds_are_their_kits(studio, built: list) -> None:
    """Each build is done, and its ZIP holds the kit of its own game and profile."""
    for n, (game, cell, job, state) in enumerate(built):
        assert state["state"] == "done" and state["game"] == game and state["profile"] == f"build-{n}", state
        status, data = studio.call("GET", f"/api/build/{job}/kit.zip", origin=None)
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            manifest = json.loads(z.read(f"{game}/build-{n}/manifest.json"))
        assert status == 200 and manifest["game"] == game and manifest["profile"]["cell_size"] == float(cell)


def _one_person_typing(one_preview) -> dict[str, list[float]]:
    """The seconds of each preview when one person types: a board and a card at once, nothing else."""
    alone: dict[str, list[float]] = {"board": [], "card": []}
    for cell in ("31", "32", "33", "34", "35"):
        with ThreadPoolExecutor(2) as pool:
            for part, _, status, _, took in pool.map(one_preview, ("board", "card"), (cell, cell)):
                assert status == 200
                alone[part].append(took)
    return alone


def test_load_20_previews_and_4_builds_at_once(studio):
    """20 preview requests and 4 builds on loopback at the same time: every answer is the right one.
    The median time of a preview is printed for the issue's note; no time is asserted."""
    cells = [str(20 + n) for n in range(10)]
    previews = [(part, cell) for cell in cells for part in ("board", "card")]
    builds = [("poison-corner", "21"), ("row-removal", "22"), ("corner-polyominoes", "23"), ("poison-corner", "24")]

    def one_preview(part, cell):
        started = time.perf_counter()
        status, answer = studio.json("POST", f"/api/preview/{part}", _profile(cell, file_name=f"load-{cell}"))
        return part, cell, status, answer, time.perf_counter() - started

    def one_build(n, game, cell):
        status, answer = studio.json(
            "POST", "/api/build", {**_profile(cell, file_name=f"build-{n}", game=game), "audio": False}
        )
        assert status == 200, answer
        return game, cell, answer["job"], _wait_built(studio, answer["job"])

    for part in ("board", "card"):  # the workers are up (as after the first preview a person sees)
        assert one_preview(part, "40")[2] == 200
    answered, done = [], threading.Event()

    def keep_asking():  # someone else opening the page while all this runs
        while not done.is_set():
            t = time.perf_counter()
            assert studio.call("GET", "/", origin=None)[0] == 200
            answered.append(time.perf_counter() - t)
            done.wait(0.25)

    with ThreadPoolExecutor(len(previews) + len(builds) + 1) as pool:
        asking = pool.submit(keep_asking)
        started = [pool.submit(one_build, n, g, c) for n, (g, c) in enumerate(builds)]
        shown = [pool.submit(one_preview, part, cell) for part, cell in previews]
        shown = [f.result() for f in shown]
        built = [f.result() for f in started]
        done.set()
        asking.result()

    _previews_are_the_kits_pages(studio, shown, cells)
    _builds_are_their_kits(studio, built)

    times = {part: sorted(t for p, _, _, _, t in shown if p == part) for part in ("board", "card")}
    alone = _one_person_typing(one_preview)
    print(
        "\nstudio previews, 20 at once with 4 builds running: median "
        + ", ".join(f"{part} {statistics.median(t):.2f} s" for part, t in times.items())
        + f", all {statistics.median(times['board'] + times['card']):.2f} s; one person typing: median "
        + ", ".join(f"{part} {statistics.median(t):.2f} s" for part, t in alone.items())
        + f" (cores: {os.cpu_count()})"
        + f"; the page meanwhile answered {len(answered)} times, median {statistics.median(answered) * 1000:.0f} ms, "
        f"slowest {max(answered) * 1000:.0f} ms"
    )


def test_open_work_folder_and_stopping(tmp_path):
    """--open gives the browser the studio's address. Every file a request makes (an upload, a preview, a
    build, its ZIP) is in the studio's work folder: with a fresh TMPDIR and HOME nothing else is left but
    the font cache the CLI shares. Ctrl-C stops it with a plain line and the work folder is gone.
    This one listens on every address: it warns, and still takes no domain name."""
    tmp, home, opened = tmp_path / "tmp", tmp_path / "home", tmp_path / "opened.txt"
    tmp.mkdir()
    home.mkdir()
    browser = tmp_path / "browser.sh"  # a web browser that only writes down what it was asked to open
    browser.write_text(f'#!/bin/sh\nprintf %s "$1" > {opened}.tmp && mv {opened}.tmp {opened}\n')
    browser.chmod(0o755)
    env = {
        **os.environ,
        "TMPDIR": str(tmp),
        "HOME": str(home),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "BROWSER": f"{browser} %s",
    }
    env.pop("ACCESSIBLE_KITS_FONTCONFIG", None)
    server = Server("0.0.0.0", ("--open",), env)
    assert server.work.parent == tmp
    for _ in range(100):
        if opened.exists():
            break
        time.sleep(0.1)
    assert opened.read_text() == server.url
    assert server.call("GET", "/", headers={"Host": f"rebound.example:{server.port}"}, origin=None)[0] == 421
    status, answer = server.json(
        "POST",
        "/api/game",
        (ROOT / "samples" / "row-2-5-7.toml").read_bytes(),
        headers={"X-File-Name": "row-2-5-7.toml"},
    )
    assert status == 200 and list((server.work / "uploads").glob("*.toml"))
    for part in ("board", "card"):
        status, _ = server.json("POST", f"/api/preview/{part}", _profile(game=answer["game"]))
        assert status == 200
    status, started = server.json("POST", "/api/build", {**_profile(game=answer["game"]), "audio": False})
    assert status == 200 and _wait_built(server, started["job"])["state"] == "done"
    assert server.call("GET", f"/api/build/{started['job']}/kit.zip", origin=None)[0] == 200
    server.proc.send_signal(signal.SIGINT)
    out, err = server.proc.communicate(timeout=60)
    assert server.proc.returncode == 0 and not server.work.exists()
    assert out == "The studio has stopped.\n"
    assert err == ("warning: the studio listens on 0.0.0.0: other computers that can reach this address can use it\n")
    assert [p.name for p in tmp.iterdir() if not p.name.startswith("accessible-kits-fontconfig-")] == []
    assert sorted(p.relative_to(home).as_posix() for p in home.rglob("*")) == []
