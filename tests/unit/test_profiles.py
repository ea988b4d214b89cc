"""Profiles: bundled ones load and meet their targets; every kind of mistake gives one exact line.

In the fast tier: none of these starts a program (a refused profile is refused before the font or
the voice is looked up), which tests/unit/conftest.py proves by refusing to start one."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from accessible_kits import profile as schema
from accessible_kits.cli import main
from accessible_kits.colour import contrast
from accessible_kits.errors import KitError
from accessible_kits.profile import (
    KEYS,
    MAX_EXTENDS,
    Several,
    builtin_profiles,
    load_profile,
    markdown_table,
    raw_chain,
    report,
    to_toml,
)
from accessible_kits.units import parse_duration, parse_length

ROOT = Path(__file__).resolve().parents[2]


def test_bundled_profiles():
    assert builtin_profiles() == [
        "high-contrast",
        "large-print",
        "standard",
        "tactile",
        "tactile-3d",
        "tactile-learner",
    ]
    lp = load_profile("large-print")
    assert (lp.cell_size, round(lp.line_width, 3), lp.text_size, lp.heading_size) == (25.0, 1.5, 18.0, 24.0)
    assert lp.contrast == "AAA" and lp.paper == "A4"
    hc = load_profile("high-contrast")
    assert hc.text_size >= 24 and 35 <= hc.cell_size <= 40 and hc.line_width == 3.0
    tactile = load_profile("tactile")
    assert tactile.braille and tactile.white_fill == tactile.black_fill == "none" and tactile.min_gap == 6.35


def test_wcag_contrast_formula():
    assert contrast("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert contrast("#0072B2", "#FFFFFF") == pytest.approx(5.19, abs=0.01)
    assert contrast("#777777", "#FFFFFF") == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("text,mm", [("25mm", 25), ("2.5cm", 25), ("1in", 25.4), ("72pt", 25.4)])
def test_lengths(text, mm):
    assert parse_length(text) == pytest.approx(mm)


def test_durations():
    assert parse_duration("500ms") == 500 and parse_duration("1.5s") == 1500


def _write(tmp_path: Path, text: str, name: str = "mine.toml") -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


CASES = [
    ('cell_sise = "25mm"', "cell_sise: unknown key; did you mean 'cell_size'?"),
    ('cell_size = "5mm"', "cell_size: '5mm' is not allowed; use a length from 15mm to 60mm"),
    ("cell_size = 25", "cell_size: 25 is not allowed; use a length like 25mm, 2.5cm, 1in or 18pt"),
    ('text_size = "10pt"', "text_size: '10pt' is not allowed; use a size from 12pt to 72pt"),
    ('paper = "A5"', "paper: 'A5' is not allowed; use one of A4, A3, letter, legal"),
    ('patterns = "yes"', "patterns: 'yes' is not allowed; use true or false"),
    (
        'foreground = "#777777"',
        "foreground/background: contrast 4.48:1 is below 7:1, the AAA target for text; "
        "choose darker text or a lighter background",
    ),
    ('foreground = "black"', "foreground: 'black' is not allowed; use a colour like #000000"),
    ("[speech]\nrate_wpm = 400", "speech.rate_wpm: 400 is not allowed; use a number from 100 to 220"),
    ('[speech]\nvoise = "en"', "speech.voise: unknown key; did you mean 'voice'?"),
    ('marks = { white = "W", black = "W" }', "marks: White and Black need different letters"),
    (
        'white_fill = "#0072B2"',
        "white_fill: letters on #0072B2 reach 4.05:1, below 7:1; choose a lighter fill or 'none'",
    ),
]


@pytest.mark.parametrize("line,message", CASES, ids=[c[0].split()[0] for c in CASES])
def test_mistakes_give_one_exact_line(tmp_path, line, message):
    path = _write(tmp_path, f'extends = "large-print"\n{line}\n')
    with pytest.raises(KitError) as err:
        load_profile(path)
    assert str(err.value) == f"{path}: {message}"


def test_extends_loop(tmp_path):
    a = _write(tmp_path, 'extends = "b.toml"\n', "a.toml")
    _write(tmp_path, 'extends = "a.toml"\n', "b.toml")
    with pytest.raises(KitError) as err:
        load_profile(a)
    assert str(err.value).endswith("extends: a loop (a -> b -> a); a profile cannot extend itself")


def _chain(tmp_path: Path, length: int) -> str:
    """Profiles p0 -> p1 -> ... each extending the next, the last extending a bundled one; returns p0."""
    for i in range(length):
        parent = f"p{i + 1}.toml" if i < length - 1 else "standard"
        _write(tmp_path, f'extends = "{parent}"\n', f"p{i}.toml")
    return str(tmp_path / "p0.toml")


def test_a_deep_extends_chain_is_one_line(tmp_path):
    """A chain 1,200 deep once ended in an internal RecursionError: now one line names the file,
    `extends` and what is allowed, and `check` and `build` exit with 2 having written nothing."""
    top = _chain(tmp_path, 1200)
    words = (
        f"{top}: extends: a chain of more than {MAX_EXTENDS} profiles; at most {MAX_EXTENDS} are allowed, "
        "each extending the next, with no loops"
    )
    with pytest.raises(KitError) as err:
        load_profile(top)
    assert str(err.value) == words
    out = tmp_path / "out"
    for args in (["check", top], ["build", "poison-corner", "-p", top, "-o", str(out), "--audio", "off"]):
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 2 and result.output == f"error: {words}\n", result.output
    assert not out.exists()


def test_an_extends_chain_up_to_the_limit_loads(tmp_path):
    """The limit counts files: the profile itself and the MAX_EXTENDS - 1 it passes through."""
    assert load_profile(_chain(tmp_path, MAX_EXTENDS - 1)).name == "Standard"


def test_not_toml(tmp_path):
    path = _write(tmp_path, "cell_size = \n")
    with pytest.raises(KitError, match=r"mine.toml: not valid TOML \(Invalid value"):
        load_profile(path)


def test_unknown_profile_name():
    with pytest.raises(KitError) as err:
        load_profile("larg-print")
    assert str(err.value) == (
        "profile 'larg-print': not a bundled profile "
        "(high-contrast, large-print, standard, tactile, tactile-3d, tactile-learner) and no such file; "
        "did you mean 'large-print'?"
    )


def test_extends_keeps_tables(tmp_path):
    p = load_profile(_write(tmp_path, 'extends = "standard"\n[speech]\nrate_wpm = 170\n'))
    assert p.speech.rate_wpm == 170 and p.speech.voice == "en" and p.speech.step_pause == 1500


# -- the one declaration ------------------------------------------------------------


def test_docs_table_is_made_from_the_declaration():
    """docs/profiles.md holds exactly the table the declaration makes: regenerate it when a key changes."""
    docs = (ROOT / "docs" / "profiles.md").read_text()
    assert markdown_table() in docs
    for k in KEYS:
        assert f"| `{k.name}` |" in docs


def test_every_profile_field_is_a_declared_key():
    """The Profile carries a value for every key and nothing undeclared (besides its id and source)."""
    p = load_profile("standard")
    values = p.resolved()
    declared = {k.attr[0] for k in KEYS}
    assert set(values) - declared == {"id"}
    assert set(values["speech"]) == {k.attr[1] for k in KEYS if k.attr[0] == "speech"}
    assert len({k.name for k in KEYS}) == len(KEYS) and all(k.label and k.help for k in KEYS)


def test_one_name_per_key():
    """A key's field in code is named as the file writes it: profile.cell_size is `cell_size`,
    profile.speech.step_pause is `speech.step_pause`, profile.marks.white is `marks.white`."""
    assert [".".join(k.attr) for k in KEYS] == [k.name for k in KEYS]


def test_defaults_are_allowed_and_pass_every_check(tmp_path):
    """A profile that sets nothing gets every default, and each default passes its own key's check."""
    p = load_profile(_write(tmp_path, "", "empty.toml"))
    assert p.name == "Unnamed profile" and p.cell_size == 20.0 and p.white_fill == "none"
    assert p.speech.rate_wpm == 150 and p.line_width == pytest.approx(25.4 / 72)


def test_bad_keys_are_all_found_in_declaration_order():
    raw = schema.merge(schema.defaults(), {"cell_size": "5mm", "paper": "A5", "speech": {"rate_wpm": 9}})
    _, errors = schema.parse_values(raw)
    assert list(errors) == ["paper", "cell_size", "speech.rate_wpm"]
    assert errors["cell_size"] == "'5mm' is not allowed; use a length from 15mm to 60mm"


@pytest.mark.parametrize("pid", ["standard", "large-print", "high-contrast", "tactile"])
def test_written_profile_loads_back_the_same(tmp_path, pid):
    """to_toml writes a complete file (the studio's download) that loads to the same values."""
    path = tmp_path / f"{pid}.toml"
    path.write_text(to_toml(raw_chain(Path(schema._locate(pid)))))
    assert "extends" not in path.read_text()
    assert load_profile(str(path)).resolved() == load_profile(pid).resolved()


def test_written_profile_keeps_unusual_values(tmp_path):
    source = _write(
        tmp_path, 'extends = "standard"\nname = "Ann \\"big\\" print"\n[speech]\ncolumn_names = ["apple", "bear"]\n'
    )
    again = _write(tmp_path, to_toml(raw_chain(Path(source))), "again.toml")
    first, second = load_profile(source).resolved(), load_profile(again).resolved()
    del first["id"], second["id"]
    assert first == second and second["name"] == 'Ann "big" print'
    assert second["speech"]["column_names"] == ("apple", "bear")


def test_a_list_of_options():
    formats = Several("mp3", "wav")
    assert formats.parse(["wav", "mp3"]) == ("wav", "mp3")
    for bad in ([], ["ogg"], ["wav", "wav"], "wav"):
        with pytest.raises(ValueError, match='a list of one or more of "mp3", "wav"'):
            formats.parse(bad)


def test_report_names_every_key():
    lines = report(load_profile("tactile"))
    for k in KEYS:
        assert any(line.startswith(f"{k.name}: ") for line in lines), k.name
    assert "braille: yes" in lines and "cell_size: 25 mm" in lines
