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


def form(body: dict) -> dict:
    """Check a request's profile: base (a bundled name), file_name, and the values the person
    changed ({key: text as typed}). Returns what the page shows: errors by field, problems,
    targets, and (when all is well) the profile's TOML."""
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
    errors.update(key_errors)
    for name in empty & set(errors):  # said as the form shows it, not as "[]" in a file
        errors[name] = _nothing(name)
    out: dict[str, Any] = {"errors": errors, "problems": [], "targets": [], "toml": None, "file_name": pid}
    if profile is None:
        return out
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
