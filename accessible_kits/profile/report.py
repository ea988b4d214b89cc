"""What a profile gives, said for people: `accessible-kits check`'s lines, the kit page's
settings, and the keys table of docs/profiles.md, all made from the declaration."""

from __future__ import annotations

import json

from accessible_kits.keys import Key
from accessible_kits.profile.checks import flat_ink_line, targets
from accessible_kits.profile.declaration import KEYS, Profile


def settings(p: Profile) -> list[tuple[Key, str]]:
    """Every key and its value, written for people."""
    return [(k, k.kind.show(p.value(k))) for k in KEYS]


def report(p: Profile) -> list[str]:
    """What a profile gives, in short lines, for `accessible-kits check`."""
    lines = [f"{p.name} ({p.id})"]
    lines += [f"{k.name}: {shown}" for k, shown in settings(p)]
    for t in targets(p):
        level = f", {p.contrast}" if t.label == "Text contrast" else ""
        lines.append(
            f"{t.label[0].lower()}{t.label[1:]}: {t.ratio:.2f}:1 (target {t.target:g}:1{level}) - "
            f"{'meets' if t.meets else 'fails'}"
        )
    if p.braille:  # only a braille profile raises sheets
        lines.append(flat_ink_line(p))
    return lines


def _default(k: Key) -> str:
    """A key's default as the docs show it: a word as written, anything else as TOML writes it
    (JSON and TOML write numbers, true/false and lists of words alike)."""
    if k.default == "":
        return "empty"
    return k.default if isinstance(k.default, str) else json.dumps(k.default)


def markdown_table() -> str:
    """The keys table of docs/profiles.md, made from the declaration (a test keeps the doc equal)."""
    rows = [
        "| key | what it sets | default | allowed |",
        "|---|---|---|---|",
        (
            "| `extends` | start from this profile (a bundled name or a file beside this one) | none | "
            "a profile name or path; no loops |"
        ),
    ]
    rows += [f"| `{k.name}` | {k.help} | {_default(k)} | {k.kind.allowed()} |" for k in KEYS]
    return "\n".join(rows) + "\n"
