"""The studio's game editor, on the server: a game as the page holds it (the game file's keys, as
JSON) is checked as `accessible-kits check` checks a file (checkup.game_report), after its worked
examples' moves are played on the family's engine and each step's effect is filled in by it (the
cells a move removes, the counts it leaves, whether it is refused and why, whether it wins): the
person types only the moves. A game without problems is kept as an upload, so the studio previews
and builds it as it does an uploaded file, and its TOML is what the page downloads.
"""

from __future__ import annotations

import contextlib
import math
from typing import Any

from accessible_kits.errors import IllegalMove, KitError
from accessible_kits.games.schema import shown
from accessible_kits.studio.guard import Refused

MAX_DEPTH = 6  # a game file nests at most params.pieces[].cells[]: deeper is not a game


def plain_data(value: Any, where: str = "game", depth: int = 0) -> Any:
    """The page's game as plain TOML data (tables, lists, text, whole numbers, true or false); Refused
    for anything else (a float that is not a number, null, nesting too deep)."""
    if depth > MAX_DEPTH:
        raise Refused(400, f"{where}: nested too deeply for a game file")
    if isinstance(value, dict):
        return {str(k): plain_data(v, f"{where}.{k}", depth + 1) for k, v in value.items()}
    if isinstance(value, list):
        return [plain_data(v, f"{where}[{i}]", depth + 1) for i, v in enumerate(value, 1)]
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return int(value)
    if isinstance(value, (str, bool, int)) and not isinstance(value, float):
        return value
    raise Refused(400, f"{where}: {shown(value)} is not a value a game file can hold")


def play_examples(data: dict) -> tuple[dict, list[list[dict]]]:
    """Play each example's moves on the engine of the game's (checked) params: every step is then its
    move and the effect the engine gives it. Returns the game with its steps filled in, and for each
    example the steps as the page shows them ({move, legal, effect words})."""
    from accessible_kits import families
    from accessible_kits.games.schema import FAMILY_PARAMS

    family = data["family"]
    engine = families.family(family).engine().from_params(data["params"])
    effect = FAMILY_PARAMS[family].effect
    examples: list = []
    shown_steps: list[list[dict]] = []
    for ex in data.get("examples", []):
        if not isinstance(ex, dict) or not isinstance(ex.get("steps"), list):
            examples.append(ex)
            shown_steps.append([])
            continue
        steps, said = _play(engine, effect, ex, data)
        examples.append({**ex, "steps": steps})
        shown_steps.append(said)
    return {**data, "examples": examples}, shown_steps


def _start(engine, ex: dict):
    """Where an example starts: its `start` (checked by the engine), else a fresh board; None when refused."""
    start = ex.get("start")
    if start in (None, ""):
        return engine.initial()
    try:
        return engine.position_from(start) if isinstance(start, str) else None
    except KitError:
        return None


def _play(engine, effect, ex: dict, data: dict) -> tuple[list, list[dict]]:
    """One example's steps, played from its start: (the steps as the file holds them, as the page shows them)."""
    pos = _start(engine, ex)
    players = data.get("players") or ["First player", "Second player"]
    steps, said = [], []
    for st in ex["steps"]:
        move = st.get("move") if isinstance(st, dict) else st
        if pos is None or not isinstance(move, str):
            steps.append({"move": move} if pos is None else st)
            said.append({"move": move, "words": ""})
            continue
        parsed, words, after = _one(engine, effect, pos, move, players)
        steps.append(parsed)
        said.append({"move": move, "legal": after is not None and parsed.get("legal", True), "words": words})
        pos = after if after is not None else pos
    return steps, said


def _one(engine, effect, pos, move: str, players) -> tuple[dict, str, Any]:
    """One move: (the step as the file holds it, the engine's words for it, the position after, or
    None when the text is not a move at all)."""
    try:
        parsed = engine.parse(move)
    except IllegalMove as exc:
        return {"move": move}, f"{exc}.".replace("..", "."), None
    try:
        engine.check(pos, parsed)
    except IllegalMove as exc:
        return {"move": move, "legal": False}, f"Refused by the rules: {exc}", pos
    after = engine.play(pos, parsed)
    step: dict = {"move": move, **effect(engine, pos, after)}
    words = [_effect_words(k, v) for k, v in step.items() if k != "move"]
    outcome = engine.outcome(after)
    if outcome == pos.to_move:
        step["wins"] = True
        words.append(f"the game ends and {players[outcome]} wins")
    elif outcome is not None:
        words.append("the game ends" + (" in a draw" if outcome == "draw" else f" and {players[outcome]} wins"))
    return step, "Allowed" + (": " + "; ".join(words) if words else "") + ".", after


def _effect_words(key: str, value) -> str:
    """A filled-in effect key as words, from its declaration's help ("how many cells the move crosses out: 12")."""
    from accessible_kits.games.schema import STEP

    k = STEP.keys.get(key)
    help_text = k.help.split(": ", 1)[-1] if k else key
    return f"{help_text}: {value}"


def edit(body: dict, profile) -> dict:
    """Check the game the editor holds: its steps filled in by the engine, then every problem by key
    path, what `check` says of it, its TOML; `text` is the TOML when the game has no problem."""
    import tomli_w

    from accessible_kits.checkup import game_report
    from accessible_kits.games import schema

    data = plain_data(body.get("game"))
    if not isinstance(data, dict):
        raise Refused(400, "game: expected the game's keys, as a table")
    steps: list = []
    head, found = schema.check_parts({k: v for k, v in data.items() if k != "examples"}, "your game")
    if head is not None:
        with contextlib.suppress(KitError):  # the engine refuses the params: check says why, beside them
            data, steps = play_examples(data)
    text = _one_line_lists(tomli_w.dumps(data))
    report = game_report(text, "your game", profile) if head is not None else None
    problems = report.problems if report else [(p.key, str(p)) for p in found]
    return {
        "game": data,
        "steps": steps,
        "lines": report.lines if report else [],
        "problems": [
            {"key": k, "says": line.removeprefix("your game: ").removeprefix(f"{k}: ")} for k, line in problems
        ],
        "text": text if not problems else None,
    }


def _one_line_lists(text: str) -> str:
    """tomli-w's lists of plain values on one line each, as a person writes them (`rows = [3, 4, 5]`)."""
    import re

    def join(m: re.Match) -> str:
        items = [line.strip().rstrip(",") for line in m.group(1).splitlines()]
        return "[" + ", ".join(items) + "]"

    return re.sub(r"\[\n((?:    [^\n{\[]+,\n)+)\]", join, text)
