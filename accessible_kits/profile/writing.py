"""A merged raw profile written as a complete TOML file (the studio's download), by tomli-w.

tomli-w is the well-kept writer that pairs with the standard library's tomllib reader,
so what is written always reads back to the same values (a test loads it back).
"""

from __future__ import annotations

import tomli_w

from accessible_kits.profile.declaration import KEYS
from accessible_kits.profile.values import get


def to_toml(raw: dict) -> str:
    """A merged raw profile as a complete TOML file (every key, no extends), in declaration order."""
    top: dict = {}
    tables: dict = {}
    for k in KEYS:
        value = get(raw, k.name)
        value = list(value) if isinstance(value, tuple) else value
        if "." in k.name:
            tbl, sub = k.name.split(".", 1)
            tables.setdefault(tbl, {})[sub] = value
        else:
            top[k.name] = value
    return tomli_w.dumps({**top, **tables})
