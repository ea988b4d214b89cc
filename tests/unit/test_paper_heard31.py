"""Round 30's cold readers on the kit's paper words (LISTEN30 #11): a cover step says only what
changes from the moment before. Built-in games and the readers', large print and tactile, printed
and spoken; every sheet read from the plan."""

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
    a step that had taken it out. Read in order, the moments' steps put away only a sheet that is
    out, and take out only one that is away (a spare's steps, from the board it replaces, are no moment)."""
    moved = set()
    for (name, profile), (_kit, text, script) in kits.items():
        for words in (text, script):
            away: set[int] = set()
            # a spare's steps start from the table the board it replaces leaves (LISTEN33 #16): not a moment
            moments = re.sub(r"If a board is spoiled,.*?(?=Sit side by side)", "", words, flags=re.DOTALL)
            # nor a moment's step where the moment before was played on the spare (round 35)
            moments = re.sub(
                r"If [\w ]+ (?:was played|were followed) on board \d+, instead [^.]*\.\s*"
                r"(?:(?:It was put away|Put |Move |Leave |Board \d+ is alone)[^.]*\.\s*)*",
                "",
                moments,
            )
            for step in re.finditer(
                r"(take out|[Pp]ut) ((?:the )?[\w ,]*?board sheets?(?: [\d ,and]*\d)?)(?: (away)|\.)",
                moments,
            ):
                _, sheets, how = step.groups()
                if "other" in sheets:  # the rule "Put the other board sheet away." names none
                    continue
                named = _sheets(sheets)
                if how == "away":
                    assert not named & away, (name, profile, step.group(0), away)
                    away |= named
                else:
                    assert named <= away, (name, profile, step.group(0), away)
                    away -= named
                moved.add(name)
    assert {"row-removal", "four-rows"} <= moved, moved
