"""Round 30's cold readers on the kit's paper words (LISTEN30 #11): a cover step never puts away a
sheet already away; since wave 36, it says the table it leaves. Built-in games and the readers',
large print and tactile, printed and spoken; every sheet read from the plan."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.words import ordinal_word
from rule_texts import readers_kits_flat

ORDINALS = {ordinal_word(n): n for n in range(1, 10)}


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}, composed once (liblouis measures the labels)."""
    return readers_kits_flat()


def _sheets(said: str) -> set[int]:
    """The board sheets a phrase names, aloud ("the first and second board sheets") or printed
    ("board sheets 1 and 2")."""
    return {ORDINALS.get(w, 0) or int(w) for w in re.findall(r"\b(\d+|[a-z]+)\b", said) if w in ORDINALS or w.isdigit()}


def test_a_sheet_put_away_is_not_put_away_again(kits):
    """LISTEN30 #11: "Before the worked examples, put the second board sheet away", then "For the
    first round, put the second board sheet away, and cover board 1 ...": the listener looked for
    a step that had taken it out. No step puts a named sheet away or takes one out, an action that
    supposes where the sheet was: each says the table it leaves, its sheet out and every other sheet
    away, by number, true whatever the step before left (wave 36)."""
    moved = set()
    for (name, profile), (kit, text, script) in kits.items():
        sheets = set(range(1, len(kit.plan.groups()) + 1))
        for words in (text, script):
            named = r"take out|[Pp]ut (?:board sheets? \d|the (?!other)\w+ (?:and \w+ )?board sheets?) away"
            assert not re.search(named, words), (name, profile)
            for step in re.finditer(r"have ([\w ,]*?board sheets?(?: [\d ,and]*\d)?) out and ([\w ,]*?) away", words):
                out, away = _sheets(step[1]), _sheets(step[2])
                assert len(out) == 1 and out | away == sheets and not out & away, (name, profile, step[0])
                moved.add(name)
    assert {"row-removal", "four-rows"} <= moved, moved
