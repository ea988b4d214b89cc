"""The command line run in-process (click's runner), and what its tests share: the fast tier's
tests/unit/test_cli_errors.py and the full tier's tests/test_cli.py."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from accessible_kits.cli import main

# A small valid grid-removal game without its id: a test prepends the id it wants to try.
GRID = (
    'title = "G"\nfamily = "grid-removal"\nminutes = [5, 10]\n[params]\ncolumns = 4\nrows = 3\n'
    '[[examples]]\ntitle = "One turn"\nsteps = [{ move = "B2", removes = 6 }]\n'
)


def run(*args):
    """`accessible-kits ARGS...` in this process: click's Result (exit_code, output)."""
    return CliRunner().invoke(main, list(args))


def one_line_error(result, expected: str) -> None:
    """The command failed as a usage or input error (exit 2) with exactly the line `expected`."""
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert result.output.strip().splitlines() == [expected]


def files_in(folder: Path) -> dict:
    """{path inside the folder: bytes} of every file under it."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}
