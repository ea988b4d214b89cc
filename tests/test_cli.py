"""The command line on temporary folders: listings, builds, manifests, and one clear line per mistake."""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner

from accessible_kits.cli import main
from accessible_kits.profile import ALL_KEYS, SPEECH_KEYS, MARK_KEYS

ROOT = Path(__file__).resolve().parent.parent


def run(*args):
    return CliRunner().invoke(main, list(args))


def test_games_and_profiles_lists():
    games = run("games")
    assert games.exit_code == 0
    assert games.output.splitlines() == [
        "corner-polyominoes: Corner polyominoes (polyomino, 15-25 minutes)",
        "poison-corner: Poison corner (grid-removal, 8-15 minutes)",
        "row-removal: Row removal duel (row-removal, 5-10 minutes)",
    ]
    profiles = run("profiles")
    assert [line.split(":")[0] for line in profiles.output.splitlines()] == ["high-contrast", "large-print", "standard", "tactile"]


def test_every_command_has_an_example_and_is_documented():
    docs = (ROOT / "docs" / "cli.md").read_text()
    for name, command in main.commands.items():
        assert "Example: accessible-kits" in (command.help or ""), name
        assert f"accessible-kits {name}" in docs, f"docs/cli.md does not document {name}"


def test_every_profile_key_is_documented():
    docs = (ROOT / "docs" / "profiles.md").read_text()
    keys = [k for k in ALL_KEYS if k not in ("marks", "speech")]
    keys += [f"marks.{k}" for k in MARK_KEYS] + [f"speech.{k}" for k in SPEECH_KEYS]
    for key in keys:
        assert f"`{key}`" in docs, f"docs/profiles.md does not document {key}"


def test_check_reports_a_profile():
    result = run("check", "large-print")
    assert result.exit_code == 0
    assert "text contrast: 21.00:1 (target 7:1, AAA) - meets" in result.output


def test_build_a_users_game_file(tmp_path):
    result = run("build", str(ROOT / "samples" / "poison-corner-5x5.toml"), str(ROOT / "samples" / "row-2-5-7.toml"),
                 "-p", "standard", "-o", str(tmp_path), "--audio", "off", "--jobs", "2")
    assert result.exit_code == 0, result.output
    assert "[2/2]" in result.output
    rules = (tmp_path / "poison-corner-5x5" / "standard" / "rules.txt").read_text()
    assert "The board has 5 columns and 5 rows. That makes 25 cells." in rules
    rows = (tmp_path / "row-2-5-7" / "standard" / "rules.txt").read_text()
    assert "14 circles in all" in rows


def test_manifest_lists_every_file(tmp_path):
    result = run("build", "row-removal", "-p", "standard", "-o", str(tmp_path), "--audio", "off")
    assert result.exit_code == 0, result.output
    folder = tmp_path / "row-removal" / "standard"
    manifest = json.loads((folder / "manifest.json").read_text())
    listed = {f["path"] for f in manifest["files"]} | {"manifest.json"}
    on_disk = {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()}
    assert listed == on_disk
    assert manifest["profile"]["cell_mm"] == 20.0 and manifest["version"]
    first = manifest["files"][0]
    assert len(first["sha256"]) == 64 and first["bytes"] == (folder / first["path"]).stat().st_size


def _one_line_error(result, expected: str):
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert result.output.strip().splitlines() == [expected]


def test_profile_typo_is_one_line(tmp_path):
    bad = tmp_path / "mine.toml"
    bad.write_text('extends = "large-print"\ntext_sise = "20pt"\n')
    _one_line_error(run("build", "row-removal", "-p", str(bad), "-o", str(tmp_path / "out")),
                    f"error: {bad}: text_sise: unknown key; did you mean 'text_size'?")
    assert not (tmp_path / "out").exists(), "nothing is written when an input is wrong"


def test_broken_game_file_is_one_line(tmp_path):
    bad = tmp_path / "game.toml"
    bad.write_text('id = "g"\ntitle = "G"\nfamily = "grid-removal"\nminutes = [5, 10]\n[params]\ncolumns = 5\n')
    _one_line_error(run("build", str(bad), "-o", str(tmp_path / "out")),
                    f"error: {bad}: params: not valid for the grid-removal family ('rows')")


def test_unknown_game_is_one_line(tmp_path):
    _one_line_error(run("build", "poison-corners", "-o", str(tmp_path)),
                    "error: game 'poison-corners': not a built-in game (corner-polyominoes, poison-corner, row-removal) and not a .toml file")


def test_low_contrast_is_one_line(tmp_path):
    bad = tmp_path / "grey.toml"
    bad.write_text('extends = "standard"\nforeground = "#999999"\n')
    _one_line_error(run("check", str(bad)),
                    f"error: {bad}: foreground/background: contrast 2.85:1 is below 4.5:1, the AA target for text; "
                    "choose darker text or a lighter background")


def test_missing_font_is_one_line(tmp_path):
    bad = tmp_path / "font.toml"
    bad.write_text('extends = "standard"\nfont = "No Such Sans"\n')
    _one_line_error(run("check", str(bad)),
                    "error: font: 'No Such Sans' is not installed; use 'Atkinson Hyperlegible' "
                    "(pip install fontpkg-atkinson-hyperlegible) or a font that fc-list shows")


def test_unwritable_folder_is_one_line():
    """/proc refuses new folders even to root, so this runs the same everywhere."""
    result = run("build", "row-removal", "-o", "/proc/accessible-kits", "--audio", "off")
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1
    assert result.output.startswith("error: --output /proc/accessible-kits: cannot create the folder (")


def test_output_that_is_a_file_is_one_line(tmp_path):
    blocker = tmp_path / "kits"
    blocker.write_text("not a folder")
    result = run("build", "row-removal", "-o", str(blocker), "--audio", "off")
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert result.output.startswith(f"error: --output {blocker}: cannot create the folder (")


def test_failed_build_leaves_the_earlier_kit_untouched(tmp_path):
    out = tmp_path / "kits"
    assert run("build", "row-removal", "-p", "standard", "-o", str(out), "--audio", "off").exit_code == 0
    folder = out / "row-removal" / "standard"
    before = {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    game = tmp_path / "row-removal.toml"
    text = (ROOT / "accessible_kits" / "games" / "data" / "row-removal.toml").read_text()
    game.write_text(text.replace('after = "3-4-3"', 'after = "3-4-2"'))
    result = run("build", str(game), "-p", "standard", "-o", str(out), "--audio", "off")
    assert result.exit_code == 2
    assert "the file says 3-4-2 remain, the rules say 3-4-3" in result.output
    after = {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    assert after == before
    assert not [p for p in (out / "row-removal").iterdir() if p.name.startswith(".")], "no temporary folder is left"


def test_a_writer_failure_leaves_the_earlier_kit_untouched(tmp_path, monkeypatch):
    """A fault we cannot cause from outside (a writer crashing half-way), so it is injected."""
    out = tmp_path / "kits"
    assert run("build", "row-removal", "-p", "standard", "-o", str(out), "--audio", "off").exit_code == 0
    folder = out / "row-removal" / "standard"
    before = {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    from accessible_kits.writers import records

    def broken(kit, profile, ctx):
        raise OSError(28, "No space left on device", "kits/row-removal")

    monkeypatch.setattr(records, "write", broken)
    result = run("build", "row-removal", "-p", "standard", "-o", str(out), "--audio", "off", "--jobs", "1", "--force")
    assert result.exit_code == 2 and "No space left on device" in result.output
    assert {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()} == before


def test_help_starts_fast():
    import subprocess
    import sys
    import time

    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "accessible_kits", "--help"], check=True, capture_output=True)
    assert time.perf_counter() - t < 1.5
    out = subprocess.run([sys.executable, "-X", "importtime", "-m", "accessible_kits", "games"], capture_output=True, text=True)
    for heavy in ("weasyprint", "cairosvg", "pikepdf", "numpy", "pyttsx3"):
        assert not re.search(rf"\| {heavy}$", out.stderr, re.M), f"{heavy} is imported at start-up"


def test_installed_layout_finds_the_bundled_profiles(tmp_path):
    """`pip install .` puts profiles/ inside the package: the lookup must find them there too."""
    import shutil
    import subprocess
    import sys

    pkg = tmp_path / "accessible_kits"
    shutil.copytree(ROOT / "accessible_kits", pkg, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "profiles", pkg / "profiles")
    out = subprocess.run([sys.executable, "-c", "from accessible_kits.profile import profiles_dir, builtin_profiles;"
                          "print(profiles_dir()); print(builtin_profiles())"],
                         cwd=tmp_path, capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    folder, names = out.stdout.splitlines()
    assert folder == str(pkg / "profiles")
    assert names == "['high-contrast', 'large-print', 'standard', 'tactile']"
