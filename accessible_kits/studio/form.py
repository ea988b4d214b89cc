"""The profile a studio request describes: a bundled base and the fields the person changed,
checked by the profile declaration as a file would be, and answered field by field.
"""

from __future__ import annotations

import functools
from typing import Any

from accessible_kits.errors import NoFont
from accessible_kits.games.schema import shown
from accessible_kits.studio.guard import Refused

MAX_FIELD = 2000  # characters in one form value


DERIVED = "description"  # a text about the other values: rewritten when they change, unless typed


def form(body: dict, columns: tuple[str, int] | None = None) -> dict:
    """Check a request's profile: base (a bundled name), file_name, and the values the person
    changed ({key: text as typed}). Returns what the page shows: errors by field, problems,
    targets, the description as rewritten for the changed values (`derived`), and (when all is
    well) the profile's TOML. `columns` (the game's title and its columns) checks a list of
    column words against the game, as the build would."""
    from accessible_kits.profile import (
        PROFILE_ID,
        builtin_profiles,
        problems,
        profile_from,
        profiles_dir,
        raw_chain,
        targets,
        to_toml,
    )

    errors: dict[str, str] = {}
    base = body.get("base")
    if base not in builtin_profiles():
        raise Refused(400, f"base: {shown(base)} is not allowed; start from one of {', '.join(builtin_profiles())}")
    pid = body.get("file_name")
    if not isinstance(pid, str) or not PROFILE_ID.fullmatch(pid):
        errors["file_name"] = (
            f"{shown(pid)} is not allowed; use letters, digits, hyphens and underscores, "
            "at most 64, starting with a letter or digit, like my-profile"
        )
        pid = "my-profile"
    values = body.get("values", {})
    if not isinstance(values, dict):
        raise Refused(400, "values: expected the changed fields, each as text")
    raw = raw_chain(profiles_dir() / f"{base}.toml")
    empty = _put_changes(raw, values)
    profile, key_errors = profile_from(raw, pid, f"{pid}.toml")
    derived = _rewrite_description(raw, profile, base, values)
    errors.update(key_errors)
    for name in empty & set(errors):  # said as the form shows it, not as "[]" in a file
        errors[name] = _nothing(name)
    out: dict[str, Any] = {
        "errors": errors,
        "problems": [],
        "targets": [],
        "toml": None,
        "file_name": pid,
        "derived": derived,
    }
    if profile is None:
        return out
    words = _column_words_problem(profile.speech.column_names, values.get("speech.column_names", ""), columns)
    if words:
        errors["speech.column_names"] = words
    for name, problem in (
        ("font", _font_problem(profile.font)),
        ("speech.voice", _voice_problem(profile.speech.voice)),
    ):
        if problem:  # as accessible-kits check: the font and the voice must be installed
            errors[name] = problem
    found = problems(profile)
    out["problems"] = [{"where": p.where, "says": p.says, "keys": list(p.keys)} for p in found]
    out["targets"] = [
        {"label": t.label, "ratio": round(t.ratio, 2), "target": t.target, "meets": t.meets, "keys": list(t.keys)}
        for t in targets(profile)
    ]
    if not errors and not found:
        out["toml"] = to_toml(raw)
        out["settings"] = {"cell_size": profile.cell_size, "paper": profile.paper}
    return out


def _put_changes(raw: dict, values: dict) -> set[str]:
    """Put the fields the person changed (text as typed) into the raw profile, as the TOML values a
    file would hold; returns the keys left empty (no box ticked, nothing written)."""
    from accessible_kits.profile import BY_NAME, _put

    empty = set()
    for name, text in values.items():
        if name not in BY_NAME:
            raise Refused(400, f"values: {shown(name)} is not a profile key")
        if not isinstance(text, str) or len(text) > MAX_FIELD:
            raise Refused(400, f"values: {name}: expected text of at most {MAX_FIELD} characters")
        value = BY_NAME[name].kind.from_form(text)
        if value == []:
            empty.add(name)
        _put(raw, name, value)
    return empty


def _nothing(name: str) -> str:
    from accessible_kits.profile import BY_NAME

    kind = BY_NAME[name].kind
    if kind.input == "checkboxes":
        return f"nothing is chosen; choose one or more of {', '.join(kind.options)}"
    return f"nothing is written; use {kind.allowed()}"


@functools.lru_cache(maxsize=64)
def _font_problem(family: str) -> str | None:
    from accessible_kits.fonts import font_files

    try:
        font_files(family)
    except NoFont as exc:
        return exc.reason
    return None


@functools.lru_cache(maxsize=64)
def _voice_problem(voice: str) -> str | None:
    from accessible_kits.voices import voice_problem

    return voice_problem(voice)


def _rewrite_description(raw: dict, profile, base: str, values: dict) -> dict:
    """The description rewritten (in `raw` too) when the person changed a value but not the description."""
    from accessible_kits.profile import put

    if profile is None or DERIVED in values or not set(values) - {"name"}:
        return {}
    words = describe(profile, base)
    put(raw, DERIVED, words)
    return {DERIVED: words}


def describe(profile, base: str) -> str:
    """The description of a changed profile, from its own values (never the base's words about other sizes)."""
    return (
        f"{profile.text_size:g} pt text, {profile.cell_size:g} mm cells, {profile.line_width:g} mm lines; "
        f"changed in the studio from {base}."
    )


def _column_words_problem(setting, typed: str, columns: tuple[str, int] | None) -> str | None:
    """Column words the build would refuse, said beside the field: words split by spaces where commas
    were meant, or fewer words than the game has columns."""
    if isinstance(setting, str):
        return None
    if len(setting) == 1 and " " in setting[0].strip():
        example = ", ".join(setting[0].split()[:3])
        return f"separate the words with commas, like {example}; now the list is one word"
    if columns and columns[1] and len(setting) < columns[1]:
        return (
            f"{columns[0]} has {columns[1]} columns, but the list gives {len(setting)} "
            f"word{'s' if len(setting) != 1 else ''}; give one word for each column, separated by commas"
        )
    return None


def opened(text: str, name: str) -> dict:
    """A profile file as the form shows it: the bundled profile it extends (or the form's first), and a
    field's text for every key it sets. Refused (one line, naming the file and key) when it does not
    load as the CLI would load it; `extends` may name only a bundled profile, never a path."""
    from accessible_kits.keys import KeyProblem
    from accessible_kits.profile import KEYS, builtin_profiles, check_keys, merge, profile_from, profiles_dir, raw_chain
    from accessible_kits.studio.page import default_base
    from accessible_kits.tomlfile import loads

    data = loads(text, name)
    parent = data.get("extends")
    if parent is not None and parent not in builtin_profiles():
        raise KeyProblem(
            name,
            "extends",
            f"{shown(parent)}: the studio opens a profile that extends a bundled one "
            f"({', '.join(builtin_profiles())}) or none",
        )
    base = parent or default_base()
    check_keys(data, name)
    raw = merge(raw_chain(profiles_dir() / f"{base}.toml"), data)
    profile, errors = profile_from(raw, "opened", name)
    for key, words in errors.items():
        raise KeyProblem(name, key, words)
    assert profile is not None
    given = {
        k.name
        for k in KEYS
        if k.name.split(".")[0] in data and ("." not in k.name or k.name.split(".", 1)[1] in data[k.name.split(".")[0]])
    }
    from accessible_kits.studio.page import form_values

    as_base = form_values(base)
    values = {k.name: k.kind.field(profile.value(k)) for k in KEYS if k.name in given}
    return {"base": base, "values": {k: v for k, v in values.items() if v != as_base[k]}}
