"""Hostile input through the real command line: generated game files, profiles and argument lists.

Every case runs the CLI (click's CliRunner, in process: the same code path as the
installed command, minus interpreter start-up) on a temporary folder that already
holds an earlier kit, and must end in one of two ways:
- exit 0 and a complete kit (manifest matches the files) listed in the index, or
- a non-zero exit with exactly one line that names a file, key or option.
Never "internal error" or a traceback; nothing written outside -o; on failure the
earlier kit and the index byte-identical; no work or temporary files left.

About 520 cases run on every test run; FUZZ_EXAMPLES=N multiplies each part by
N / 100 (for example FUZZ_EXAMPLES=1000 for a long run). Outcome counts are
printed (pytest -s) and appended to $FUZZ_REPORT when it is set.
"""

from __future__ import annotations

import collections
import hashlib
import json
import math
import os
import re
import shutil
import tempfile
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_kits.cli import main

SCALE = int(os.environ.get("FUZZ_EXAMPLES", "100")) / 100
EARLIER = ("row-removal", "standard")  # the kit every sandbox starts with
OUTCOMES: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
SECONDS: dict[str, float] = collections.defaultdict(float)


def examples(n: int) -> settings:
    return settings(
        max_examples=max(1, int(n * SCALE)),
        deadline=None,
        derandomize="FUZZ_EXAMPLES" not in os.environ,
        suppress_health_check=list(HealthCheck),
        database=None,
    )


# -- a small TOML writer: every value inline, so any generated shape can be written --


def toml_value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf") if math.isinf(v) else repr(v)
    if isinstance(v, str):
        return json.dumps(v).replace("\x7f", "\\u007f")
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{json.dumps(k)} = {toml_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(type(v))


def toml(doc: dict) -> str:
    return "".join(f"{json.dumps(k)} = {toml_value(v)}\n" for k, v in doc.items())


# -- the sandbox ------------------------------------------------------------------


def snapshot(root: Path, exact: tuple[str, ...] = ()) -> dict:
    """Every file and folder under root, hidden ones included: (size, mtime, inode) for each, which
    any write or swap changes, and the bytes of those under the `exact` prefixes."""
    found = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            p = os.path.join(dirpath, name)
            rel = os.path.relpath(p, root)
            info = os.lstat(p)
            found[rel] = (info.st_size if name in filenames else 0, info.st_mtime_ns, info.st_ino)
            if name in filenames and rel.startswith(exact):
                found[rel] += (Path(p).read_bytes(),)
    return found


def complete_kit(folder: Path) -> dict:
    """The kit's manifest, after proving it lists exactly the files on disk with their hashes."""
    manifest = json.loads((folder / "manifest.json").read_text())
    listed = {f["path"]: f for f in manifest["files"]}
    on_disk = {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}
    assert on_disk == set(listed) | {"manifest.json"}, folder
    for rel, f in listed.items():
        data = (folder / rel).read_bytes()
        assert hashlib.sha256(data).hexdigest() == f["sha256"] and len(data) == f["bytes"], rel
    return manifest


class Sandbox:
    """box/out holds an earlier kit and its index; box/outside and box/cwd must never change."""

    def __init__(self, root: Path, earlier: Path):
        self.box = root
        self.out = root / "out"
        self.inputs = root / "inputs"
        self.cwd = root / "cwd"
        for d in (self.inputs, self.cwd, root / "outside" / "standard"):
            d.mkdir(parents=True)
        (root / "outside" / "standard" / "my-notes.txt").write_text("a user's own file\n")
        shutil.copytree(earlier, self.out)
        self.tmp = root / "tmp"
        self.tmp.mkdir()

    def state(self) -> dict:
        exact = (f"out/{EARLIER[0]}/{EARLIER[1]}/", "out/index.html")  # the earlier kit and the index, byte for byte
        return {k: v for k, v in snapshot(self.box, exact).items() if not k.startswith(("inputs", "tmp"))}


@pytest.fixture(scope="module")
def earlier(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("earlier")
    result = CliRunner().invoke(main, ["build", EARLIER[0], "-p", EARLIER[1], "-o", str(out), "--audio", "off"])
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture()
def sandbox(tmp_path_factory, earlier, monkeypatch):
    box = Sandbox(tmp_path_factory.mktemp("box"), earlier)
    monkeypatch.chdir(box.cwd)
    return box


def names_something(line: str, inputs: list[str]) -> bool:
    """A refusal names a file (an input or the output folder), a key, an option or a command."""
    subject = line[len("error: ") :]
    return (
        any(subject.startswith(i) for i in inputs if i)
        or re.match(
            r"(--?[A-Za-z0-9][A-Za-z0-9-]*|[A-Z|_]+|game '|game \"|profile '|profile \"|game or profile '"
            r"|No such command|Got unexpected)",
            subject,
        )
        is not None
    )


def run_case(box: Sandbox, args: list[str], inputs: list[str], out: Path | None = None) -> str:
    """Run one command line in the sandbox and check every promise; returns the outcome class."""
    out = Path(os.path.abspath(box.out if out is None else out))
    o = os.path.relpath(out, box.box)
    before = box.state()
    started = time.monotonic()
    saved = tempfile.tempdir
    tempfile.tempdir = str(box.tmp)  # what a build leaves in the temporary folder, we see
    try:
        result = CliRunner().invoke(main, args)
    finally:
        tempfile.tempdir = saved
    took = time.monotonic() - started
    SECONDS["in the CLI"] += took
    if os.environ.get("FUZZ_SLOW") and took > float(os.environ["FUZZ_SLOW"]):
        print(f"slow case {took:.2f}s: {[a[:60] for a in args]} -> {result.output.strip()[:150]}")
    output = result.output
    assert "internal error" not in output and "Traceback" not in output, (args, output)
    assert result.exception is None or isinstance(result.exception, SystemExit), (args, repr(result.exception))
    assert not list(box.tmp.iterdir()), "temporary files left"
    after = box.state()
    assert not [k for k in after if k.startswith(o + "/") and "/." in k[len(o) :]], "a work folder was left in -o"
    changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
    outside = [k for k in changed if not (k == o or k.startswith(o + "/"))]
    assert not outside, f"written outside -o: {outside[:3]} by {args}"
    if result.exit_code == 0 and args[:1] == ["build"]:
        built = [Path(f) for f in re.findall(r"^\[\d+/\d+\] (.+)$", output, re.M)]
        assert built, output
        index = (out / "index.html").read_text()
        kits = []
        for folder in built:
            assert folder.resolve().is_relative_to(out.resolve()), folder
            complete_kit(folder)
            rel = folder.relative_to(out).as_posix()
            assert f'href="{rel}/index.html"' in index
            kits += [f"{o}/{rel}", f"{o}/{folder.parent.name}"]
        stray = [
            k
            for k in changed
            if k not in (o, f"{o}/index.html")
            and not any(k == kit or k.startswith(kit + "/") for kit in kits[0::2])
            and k not in kits[1::2]
        ]
        assert not stray, f"a build changed more than its kits and the index: {stray[:3]}"
        return "exit 0, complete kit"
    if result.exit_code == 0:
        assert not changed, changed[:3]
        return "exit 0, help, a listing or a check"
    lines = output.strip().splitlines()
    assert len(lines) == 1, (args, output)
    assert lines[0].startswith("error: ") and names_something(lines[0], inputs), (args, lines[0])
    assert not changed or (changed == [o] and not os.listdir(out)), f"a failed build changed {changed[:3]}"
    return f"exit {result.exit_code}, one line"


def record(part: str, outcome: str) -> None:
    OUTCOMES[part][outcome] += 1


@pytest.fixture(scope="module", autouse=True)
def report():
    yield
    lines = [
        f"fuzz {part}: {sum(c.values())} cases: " + "; ".join(f"{n} {k}" for k, n in sorted(c.items()))
        for part, c in sorted(OUTCOMES.items())
    ]
    lines.append(
        f"fuzz: {sum(sum(c.values()) for c in OUTCOMES.values())} cases, "
        f"{SECONDS['in the CLI']:.1f} s of them in the CLI"
    )
    print("\n" + "\n".join(lines))
    if os.environ.get("FUZZ_REPORT"):
        with open(os.environ["FUZZ_REPORT"], "a") as f:
            f.write("\n".join(lines) + "\n")


# -- game files ---------------------------------------------------------------------

BASES = [
    {
        "id": "fz-grid",
        "title": "Fuzz grid",
        "family": "grid-removal",
        "minutes": [5, 10],
        "params": {"columns": 4, "rows": 3},
        "examples": [{"title": "One turn", "steps": [{"move": "B2", "removes": 6}]}],
        "host_key": {"cells": 12},
    },
    {
        "id": "fz-rows",
        "title": "Fuzz rows",
        "family": "row-removal",
        "minutes": [2, 4],
        "params": {"rows": [2, 3]},
        "examples": [{"title": "One turn", "steps": [{"move": "bottom row, 1", "after": "2-2"}]}],
        "host_key": {"circles": 5},
    },
    {
        "id": "fz-poly",
        "title": "Fuzz pieces",
        "family": "polyomino",
        "minutes": [5, 9],
        "players": ["White", "Black"],
        "params": {
            "columns": 5,
            "rows": 5,
            "starts": ["A1", "E5"],
            "pieces": [{"name": "monomino", "cells": ["A1"]}, {"name": "domino", "cells": ["A1", "B1"]}],
        },
        "examples": [{"title": "First piece", "steps": [{"move": "monomino A1"}]}],
        "host_key": {"area": 3, "pieces": 2},
    },
]

HOSTILE = st.one_of(
    st.sampled_from(
        [
            0,
            -3,
            1,
            2,
            26,
            27,
            100,
            10**9,
            7.5,
            float("nan"),
            float("inf"),
            True,
            False,
            "",
            " ",
            "7",
            "a",
            "../escape",
            "@BOX@/outside",
            "..",
            ".",
            "a/b",
            "x\ny",
            "x\x00y",
            "UPPER",
            "-x-",
            "a" * 65,
            '=hyperlink("http://x")',
            "<script>alert(1)</script>",
            "Title --> cue",
            "A & B",
            "\u0001",
            "\u202e",
            "Z99",
            "A1",
            "[",
            "@0",
            [],
            [1],
            ["a", "b"],
            [3.5, 2],
            [0],
            [-3, 4, 5],
            [10, 5],
            [-5, 10**9],
            [1, 2, 3],
            {},
            {"x": 1},
            [{}],
            [{"move": 5}],
            [{"name": "x", "cells": ["A1", "C1"]}],
            ["A1", "A1"],
            "pass",
            "x" * 5000,
        ]
    ),
    st.integers(-10, 400),
    st.text(max_size=30),
    st.lists(st.integers(-2, 30), max_size=12),
)
GAME_KEYS = ["id", "title", "family", "minutes", "players", "params", "examples", "host_key"]
TYPOS = ["idd", "titel", "familly", "minute", "player", "param", "example", "hostkey", "Title", "poison", "columns"]


@st.composite
def game_docs(draw):
    doc = json.loads(json.dumps(draw(st.sampled_from(BASES))))
    for _ in range(draw(st.integers(0, 3))):
        op = draw(st.sampled_from(["set", "set", "set", "drop", "typo", "deep"]))
        if op == "drop":
            key = draw(st.sampled_from(list(doc) or ["id"]))  # examples too: a game without them builds
            doc.pop(key, None)
        elif op == "typo":
            doc[draw(st.sampled_from(TYPOS))] = draw(HOSTILE)
        elif op == "deep":
            doc[draw(st.sampled_from(["params", "host_key"]))] = draw(
                st.dictionaries(
                    st.sampled_from(
                        [
                            "columns",
                            "rows",
                            "starts",
                            "pieces",
                            "row_names",
                            "ending",
                            "cells",
                            "poison",
                            "circles",
                            "area",
                            "pieces",
                            "colums",
                        ]
                    ),
                    HOSTILE,
                    max_size=4,
                )
            )
        else:
            path = draw(
                st.sampled_from(
                    [
                        ("id",),
                        ("title",),
                        ("family",),
                        ("minutes",),
                        ("players",),
                        ("examples",),
                        ("params", "columns"),
                        ("params", "rows"),
                        ("params", "row_names"),
                        ("params", "starts"),
                        ("params", "pieces"),
                        ("params", "ending"),
                        ("host_key", "cells"),
                        ("examples", 0, "title"),
                        ("examples", 0, "start"),
                        ("examples", 0, "steps"),
                        ("examples", 0, "steps", 0, "move"),
                        ("examples", 0, "steps", 0, "legal"),
                        ("examples", 0, "steps", 0, "wins"),
                        ("examples", 0, "steps", 0, "removes"),
                        ("examples", 0, "steps", 0, "after"),
                    ]
                )
            )
            value = draw(HOSTILE)
            node = doc
            try:
                for key in path[:-1]:
                    node = node[key]
                node[path[-1]] = value
            except (KeyError, IndexError, TypeError):
                pass
    return doc


RAW = st.sampled_from(
    [
        b"",
        b"\xff\xfe\x00garbage",
        b"id = ",
        b"[params\n",
        b"a = " + b"[" * 1200 + b"]" * 1200,
        b"[" + b"a." * 2000 + b"a]\n",
        'title = "caf\u00e9"\n'.encode("latin-1"),
        b"x" * 1_000_001,
    ]
) | st.binary(max_size=200)


@given(doc=game_docs())
@examples(230)
def test_fuzz_game_files(sandbox, doc):
    path = sandbox.inputs / "game.toml"
    path.write_text(toml(doc).replace("@BOX@", str(sandbox.box)), encoding="utf-8")
    args = ["build", str(path), "-p", "standard", "-o", str(sandbox.out), "--audio", "off", "-j", "1"]
    record("game files", run_case(sandbox, args, [str(path)]))


@given(data=RAW)
@examples(40)
def test_fuzz_raw_game_bytes(sandbox, data):
    path = sandbox.inputs / "raw.toml"
    path.write_bytes(data)
    args = ["build", str(path), "-o", str(sandbox.out), "--audio", "off"]
    record("raw game bytes", run_case(sandbox, args, [str(path)]))


# -- profiles -----------------------------------------------------------------------

GOOD = {
    "name": ["Fuzz profile", "Big"],
    "description": ["For the fuzz test.", ""],
    "paper": ["A4", "A3", "letter"],
    "orientation": ["portrait", "landscape"],
    "margin": ["15mm", "20mm"],
    "cell_size": ["20mm", "30mm"],
    "line_width": ["1pt", "2pt"],
    "text_size": ["14pt"],
    "heading_size": ["20pt"],
    "line_spacing": [1.5, 2.0],
    "foreground": ["#000000"],
    "background": ["#FFFFFF", "#FFFFE0"],
    "contrast": ["AA", "AAA"],
    "patterns": [True, False],
    "coordinates": ["all-sides", "left-bottom", "none"],
    "braille": [False],
}
PROFILE_KEYS = sorted(GOOD) + ["font", "white_fill", "black_fill", "min_gap", "marks", "speech", "extends", "txt_size"]
PROFILE_NAMES = ["mine.toml", "fz-2.toml", "..toml", "Upper.toml", "a b.toml", ".hidden.toml", "x" * 70 + ".toml"]


@st.composite
def profile_docs(draw):
    doc = {"extends": draw(st.sampled_from(["standard", "large-print", "high-contrast"]))}
    for _ in range(draw(st.integers(0, 3))):
        key = draw(st.sampled_from(PROFILE_KEYS))
        if key in GOOD and draw(st.booleans()):
            doc[key] = draw(st.sampled_from(GOOD[key]))
        elif key in ("marks", "speech"):
            doc[key] = draw(
                st.dictionaries(st.sampled_from(["white", "black", "voice", "rate_wpm", "volume"]), HOSTILE, max_size=2)
            )
        else:
            doc[key] = draw(HOSTILE)
    return doc


@given(doc=profile_docs(), name=st.sampled_from(PROFILE_NAMES), parent=st.booleans())
@examples(160)
def test_fuzz_profiles(sandbox, doc, name, parent):
    path = sandbox.inputs / name
    if parent:  # the generated keys live in a parent; the child only extends it
        (sandbox.inputs / "parent.toml").write_text(toml(doc).replace("@BOX@", str(sandbox.box)))
        path.write_text('extends = "parent"\n')
    else:
        path.write_text(toml(doc).replace("@BOX@", str(sandbox.box)))
    command = (
        ["build", "poison-corner", "-p", str(path), "-o", str(sandbox.out), "--audio", "off"]
        if parent
        else ["check", str(path)]
    )
    inputs = [str(path), str(sandbox.inputs / "parent.toml"), "font"]  # a missing font is named as `font: ...`
    record("profiles", run_case(sandbox, command, inputs))


# -- argument lists -------------------------------------------------------------------

TOKENS = [
    "build",
    "games",
    "profiles",
    "check",
    "bild",
    "--jobs",
    "-j",
    "-1",
    "0",
    "2",
    "99",
    "2x",
    "--audio",
    "maybe",
    "on",
    "-o",
    "--output",
    "",
    " ",
    "-p",
    "--profile",
    "nosuch",
    "standard",
    "row-removal",
    "poison-corner",
    "poison-corners",
    "--foo",
    "-x",
    "--help",
    "x\x00y",
    "a" * 5000,
    "@BOX@/outside/standard",
    "../up",
    "/proc/x",
]


@given(tokens=st.lists(st.sampled_from(TOKENS), max_size=6))
@examples(90)
def test_fuzz_argument_lists(sandbox, tokens):
    tokens = [t.replace("@BOX@", str(sandbox.box)) for t in tokens]
    if "--help" in tokens:
        tokens.remove("--help")
    if tokens[:1] == ["build"]:
        # Bounded cost: audio off and one small game; the generated options come first and still count.
        tokens += (
            ["--audio", "off", "row-removal"]
            if "-o" in tokens or "--output" in tokens
            else ["--audio", "off", "-o", str(sandbox.out), "row-removal"]
        )
    out = sandbox.out
    for i, t in enumerate(tokens[:-1]):  # where the build may write: the last -o given (click takes the last)
        if t in ("-o", "--output") and tokens[i + 1].strip() and "\0" not in tokens[i + 1]:
            out = sandbox.cwd / tokens[i + 1]
    if len(str(out)) > 4000:
        out = sandbox.out
    record("argument lists", run_case(sandbox, tokens, [], out))
