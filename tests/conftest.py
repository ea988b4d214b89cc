"""Shared fixtures: one full build of every built-in game at every bundled profile.

Real tools only. With CI=true a missing tool fails the run; elsewhere the test
is skipped with the command that installs the tool.
"""

from __future__ import annotations

import atexit
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

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
# pytest's temporary folders under the checkout, not the machine's shared /tmp/pytest-of-USER: pytest
# keeps that folder's 3 newest runs and deletes the rest, so with more runs at once (worktrees side by
# side) one run deleted another's folder under it, and that run's kits head start hung on it.
os.environ.setdefault("PYTEST_DEBUG_TEMPROOT", str(ROOT / ".pytest-tmp"))
(ROOT / ".pytest-tmp").mkdir(exist_ok=True)

# No time limit per example: a loaded machine (2 cores, the whole suite) is no failure of a property.
settings.register_profile("kits", deadline=None)
settings.load_profile("kits")

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
    tmp_path_factory,
    name: str,
    games,
    profiles,
    options: dict,
    *,
    profile_files: dict | None = None,
    game_files: dict | None = None,
) -> Path:
    """GAMES x PROFILES built once per run into the run's folder NAME, whichever worker asks first
    (the others wait on its lock, then share it). `profile_files` and `game_files` {id: TOML} are
    written beside it and built too. Tests read the folder, never change it."""
    root = run_folder(tmp_path_factory)
    return build_shared(root, name, games, profiles, options, profile_files=profile_files, game_files=game_files)


def build_shared(
    root: Path,
    name: str,
    games,
    profiles,
    options: dict,
    *,
    profile_files: dict | None = None,
    game_files: dict | None = None,
) -> Path:
    """built_once's build into ROOT/NAME, under ROOT/NAME.lock: the first process to take the lock
    builds (a worker's fixture, or the head start below), the others wait, then find it whole."""
    from filelock import FileLock

    out = root / name
    with FileLock(str(root / f"{name}.lock")):
        if not (out / "index.html").exists():  # the index is swapped in last: its presence means a whole build
            refs = {"games": list(games), "profiles": list(profiles)}
            for kind, files in (("games", game_files), ("profiles", profile_files)):
                for stem, text in (files or {}).items():
                    path = root / f"{name}-{kind}" / f"{stem}.toml"
                    path.parent.mkdir(exist_ok=True)
                    path.write_text(text)
                    refs[kind].append(str(path))
            build(refs["games"], refs["profiles"], out, os.cpu_count() or 2, options)
    return out


# -- the shared kits first: the longest chain of the run ----------------------------------------
# The kits fixture (18 kits with audio, about 3 CPU minutes) is what most integration modules wait
# for. So the modules that need it run last (those that need only the kits without sound, bk, just
# before them), and one process, started when the first worker has collected, builds it at once, then
# the kits without sound, while the workers run the modules that need no shared build. The fixtures
# stay the one source of their kits: each waits on the same lock, and builds them itself if the head
# start could not.
KITS = ("kits", GAMES, PROFILES, {"audio": "on"})
HEAD_START: list[subprocess.Popen] = []


# The modules with the longest tests, heaviest first (the full run's --durations, stop 35): each
# group starts with them, so no long test is left to run alone at the end while the other worker idles.
LONGEST = (
    "test_split.py",  # a 2-job build from an empty cache, and its one-job twin
    "test_faults.py",  # builds killed at random moments
    "test_pipeline.py",  # the writers in every order
    "test_cache.py",
    "test_studio.py",
    "test_fuzz.py",
    "test_speech.py",  # with the kits: the recognizer alone is the run's longest test
    "test_epub.py",  # Ace and EPUBCheck
    "test_words.py",  # two games of one's own, built
    "test_margins.py",
    "test_pdf_ua.py",  # every page drawn without the font
    "test_tactile.py",  # a long title built at tactile
)
# The longest tests, heaviest first: each goes first in its module, so a module's long test is handed
# out with the module's start, not after its short ones (--dist load hands tests out in this order).
LONGEST_TESTS = (
    "test_speech_is_at_least_as_intelligible_as_plain_espeak",
    "test_ace_finds_no_violation",
    "test_braille_labels_in_large_print",
    "test_epubcheck_finds_nothing",
    "test_a_long_title_runs_over_in_braille_never_cut_off",
    "test_mp3_loudness_peak_chapters_and_tags",
    "test_no_ink_near_the_edges_at_generated_profiles",
    "test_svg_pages_look_the_same_without_the_font",
)


def _needs(item) -> int:
    """0: no shared build, 1: the kits without sound only, 2: the kits."""
    names = getattr(item, "fixturenames", ())
    return 2 if "kits" in names else 1 if "bk" in names else 0


def _rank(name: str, longest: tuple[str, ...]) -> int:
    return longest.index(name) if name in longest else len(longest)


def _shared_fixtures(item) -> set[str]:
    """The fixtures of this conftest an item uses: a module's own fixture of the same name (ten unit
    modules call theirs `kits`) needs no head start, which would build 18 kits nobody reads."""
    info = getattr(item, "_fixtureinfo", None)
    if info is None:
        return set()
    return {name for name, defs in info.name2fixturedefs.items() if defs and defs[-1].func.__module__ == __name__}


def pytest_collection_modifyitems(session, config, items):
    """Whole modules in the order of the shared builds they need, the longest first within each (then
    in collection order), each module's longest tests first (then in collection order), and the kits'
    head start when some test needs them. Every xdist worker sorts alike (xdist requires it)."""
    need_of: dict[str, int] = {}
    place: dict[str, int] = {}  # each module's place in collection order
    for item in items:
        module = item.nodeid.split("::")[0]
        need_of[module] = max(need_of.get(module, 0), _needs(item))
        place.setdefault(module, len(place))

    def order(item) -> tuple[int, int, int, int]:
        module = item.nodeid.split("::")[0]
        test = getattr(item, "originalname", item.name)
        return need_of[module], _rank(module.rsplit("/", 1)[-1], LONGEST), place[module], _rank(test, LONGEST_TESTS)

    items.sort(key=order)
    first = os.environ.get("PYTEST_XDIST_WORKER", "gw0") == "gw0"
    used = {name for item in items for name in _shared_fixtures(item)}
    if first and not config.option.collectonly:
        root = run_folder(config._tmp_path_factory)
        # the kits first (the longest chain), then the kits without sound, which the modules before
        # theirs read: built while the workers run the modules that need neither, none waits for them
        builds = [
            name
            for name, fixture in (("kits", "kits"), ("silent-kits", "bk"))
            if fixture in used and not (root / name / "index.html").exists()
        ]
        if "kits" in builds and not shutil.which("espeak-ng"):
            builds.remove("kits")  # the kits fixture skips (or fails in CI) without a speech engine
        if builds:
            env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
            with (root / "kits-head-start.log").open("w") as log:
                cmd = [sys.executable, __file__, str(root), *builds]
                HEAD_START.append(
                    subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True)
                )


def pytest_unconfigure(config):
    """The head start ends with the run: reaped when done, stopped (its whole group) when the run ended
    first (-x, Ctrl-C); a build stopped before its swap leaves no index, so nothing takes it for whole."""
    for proc in HEAD_START:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
        proc.wait()


@pytest.fixture(scope="session")
def kits(tmp_path_factory) -> Path:
    """Every built-in game at every bundled profile, with audio: built once per run, and shared
    by the xdist workers of `make test` (the first to need it builds it, the others wait)."""
    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng libespeak-ng1")
    return built_once(tmp_path_factory, *KITS[:3], KITS[3])


def kit_dir(kits: Path, game: str, profile: str) -> Path:
    return kits / game / profile


def render_page(pdf: Path, page: int, dpi: int, out: Path, *, gray: bool = False, crop_mm=None) -> Path:
    """pdftoppm one page to an image file (PPM, or PGM in gray: the pixels PNG would hold, without
    compressing and decompressing them, which took most of a render's time); returns its path. `crop_mm`
    = (x, y, width, height) from the page's top-left corner renders only that part: a fine measurement
    needs no whole A3 page."""
    need_cmd("pdftoppm", "poppler-utils")
    stem = out / f"{pdf.stem}-{page}-{dpi}"
    args = ["pdftoppm", "-r", str(dpi), "-f", str(page), "-l", str(page), "-singlefile"]
    if gray:
        args.append("-gray")
    if crop_mm is not None:
        px = [str(round(v / 25.4 * dpi)) for v in crop_mm]
        args += ["-x", px[0], "-y", px[1], "-W", px[2], "-H", px[3]]
    subprocess.run(args + [str(pdf), str(stem)], check=True)
    return stem.with_suffix(".pgm" if gray else ".ppm")


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
    """The kits without sound (brf.silent_kits): every game at both braille profiles, an interpoint
    one and large print, audio off, built once per run for the braille and PEF tests, test_sight, the
    sample kit and the kit pages without audio (xdist workers share them)."""
    import brf

    return brf.silent_kits(run_folder(tmp_path_factory))


if __name__ == "__main__":  # the head start (pytest_collection_modifyitems): python conftest.py ROOT BUILD...
    import brf

    for wanted in sys.argv[2:]:
        if wanted == "kits":
            build_shared(Path(sys.argv[1]), *KITS[:3], KITS[3])
        else:
            brf.silent_kits(Path(sys.argv[1]))
