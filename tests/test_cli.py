"""The command line on temporary folders: listings, builds, manifests, and one clear line per mistake."""

from __future__ import annotations

import json
from pathlib import Path

from accessible_kits.games import builtin_file
from cli_runner import GRID, files_in, one_line_error, run

ROOT = Path(__file__).resolve().parent.parent


def test_check_reports_a_profile():
    result = run("check", "large-print")
    assert result.exit_code == 0
    assert "text contrast: 21.00:1 (target 7:1, AAA) - meets" in result.output


def test_build_a_users_game_file(tmp_path):
    result = run(
        "build",
        str(ROOT / "samples" / "poison-corner-5x5.toml"),
        str(ROOT / "samples" / "row-2-5-7.toml"),
        "-p",
        "standard",
        "-o",
        str(tmp_path),
        "--audio",
        "off",
        "--jobs",
        "2",
    )
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
    assert manifest["profile"]["cell_size"] == 20.0 and manifest["version"]
    first = manifest["files"][0]
    assert len(first["sha256"]) == 64 and first["bytes"] == (folder / first["path"]).stat().st_size


def test_missing_font_is_one_line(tmp_path):
    bad = tmp_path / "font.toml"
    bad.write_text('extends = "standard"\nfont = "No Such Sans"\n')
    one_line_error(
        run("check", str(bad)),
        "error: font: 'No Such Sans' is not installed; use 'Atkinson Hyperlegible' "
        "(pip install fontpkg-atkinson-hyperlegible) or a font that fc-list shows",
    )


def test_failed_build_leaves_the_earlier_kit_untouched(tmp_path):
    out = tmp_path / "kits"
    assert run("build", "row-removal", "-p", "standard", "-o", str(out), "--audio", "off").exit_code == 0
    folder = out / "row-removal" / "standard"
    before = {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    game = tmp_path / "row-removal.toml"
    text = builtin_file("row-removal").read_text()
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


def test_installed_layout_finds_the_bundled_profiles(tmp_path):
    """`pip install .` puts profiles/ inside the package: the lookup must find them there too."""
    import shutil
    import subprocess
    import sys

    pkg = tmp_path / "accessible_kits"
    shutil.copytree(ROOT / "accessible_kits", pkg, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "profiles", pkg / "profiles")
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "from accessible_kits.profile import profiles_dir, builtin_profiles;"
            "print(profiles_dir()); print(builtin_profiles())",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"},
    )
    folder, names = out.stdout.splitlines()
    assert folder == str(pkg / "profiles")
    assert names == "['high-contrast', 'large-print', 'standard', 'tactile', 'tactile-3d', 'tactile-learner']"


# -- hostile input and faults (issue 12) -------------------------------------------


def test_schema_messages_name_file_key_and_what_is_allowed(tmp_path):
    game = tmp_path / "g.toml"
    cases = {
        'id = "g"\n'
        + GRID.replace(
            "columns = 4", 'columns = "7"'
        ): "params.columns: '7' is not allowed; use a whole number from 2 to 26",
        'id = "g"\n' + GRID.replace("columns = 4", "columns = 27"): "params.columns: 27 is not allowed",
        'id = "g"\n'
        + GRID.replace(
            "rows = 3", "rows = 3\npoison = 1"
        ): "params.poison: unknown key; allowed keys are columns, rows",
        'id = "g"\n' + GRID.replace("move =", "mvoe ="): "examples[1].steps[1].mvoe: unknown key; did you mean 'move'?",
        'id = "g"\n'
        + GRID.replace('"G"', '"A\\u0001"'): "title: 'A\\x01' is not allowed; use text without control characters",
        'id = "g"\n' + GRID.replace("[5, 10]", "[10, 5]"): "minutes: [10, 5] is not allowed",
        'id = "g"\nhost_key = 5\n' + GRID: "host_key: 5 is not allowed; use a table, like [host_key]",
        'id = "g"\n' + GRID.replace("[params]", "players = [1, 2]\n[params]"): "players[1]: 1 is not allowed",
        'id = "r"\ntitle = "R"\nfamily = "row-removal"\nminutes = [1, 2]\n[params]\nrows = [0]\n': (
            "params.rows[1]: 0 is not allowed; use a whole number from 1 to 15"
        ),
        'id = "r"\ntitle = "R"\nfamily = "row-removal"\nminutes = [1, 2]\n[params]\nrows = [3, 4]\n'
        'row_names = ["Top", "b"]\n': ("params.row_names[1]: 'Top' is not allowed; use lowercase letters"),
        'id = "p"\ntitle = "P"\nfamily = "polyomino"\nminutes = [1, 2]\n[params]\ncolumns = 5\nrows = 5\n'
        'starts = ["A1", "E5"]\npieces = [{ name = "x", cells = ["A1", "C1"] }]\n': (
            "params.pieces[1].cells: the piece 'x': the squares do not all touch along a side"
        ),
        'id = "p"\ntitle = "P"\nfamily = "polyomino"\nminutes = [1, 2]\n[params]\ncolumns = 5\nrows = 5\n'
        'starts = ["A1", "A1"]\npieces = [{ name = "x", cells = ["A1"] }]\n': (
            "params.starts: the two sides start on the same cell"
        ),
        'id = "g"\n'
        + GRID.replace("columns = 4", "columns = 26").replace(
            "rows = 3", "rows = 26"
        ): "params.rows: 26 columns x 26 rows is 676 cells; at most 400 cells are allowed",
        'id = "r"\ntitle = "R"\nfamily = "row-removal"\nminutes = [1, 2]\n[params]\nrows = [15, 2]\n'
        '[[examples]]\ntitle = "T"\nsteps = [{ move = "top row, 1" }]\n': (
            "params.rows: too big for A4 paper at cell_size 25mm (profile large-print); use fewer circles in a row"
        ),
    }
    for text, expected in cases.items():
        game.write_text(text)
        result = run("build", str(game), "-o", str(tmp_path / "out"), "--audio", "off")
        lines = result.output.strip().splitlines()
        assert result.exit_code == 2 and len(lines) == 1, result.output
        assert lines[0].startswith(f"error: {game}: {expected}"), (lines[0], expected)


def test_a_users_folder_in_the_way_is_never_replaced(tmp_path):
    out = tmp_path / "out"
    theirs = out / "row-removal" / "standard"
    theirs.mkdir(parents=True)
    (theirs / "mine.txt").write_text("mine")
    result = run("build", "row-removal", "-p", "standard", "-o", str(out), "--audio", "off")
    assert result.exit_code == 2 and "row-removal/standard holds no kit manifest of ours" in result.output
    assert files_in(out) == {"row-removal/standard/mine.txt": b"mine"}
    # A kit of ours with a file the user added is not replaced either.
    theirs.joinpath("mine.txt").unlink()
    theirs.rmdir()
    assert run("build", "row-removal", "-p", "standard", "-o", str(out), "--audio", "off").exit_code == 0
    (theirs / "my-notes.txt").write_text("mine")
    before = files_in(out)
    result = run("build", "row-removal", "-p", "standard", "-o", str(out), "--audio", "off")
    assert result.exit_code == 2 and "row-removal/standard/my-notes.txt is not part of the kit" in result.output
    assert files_in(out) == before
    # Nor is an index.html that is not ours.
    (theirs / "my-notes.txt").unlink()
    (out / "index.html").write_text("<p>my own page</p>")
    result = run("build", "poison-corner", "-p", "standard", "-o", str(out), "--audio", "off")
    assert result.exit_code == 2 and "index.html is not an index of kits, so it is left alone" in result.output
    assert (out / "index.html").read_text() == "<p>my own page</p>" and not (out / "poison-corner").exists()


def test_an_unreadable_manifest_is_reported_and_skipped_and_stale_folders_cleaned(tmp_path):
    out = tmp_path / "out"
    assert run("build", "row-removal", "-p", "standard", "-o", str(out), "--audio", "off").exit_code == 0
    broken = out / "other-game" / "standard"
    broken.mkdir(parents=True)
    (broken / "manifest.json").write_text("{ not json")
    stale = [
        out / ".accessible-kits-build-dead",
        out / "row-removal" / ".standard.old-999999999",
        out / "row-removal" / ".standard.tmp-999999999",
    ]
    for folder in stale:
        (folder / "kit").mkdir(parents=True)
        (folder / "kit" / "manifest.json").write_text('{"tool": "accessible-kits"}')
    result = run("build", "poison-corner", "-p", "standard", "-o", str(out), "--audio", "off")
    assert result.exit_code == 0, result.output
    assert (
        f"note: {broken / 'manifest.json'} cannot be read (not valid JSON), so the index leaves that kit out"
        in result.output
    )
    index = (out / "index.html").read_text()
    assert 'href="row-removal/standard/index.html"' in index and 'href="poison-corner/standard/index.html"' in index
    assert "other-game" not in index and ".standard" not in index
    assert not any(f.exists() for f in stale)
    assert (broken / "manifest.json").read_text() == "{ not json"


def test_a_failure_after_the_kits_are_written_changes_nothing(tmp_path, monkeypatch):
    """description = 5 once crashed the top index after the swap. Now everything is built first, and a
    failure in the swap itself (injected: we cannot make rename fail half-way from outside) is undone."""
    out = tmp_path / "out"
    assert (
        run("build", "row-removal", "-p", "standard", "-p", "large-print", "-o", str(out), "--audio", "off").exit_code
        == 0
    )
    before = files_in(out)
    game = tmp_path / "row-removal.toml"
    game.write_text(builtin_file("row-removal").read_text().replace('title = "Row removal duel"', 'title = "Changed"'))
    import accessible_kits.build as build_module

    def no_space(src, dst):
        raise OSError(28, "No space left on device", str(dst))

    monkeypatch.setattr(build_module.os, "replace", no_space)  # the index, the last step of the swap
    result = run("build", str(game), "-p", "standard", "-p", "large-print", "-o", str(out), "--audio", "off")
    monkeypatch.undo()
    assert result.exit_code == 2 and result.output.strip().splitlines() == [
        f"error: --output {out.resolve()}: cannot swap the kits in (No space left on device); "
        "earlier kits are left as they were"
    ]
    assert files_in(out) == before
    assert not list(out.rglob(".*"))
    # A folder where index.html should be is refused before anything is swapped.
    (out / "index.html").unlink()
    (out / "index.html").mkdir()
    result = run("build", str(game), "-p", "standard", "-o", str(out), "--audio", "off")
    assert result.exit_code == 2 and "index.html is not a file" in result.output
    assert dict(files_in(out)) == {k: v for k, v in before.items() if k != "index.html"}


def test_captions_and_record_sheets_are_escaped(tmp_path):
    from accessible_kits.writers.records import cell
    from accessible_kits.writers.spoken import Cue, vtt

    text = vtt([Cue(0, 1, "<script>alert(1)</script> & A --> B\n\nnext")])
    assert "<script>" not in text and "-->" not in text.split("\n", 4)[4] and "&amp;" in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; A --&gt; B\nnext" in text
    assert [cell(v) for v in ('=hyperlink("x")', "+1", "-1", "@a", "\tx", "\rx", "Move")] == [
        '\'=hyperlink("x")',
        "'+1",
        "'-1",
        "'@a",
        "'\tx",
        "'\rx",
        "Move",
    ]
    game = tmp_path / "g.toml"
    game.write_text('id = "g"\n' + GRID.replace('"G"', '"<b>Tom & Jerry</b> --> x"'))
    out = tmp_path / "out"
    result = run("build", str(game), "-p", "standard", "-o", str(out), "--audio", "off")
    assert result.exit_code == 0, result.output
    kit = out / "g" / "standard"
    for vtt_file in kit.rglob("*.vtt"):
        body = vtt_file.read_text().split("\n\n", 1)[1]
        assert "<b>" not in body and " --> x" not in body, vtt_file


def test_parallel_builds_leave_no_temporary_files(tmp_path, monkeypatch):
    """WeasyPrint and speech write temporary files; they live in the build's work folder."""
    import tempfile

    private = tmp_path / "tmp"
    private.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(private))
    monkeypatch.setenv("TMPDIR", str(private))
    result = run(
        "build",
        "row-removal",
        "poison-corner",
        "-p",
        "standard",
        "-o",
        str(tmp_path / "out"),
        "--audio",
        "off",
        "--jobs",
        "2",
    )
    assert result.exit_code == 0, result.output
    assert [p.name for p in private.iterdir() if not p.name.startswith("accessible-kits-fontconfig")] == []
    assert not list((tmp_path / "out").rglob(".*"))


def test_check_refuses_a_voice_that_is_not_installed(tmp_path):
    import shutil

    from conftest import need

    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng libespeak-ng1")
    bad = tmp_path / "voice.toml"
    bad.write_text('extends = "standard"\n[speech]\nvoice = "xx-nope"\n')
    result = run("check", str(bad))
    assert result.exit_code == 2 and len(result.output.strip().splitlines()) == 1
    assert result.output.startswith(
        f"error: {bad}: speech.voice: 'xx-nope' is not an installed espeak-ng voice; try one of en, "
    )
    assert run("check", "standard").exit_code == 0


def test_a_profile_is_said_to_be_checked_as_a_profile(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text('extends = "standard"\ncell_size = "30mm"\n')
    result = run("check", str(path))
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == f"{path}: checked as a profile (it has no family or params)"


def test_paper_names_are_read_in_any_case(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text('extends = "standard"\npaper = "a3"\n')
    result = run("check", str(path))
    assert result.exit_code == 0, result.output
    assert "paper: A3" in result.output
