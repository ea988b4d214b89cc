"""Lengths and durations as people write them in profiles: "25mm", "18pt", "500ms"."""

from __future__ import annotations

import re

MM_PER = {"mm": 1.0, "cm": 10.0, "in": 25.4, "pt": 25.4 / 72}
MS_PER = {"ms": 1.0, "s": 1000.0}
_NUM = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([a-z]+)\s*$")


def parse_length(text: str) -> float:
    """Return millimetres; raise ValueError with what is allowed."""
    match = _NUM.match(str(text))
    if not match or match.group(2) not in MM_PER:
        raise ValueError("a length like 25mm, 2.5cm, 1in or 18pt")
    return float(match.group(1)) * MM_PER[match.group(2)]


def parse_duration(text: str) -> int:
    """Return whole milliseconds; raise ValueError with what is allowed."""
    match = _NUM.match(str(text))
    if not match or match.group(2) not in MS_PER:
        raise ValueError("a duration like 500ms or 1.5s")
    return round(float(match.group(1)) * MS_PER[match.group(2)])


def pt_to_mm(pt: float) -> float:
    """Points (1/72 inch) as millimetres, for drawing type sizes on a page measured in mm."""
    return pt * 25.4 / 72
