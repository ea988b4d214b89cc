"""Errors carry what they are about (issue 25): a caller tells one refusal from another by its type
and fields, never by searching its message, and the fields survive the trip from a worker process."""

from __future__ import annotations

import pickle
import re

import pytest

from accessible_kits.build import build
from accessible_kits.errors import (
    BadFile,
    BadOutput,
    CannotServe,
    CannotWrite,
    DoesNotFit,
    KitError,
    NoFont,
    NotFound,
    SameId,
)
from accessible_kits.games import load_game
from accessible_kits.profile import load_profile
from accessible_kits.publish import prepare_output
from accessible_kits.studio.guard import Refused
from conftest import ROOT


def test_a_name_that_is_nothing_says_what_was_asked_for():
    with pytest.raises(NotFound) as err:
        load_profile("no-such-profile")
    assert (err.value.kind, err.value.ref) == ("profile", "no-such-profile")
    assert str(err.value).startswith("profile 'no-such-profile': not a bundled profile (")
    with pytest.raises(NotFound) as err:
        load_game("no-such-game")
    assert (err.value.kind, err.value.ref) == ("game", "no-such-game")
    assert str(err.value).startswith("game 'no-such-game': not a built-in game (")


def test_a_file_that_is_not_toml_names_the_file(tmp_path):
    bad = tmp_path / "mine.toml"
    bad.write_text("cell_size = \n")
    with pytest.raises(BadFile) as err:
        load_profile(str(bad))
    assert err.value.path == str(bad) and str(err.value).startswith(f"{bad}: not valid TOML (")


def test_an_output_that_is_a_file_names_the_folder(tmp_path):
    taken = tmp_path / "taken"
    taken.write_text("not a folder")
    with pytest.raises(BadOutput) as err:
        prepare_output(taken)
    assert err.value.out == str(taken) and str(err.value).startswith(f"--output {taken}: cannot create the folder")


def test_two_games_with_one_id_name_the_id_and_both_files(tmp_path):
    text = (ROOT / "accessible_kits/families/row_removal/data/row-removal.toml").read_text(encoding="utf-8")
    first, second = tmp_path / "a.toml", tmp_path / "b.toml"
    first.write_text(text)
    second.write_text(text)
    with pytest.raises(SameId) as err:
        build([str(first), str(second)], ["standard"], tmp_path / "out", 1, {"audio": "off"})
    assert err.value.id == "row-removal" and err.value.sources == (str(first), str(second))
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(
    "error",
    [
        NotFound("game 'x': not a built-in game", kind="game", ref="x"),
        BadFile("a.toml: not valid TOML", path="a.toml"),
        BadOutput("--output kits: the folder is not writable", out="kits"),
        NoFont("font: 'X' is not installed", family="X", reason="'X' is not installed"),
        SameId("b.toml: id: 'g' is also the id of a.toml", id="g", sources=("a.toml", "b.toml")),
        CannotServe("--port 1: cannot listen there", option="--port"),
        CannotWrite("kits/a: No space left on device", where="kits/a", reason="No space left on device"),
        DoesNotFit("too big", key="params.rows", blame="game"),
        Refused(413, "request: too big"),
    ],
    ids=lambda e: type(e).__name__,
)
def test_an_error_keeps_what_it_carries_across_processes(error):
    back = pickle.loads(pickle.dumps(error))
    assert isinstance(back, KitError) and type(back) is type(error) and str(back) == str(error)
    assert vars(back) == vars(error)


def test_an_error_carries_exactly_its_fields():
    with pytest.raises(TypeError, match="BadFile carries path"):
        BadFile("a.toml: bad", where="a.toml")


def test_no_code_tells_errors_apart_by_their_text():
    """A message is for people: code that reads it to decide what happened breaks when the words change."""
    reading = re.compile(r"in str\((exc|err|e|error)\)|str\((exc|err|e|error)\)\.(startswith|removeprefix|split)")
    found = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in sorted((ROOT / "accessible_kits").rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if reading.search(line)
    ]
    assert not found, f"errors told apart by their text: {found}"
