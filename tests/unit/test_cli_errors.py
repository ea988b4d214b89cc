"""The command line's listings and its one clear line per mistake, none of which starts a tool
(moved from tests/test_cli.py, which keeps the tests that build kits)."""

from __future__ import annotations

import json

from accessible_kits.cli import main
from cli_runner import GRID, files_in, one_line_error, run
from conftest import ROOT


def test_games_and_profiles_lists():
    games = run("games")
    assert games.exit_code == 0
    assert games.output.splitlines() == [
        "corner-polyominoes: Corner polyominoes (polyomino, 15-25 minutes)",
        "poison-corner: Poison corner (grid-removal, 8-15 minutes)",
        "row-removal: Row removal duel (row-removal, 5-10 minutes)",
    ]
    profiles = run("profiles")
    assert [line.split(":")[0] for line in profiles.output.splitlines()] == [
        "high-contrast",
        "large-print",
        "standard",
        "tactile",
        "tactile-3d",
        "tactile-learner",
    ]


def test_every_command_has_an_example_and_is_documented():
    docs = (ROOT / "docs" / "cli.md").read_text()
    for name, command in main.commands.items():
        assert "Example: accessible-kits" in (command.help or ""), name
        assert f"accessible-kits {name}" in docs, f"docs/cli.md does not document {name}"


def test_profile_typo_is_one_line(tmp_path):
    bad = tmp_path / "mine.toml"
    bad.write_text('extends = "large-print"\ntext_sise = "20pt"\n')
    one_line_error(
        run("build", "row-removal", "-p", str(bad), "-o", str(tmp_path / "out")),
        f"error: {bad}: text_sise: unknown key; did you mean 'text_size'?",
    )
    assert not (tmp_path / "out").exists(), "nothing is written when an input is wrong"


def test_broken_game_file_is_one_line(tmp_path):
    bad = tmp_path / "game.toml"
    bad.write_text('id = "g"\ntitle = "G"\nfamily = "grid-removal"\nminutes = [5, 10]\n[params]\ncolumns = 5\n')
    one_line_error(
        run("build", str(bad), "-o", str(tmp_path / "out")),
        f"error: {bad}: params.rows: missing; it is required "
        "(rows, numbered from 1 at the bottom: a whole number from 2 to 26)",
    )


def test_unknown_game_is_one_line(tmp_path):
    one_line_error(
        run("build", "poison-corners", "-o", str(tmp_path)),
        "error: game 'poison-corners': not a built-in game (corner-polyominoes, poison-corner, row-removal)"
        " and not a .toml file",
    )


def test_low_contrast_is_one_line(tmp_path):
    bad = tmp_path / "grey.toml"
    bad.write_text('extends = "standard"\nforeground = "#999999"\n')
    one_line_error(
        run("check", str(bad)),
        f"error: {bad}: foreground/background: contrast 2.85:1 is below 4.5:1, the AA target for text; "
        "choose darker text or a lighter background",
    )


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


def test_games_doc_table_is_the_schema():
    """docs/games.md shows the keys table made from games/schema.py, so the two cannot drift."""
    from accessible_kits.families import FAMILIES
    from accessible_kits.games import schema

    docs = (ROOT / "docs" / "games.md").read_text()
    assert schema.markdown_table() in docs
    assert set(schema.PARAMS) == set(FAMILIES)
    for key, *_ in schema.table_rows():
        assert f"`{key.split(' ')[0]}`" in docs


def test_a_game_id_is_a_slug_and_never_a_path(tmp_path):
    out, mine = tmp_path / "out", tmp_path / "standard"
    mine.mkdir()
    (mine / "notes.txt").write_text("mine")
    for bad in ("../escape", str(mine.parent), "..", ".", "", "a/b", "a\\nb", "Upper", "x" * 65):
        game = tmp_path / "game.toml"
        game.write_text(f"id = {json.dumps(bad)}\n" + GRID)
        result = run("build", str(game), "-p", "standard", "-o", str(out), "--audio", "off")
        assert result.exit_code == 2 and len(result.output.strip().splitlines()) == 1, result.output
        assert result.output.startswith(f"error: {game}: id: "), result.output
        assert "use lowercase letters, digits and hyphens, at most 64 characters" in result.output
    assert files_in(mine) == {"notes.txt": b"mine"} and not (tmp_path / "escape").exists()
    assert not out.exists() or not list(out.iterdir())


def test_huge_and_binary_inputs_are_refused_before_parsing(tmp_path):
    big = tmp_path / "big.toml"
    big.write_bytes(b"# " + b"x" * 1_000_000)
    latin = tmp_path / "latin.toml"
    latin.write_bytes('title = "caf\u00e9"\n'.encode("latin-1"))
    for args, expected in [
        (["build", str(big)], f"error: {big}: 1000002 bytes is too big for a game file; at most 1000000 are allowed"),
        (["build", "/dev/zero"], "error: /dev/zero: not a regular file; give a game file (.toml)"),
        (["check", "/dev/zero"], "error: /dev/zero: not a regular file; give a profile (.toml)"),
        (["build", str(latin)], f"error: {latin}: not UTF-8 text (byte 13); save the game file as UTF-8"),
        (["build", "x" * 5000], "error: game 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...: not a built-in game"),
    ]:
        result = run(*args, "-o", str(tmp_path / "out")) if args[0] == "build" else run(*args)
        assert result.exit_code == 2 and result.output.startswith(expected), result.output
        assert len(result.output.strip().splitlines()) == 1 and len(result.output) < 400


def test_usage_errors_are_one_line_naming_the_option(tmp_path):
    for args, expected in [
        (["build", "--jobs", "-1"], "error: --jobs: '-1' is not allowed; use a whole number from 0 to 64"),
        (["build", "--audio", "maybe"], "error: --audio: 'maybe' is not allowed; use one of auto, on, off"),
        (["bild"], "error: No such command 'bild'; the commands are build, games, profiles, check"),
        (["build", "--jbos", "2"], "error: --jbos: unknown option; did you mean --jobs?"),
        (["build", "-o"], "error: -o: needs a value after it"),
        (["build", "-o", "", "row-removal"], "error: --output: an empty folder name is not allowed"),
        (["check"], "error: NAME|FILE: missing"),
    ]:
        result = run(*args)
        assert result.exit_code == 2, result.output
        assert len(result.output.strip().splitlines()) == 1 and result.output.startswith(expected), result.output


def test_profiles_blame_the_file_that_holds_the_mistake(tmp_path):
    (tmp_path / "parent.toml").write_text('extends = "standard"\ntext_size = "99pt"\n')
    (tmp_path / "child.toml").write_text('extends = "parent"\n')
    (tmp_path / "desc.toml").write_text('extends = "standard"\ndescription = 5\n')
    (tmp_path / "marks.toml").write_text('extends = "standard"\nmarks = { white = "\\u0001" }\n')
    (tmp_path / "long.toml").write_text(f'extends = "standard"\ndescription = "{"x" * 201}"\n')
    (tmp_path / "..toml").write_text('extends = "standard"\n')
    for name, expected in [
        ("child.toml", f"{tmp_path / 'parent.toml'}: text_size: '99pt' is not allowed"),
        ("desc.toml", "description: 5 is not allowed; use text of 0 to 200 characters"),
        ("marks.toml", "marks.white: '\\x01' is not allowed"),
        ("long.toml", "description: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx... is not allowed; use text of 0 to 200"),
        ("..toml", "the file name gives the kit folder, so it must be letters, digits, hyphens and underscores"),
    ]:
        result = run("check", str(tmp_path / name))
        assert result.exit_code == 2 and len(result.output.strip().splitlines()) == 1, result.output
        assert expected in result.output, result.output


def test_ctrl_c_while_a_class_is_made_is_an_interrupt_not_a_bug(tmp_path, monkeypatch):
    """A Ctrl-C that lands while an import sets up a dataclass's fields reaches the CLI wrapped
    ("RuntimeError: Error calling __set_name__", Python 3.11): it is said as an interrupt, exit
    130, as the kill test saw under load. The signal's timing cannot be caused on demand, so the
    interrupt is raised where it landed."""
    import accessible_kits.build as build_module

    class Lands:
        def __set_name__(self, owner, name):
            raise KeyboardInterrupt

    def build(*args, **kwargs):
        type("Key", (), {"attr": Lands()})
        raise AssertionError("not reached")

    monkeypatch.setattr(build_module, "build", build)
    result = run("build", "row-removal", "-o", str(tmp_path / "out"), "--audio", "off")
    assert result.exit_code == 130, result.output
    assert result.output.strip().splitlines() == ["error: interrupted; earlier kits are left as they were"]
