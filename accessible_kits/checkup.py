"""`accessible-kits check` of a game: what a game file gives and every problem in it, without a build.

`check` takes a file for a game or a profile by what it holds (a game file has a family and
params; a profile has neither), and says which it took it for. For a game it checks the schema
(games/schema.py, part by part, so one broken example does not hide the next), replays every
worked example on the family's engine, checks the host-key facts, and works out the sheet plan
at a profile (build.plan_of, the plan a build would draw). Every problem is one line; the studio's
game editor asks the same questions of the game it holds (`game_report`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from accessible_kits.errors import BadFile, KitError
from accessible_kits.keys import KeyProblem, shown

GAME_ONLY = ("family", "params", "examples", "host_key", "minutes", "players")


@dataclass
class Report:
    """What `check` found of one game: lines that say what it gives, and one line a problem, each
    with the key path it is about (for the studio, which shows it beside that field)."""

    lines: list[str] = field(default_factory=list)
    problems: list[tuple[str, str]] = field(default_factory=list)  # (key path, the line)

    def problem(self, key: str, line: str) -> None:
        """Note one problem about `key`."""
        self.problems.append((key, line))


def kind_of(ref: str) -> tuple[str, str]:
    """("game" | "profile", why): a built-in game or bundled profile by name, else a file by what it holds.
    A file that cannot be read is left to the profile loader, whose one line says why."""
    from accessible_kits.games import builtin_ids
    from accessible_kits.profile import builtin_profiles
    from accessible_kits.tomlfile import loads, read_input

    if ref in builtin_profiles():
        return "profile", "a bundled profile"
    if ref in builtin_ids():
        return "game", "a built-in game"
    if not Path(ref).exists():  # neither a name nor a file: say both, not "profile" alone
        raise BadFile(
            f"game or profile {shown(ref)}: no such file, and not a built-in game ({', '.join(builtin_ids())}) "
            f"nor a bundled profile ({', '.join(builtin_profiles())})",
            path=ref,
        )
    try:
        data = loads(read_input(Path(ref), "game or profile file"), ref)
    except (BadFile, OSError, ValueError):
        return "profile", "not read as a game"
    found = [k for k in GAME_ONLY if k in data]
    if found:
        return "game", f"it has {' and '.join(found[:2])}"
    return "profile", "it has no family or params"


def game_report(text: str, source: str, profile) -> Report:
    """Check a game file's text: schema, examples replayed one by one, host key, sheet plan at `profile`."""
    from accessible_kits.games import schema

    report = Report()
    try:
        data, found = schema.check_parts(schema.loads(text, source), source)
    except KitError as exc:  # not TOML at all
        report.problem("file", str(exc))
        return report
    for problem in found:
        report.problem(problem.key, str(problem))
    if data is None:
        return report
    game = _game(data, source, report)
    if game is None:
        return report
    report.lines.append(
        f"game: {game.title} ({game.family}), {game.minutes[0]} to {game.minutes[1]} minutes, "
        f"players {game.players[0]} and {game.players[1]}"
    )
    _replay(game, data, report)
    _plan(game, profile, report)
    from accessible_kits.author_notes import notes

    report.lines += [f"note on {key}: {line}" for key, line in notes(game)]
    return report


def _game(data: dict, source: str, report: Report):
    """The game without its examples replayed, or None (the engine refused the params: noted)."""
    from accessible_kits.games import game_from

    try:
        return game_from(data, source, replayed=False)
    except KitError as exc:
        report.problem("params", str(exc))
        return None


def _replay(game, data: dict, report: Report) -> None:
    """Each worked example replayed alone, then the host-key facts, one line each."""
    from accessible_kits.games import replay, replay_examples

    for i, example in enumerate(game.examples, 1):
        try:
            results = replay(game, example)
        except KitError as exc:
            report.problem(_step_key(game, i, example), str(exc))
            continue
        refused = sum(r.reason is not None for r in results)
        said = f" ({refused} refused by the rules)" if refused else ""
        report.lines.append(
            f"worked example {i}, '{example.title}': {_n(len(results), 'step')}, each as the file says{said}"
        )
    try:
        replay_examples(replace(game, examples=()))
    except KeyProblem as exc:
        report.problem(exc.key, str(exc))
    else:
        facts = ", ".join(f"{k} = {v}" for k, v in game.host_key.items())
        if facts:
            report.lines.append(f"host key: {facts}, as the rules give")


def _step_key(game, i: int, example) -> str:
    """The key path of the field a failed example is about: its start, else the first step that fails."""
    from accessible_kits.games import ExampleSpec, replay, start_position

    where = f"examples[{i}]"
    try:
        start_position(game, example)
    except KitError:
        return f"{where}.start"
    for n in range(1, len(example.steps) + 1):
        try:
            replay(game, ExampleSpec(example.title, example.steps[:n], example.start))
        except KitError:
            return f"{where}.steps[{n}].move"
    return where


def _plan(game, profile, report: Report) -> None:
    """The sheet plan at the profile, as a build would lay it out; DoesNotFit is a problem line."""
    from accessible_kits.build import plan_of

    try:
        plan = plan_of(game, profile)
    except KitError as exc:
        report.problem(getattr(exc, "key", "params") or "params", str(exc))
        return
    report.lines.append(f"sheets at {profile.id}: {plan_words(plan)}")
    if not report.problems:  # the words are made only of a game that replays as its file says
        report.lines.append(f"a whole match at {profile.id}: {match_words(game, profile, plan)}")


def match_words(game, profile, plan) -> str:
    """The paper one whole match takes, as the kit's rules count it (the preparation plan: the
    rules' pages, a fresh board for each round, the record sheets, the host key), on the `plan`
    check has made already (compose would make it again)."""
    from accessible_kits.compose import compose
    from accessible_kits.games import replay_examples
    from accessible_kits.preparation import Preparation

    prep = compose(replace(game, replays=replay_examples(game)), profile, plan).preparation
    assert isinstance(prep, Preparation)  # compose always makes one (Kit declares it loosely)
    return ", ".join(f"{_n(n, 'sheet')} of {size} {paper}" for paper, size, n in prep.totals())


def plan_words(plan) -> str:
    """The plan's sheets in words: boards (whole or in parts), pieces, tokens, braille key, in all."""
    b = plan.boards
    if b.split:
        each = " in" if b.boards == 1 else ", each in"
        parts = [f"{_n(b.sheets, 'board sheet')} ({_n(b.boards, 'board')}{each} {len(b.tiles)} parts)"]
    else:
        sizes = [len(g) for g in b.groups()]
        per = " and ".join(dict.fromkeys(map(str, sizes)))
        parts = [f"{_n(b.sheets, 'board sheet')} ({_n(b.boards, 'board')}, {per} a sheet)"]
    for count, what in (
        (plan.piece_sheets, "sheet of pieces"),
        (plan.token_sheets, "sheet of tokens"),
        (plan.key_sheets, "braille key sheet"),
    ):
        if count:
            parts.append(_n(count, what) + (" (none when they fit under the last diagram)" if "tokens" in what else ""))
    return f"{', '.join(parts)}; {_n(plan.sheets, 'sheet')} to play on, on {b.paper} {_ways(b)}"


def _ways(b) -> str:
    """The board sheets' way up, from the plan: 'landscape', or each sheet's when they differ
    ('board sheets 1 and 2 portrait, board sheet 3 landscape')."""
    ways = [o for o, _ in b.ways()]
    if len(set(ways)) == 1:
        return ways[0]
    runs: list[tuple[str, list[int]]] = []
    for n, way in enumerate(ways, 1):
        if runs and runs[-1][0] == way:
            runs[-1][1].append(n)
        else:
            runs.append((way, [n]))
    said = [
        f"board sheet{'s' if len(ns) > 1 else ''} "
        f"{' and '.join(map(str, ns)) if len(ns) < 3 else f'{ns[0]} through {ns[-1]}'} {way}"
        for way, ns in runs
    ]
    return f"({', '.join(said)})"


def _n(count: int, what: str) -> str:
    """'1 sheet', '3 sheets', '2 sheets of pieces'."""
    if count == 1:
        return f"1 {what}"
    head, _, tail = what.partition(" of ")
    return f"{count} {head}s" + (f" of {tail}" if tail else "")


def check_game(ref: str, profile_ref: str) -> Report:
    """`check GAME`: a built-in game by id, or a game file by path, its plan at the profile `profile_ref`
    (loaded first, so a wrong profile is said before anything of the game)."""
    from accessible_kits.games import builtin_file, builtin_ids
    from accessible_kits.profile import load_profile
    from accessible_kits.tomlfile import read_input

    profile = load_profile(profile_ref)
    if ref in builtin_ids():
        return game_report(builtin_file(ref).read_text(encoding="utf-8"), f"{ref}.toml", profile)
    return game_report(read_input(Path(ref), "game file"), ref, profile)
