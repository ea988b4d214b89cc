"""A profile's raw values (nested as in a file) and the typed, immutable Profile made from them.

`defaults()` is where every profile starts; `parse_values` runs each declared key's kind
over a merged raw profile and finds every bad key (the studio marks them all); a file
names the first. Nothing here reads files: loading.py does, then calls `profile_from`.
"""

from __future__ import annotations

from dataclasses import fields

from accessible_kits.keys import not_allowed
from accessible_kits.profile.declaration import KEYS, Profile


def defaults() -> dict:
    """The raw values a profile starts from when it extends nothing, nested as in a file."""
    raw: dict = {}
    for k in KEYS:
        put(raw, k.name, k.default)
    return raw


def put(raw: dict, name: str, value) -> None:
    """Set key `name` ("cell_size", "speech.voice") of a raw profile, making its table if need be."""
    if "." in name:
        tbl, sub = name.split(".", 1)
        raw.setdefault(tbl, {})[sub] = value
    else:
        raw[name] = value


def get(raw: dict, name: str):
    """The raw value of key `name` ("cell_size", "speech.voice") of a merged raw profile."""
    if "." in name:
        tbl, sub = name.split(".", 1)
        return raw[tbl][sub]
    return raw[name]


def _construct(cls, values: dict, path: tuple[str, ...] = (), **extra):
    """A declaration dataclass (and its nested tables) from {attr path: typed value}."""
    args = dict(extra)
    for f in fields(cls):
        if "key" in f.metadata:
            args[f.name] = values[path + (f.name,)]
        elif "table" in f.metadata:
            args[f.name] = _construct(f.metadata["table"], values, path + (f.name,))
    return cls(**args)


def parse_values(raw: dict) -> tuple[dict, dict[str, str]]:
    """Each key of a merged raw profile parsed: ({attr path: value}, {key name: what is wrong}).
    Every bad key is found, in declaration order (the studio marks them all; a file names the first)."""
    values, errors = {}, {}
    for k in KEYS:
        v = get(raw, k.name)
        try:
            values[k.attr] = k.kind.parse(v)
        except ValueError as exc:  # a kind's Bad, or a unit's ValueError: what is allowed
            errors[k.name] = not_allowed(v, exc)
    return values, errors


def profile_from(raw: dict, id: str, source: str) -> tuple[Profile | None, dict[str, str]]:
    """A Profile from a merged raw profile, or None and what is wrong with each bad key."""
    values, errors = parse_values(raw)
    if errors:
        return None, errors
    return _construct(Profile, values, id=id, source=source), {}
