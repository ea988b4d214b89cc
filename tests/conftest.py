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

# Builds in tests (and the CLI they start) use a cache folder of their own, never the user's.
os.environ.pop("ACCESSIBLE_KITS_CACHE", None)
os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="accessible-kits-test-cache-")
atexit.register(shutil.rmtree, os.environ["XDG_CACHE_HOME"], True)

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


@pytest.fixture(scope="session")
def kits(tmp_path_factory) -> Path:
    """Every built-in game at every bundled profile, with audio: built once per run, and shared
    by the xdist workers of `make test` (the first to need it builds it, the others wait)."""
    from filelock import FileLock

    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng libespeak-ng1")
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # the run's folder, above each worker's own
    out = root / "kits"
    with FileLock(str(root / "kits.lock")):
        if not (out / "index.html").exists():  # the index is swapped in last: its presence means a whole build
            build(GAMES, PROFILES, out, jobs=os.cpu_count() or 2, options={"audio": "on"})
    return out


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

    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent
    return brf.braille_kits(root)
