"""Plain-language measures on kit text: sentences, their lengths, Flesch reading ease."""

from __future__ import annotations

import re


def sentences(text: str) -> list[str]:
    """Sentences of a plain-text rule card: each list item and each paragraph is split on '.', '?' and '!'."""
    units = []
    for block in re.split(r"\n\s*\n", text):
        item = []
        for line in block.splitlines():
            if re.match(r"^\s*(\d+\.|-)\s", line) and item:
                units.append(" ".join(item))
                item = []
            item.append(re.sub(r"^\s*(\d+\.|-)\s+", "", line.strip()))
        if item:
            units.append(" ".join(item))
    out = []
    for unit in units:
        out += [s.strip() for s in re.split(r"(?<=[.!?])\s+", unit) if s.strip()]
    return out


def words(sentence: str) -> int:
    return len([w for w in sentence.split() if any(ch.isalnum() for ch in w)])
