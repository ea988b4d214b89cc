"""Shared fixtures: one full build of every built-in game at every bundled profile.

Real tools only. With CI=true a missing tool fails the run; elsewhere the test
is skipped with the command that installs the tool.
"""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from accessible_kits.build import build
from accessible_kits.games import builtin_ids
from accessible_kits.profile import builtin_profiles

# Builds in tests (and the CLI they start) use a cache folder of their own, never the user's: one
# folder for the whole run, made by its first process (pytest, or the xdist controller) and
# inherited by the xdist workers, so a speech or a page one worker made is a hit in the other.
os.environ.pop("ACCESSIBLE_KITS_CACHE", None)
if not os.environ.get("ACCESSIBLE_KITS_TEST_CACHE"):
    os.environ["ACCESSIBLE_KITS_TEST_CACHE"] = tempfile.mkdtemp(prefix="accessible-kits-test-cache-")
    atexit.register(shutil.rmtree, os.environ["ACCESSIBLE_KITS_TEST_CACHE"], True)
os.environ["XDG_CACHE_HOME"] = os.environ["ACCESSIBLE_KITS_TEST_CACHE"]

ROOT = Path(__file__).resolve().parent.parent
GAMES = builtin_ids()
PROFILES = builtin_profiles()


def pytest_addoption(parser):
    parser.addoption(
        "--accept-golden", action="store_true", help="rewrite golden files from this build (review the diff)"
    )


def need(ok: bool, what: str, install: str) -> None:
    """Fail in CI, skip elsewhere, when a real tool is missing."""
    if ok:
        return
    if os.environ.get("CI") == "true":
        pytest.fail(f"{what} is missing in CI; `make test` should have installed it ({install})")
    pytest.skip(f"{what} is missing: install it with `{install}` (or run `make test`)")


def need_cmd(cmd: str, package: str) -> str:
    path = shutil.which(cmd)
    need(path is not None, cmd, f"sudo apt-get install {package}")
    assert path is not None  # need() has skipped or failed the test otherwise
    return path


def run_folder(tmp_path_factory) -> Path:
    """The run's temporary folder: above each xdist worker's own, so every worker finds there what
    one of them built (a module or session fixture is otherwise made once in each worker)."""
    root = tmp_path_factory.getbasetemp()
    return root.parent if os.environ.get("PYTEST_XDIST_WORKER") else root


def built_once(
    tmp_path_factory, name: str, games, profiles, options: dict, *, profile_files: dict | None = None
) -> Path:
    """GAMES x PROFILES built once per run into the run's folder NAME, whichever worker asks first
    (the others wait on its lock, then share it). `profile_files` {id: TOML} are written beside it
    and built too. Tests read the folder, never change it."""
    from filelock import FileLock

    root = run_folder(tmp_path_factory)
    out = root / name
    with FileLock(str(root / f"{name}.lock")):
        if not (out / "index.html").exists():  # the index is swapped in last: its presence means a whole build
            refs = list(profiles)
            for pid, text in (profile_files or {}).items():
                path = root / f"{name}-profiles" / f"{pid}.toml"
                path.parent.mkdir(exist_ok=True)
                path.write_text(text)
                refs.append(str(path))
            build(list(games), refs, out, os.cpu_count() or 2, options)
    return out


@pytest.fixture(scope="session")
def kits(tmp_path_factory) -> Path:
    """Every built-in game at every bundled profile, with audio: built once per run, and shared
    by the xdist workers of `make test` (the first to need it builds it, the others wait)."""
    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng libespeak-ng1")
    return built_once(tmp_path_factory, "kits", GAMES, PROFILES, {"audio": "on"})


def kit_dir(kits: Path, game: str, profile: str) -> Path:
    return kits / game / profile


def render_page(pdf: Path, page: int, dpi: int, out: Path, *, gray: bool = False, crop_mm=None) -> Path:
    """pdftoppm one page to PNG; returns the PNG path. `crop_mm` = (x, y, width, height) from the
    page's top-left corner renders only that part: a fine measurement needs no whole A3 page."""
    need_cmd("pdftoppm", "poppler-utils")
    stem = out / f"{pdf.stem}-{page}-{dpi}"
    args = ["pdftoppm", "-r", str(dpi), "-f", str(page), "-l", str(page), "-png", "-singlefile"]
    if gray:
        args.append("-gray")
    if crop_mm is not None:
        px = [str(round(v / 25.4 * dpi)) for v in crop_mm]
        args += ["-x", px[0], "-y", px[1], "-W", px[2], "-H", px[3]]
    subprocess.run(args + [str(pdf), str(stem)], check=True)
    return stem.with_suffix(".png")


@pytest.fixture(scope="session")
def browser():
    need(shutil.which("chromium") is not None, "chromium", "sudo apt-get install chromium")
    axe = ROOT / "node_modules" / "axe-core" / "axe.min.js"
    need(axe.exists(), "axe-core", "npm install (in the project folder)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(
            executable_path=shutil.which("chromium"),
            args=[
                "--no-sandbox",
                "--disable-background-networking",
                "--disable-gpu",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
            ],
        )
        yield b, axe
        b.close()


def axe_violations(browser, path: Path) -> list:
    """axe-core's violations for the WCAG 2.2 A/AA tags, target-size on, in headless Chromium."""
    b, axe = browser
    page = b.new_page()
    page.goto(path.as_uri())
    page.add_script_tag(path=str(axe))
    result = page.evaluate("""async () => await axe.run(document, {
        runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']},
        rules: {'target-size': {enabled: true}}, resultTypes: ['violations']})""")
    page.close()
    return [(v["id"], v["help"], [n["target"] for n in v["nodes"]][:3]) for v in result["violations"]]


@pytest.fixture(scope="module")
def bk(tmp_path_factory) -> Path:
    """The braille kits (brf.braille_kits): every game at both braille profiles and an interpoint
    one, built once for tests/test_braille.py and tests/test_pef.py (xdist workers share them)."""
    import brf

    return brf.braille_kits(run_folder(tmp_path_factory))
