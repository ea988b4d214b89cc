"""The rule card's HTML parser keeps the patterns it makes (writers.rules_pdf.parser_regexes_kept,
issue 29): tinyhtml5 builds each again on every call without it. The same patterns kept give the same
tree, so the same card: checked on a built-in game's card and a user game's."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
import tinyhtml5  # type: ignore[import-untyped]
import tinyhtml5.inputstream as stream  # type: ignore[import-untyped]

from accessible_kits.writers import rules_pdf
from rule_texts import MAYA


@pytest.fixture(scope="module")
def cards() -> dict:
    """{name: the rule card's HTML as WeasyPrint is given it} of a built-in game and a user game."""
    from accessible_kits.compose import compose
    from accessible_kits.games import load_game, parse_game
    from accessible_kits.profile import load_profile
    from accessible_kits.writers.rules_html import rules_html

    profile = load_profile("large-print")
    games = {"poison-corner": load_game("poison-corner"), "long-corner": parse_game(MAYA, "maya.toml")}
    return {name: rules_html(compose(game, profile), profile, for_pdf=True) for name, game in games.items()}


def _tree(html: str) -> bytes:
    return ET.tostring(tinyhtml5.parse(html))


@pytest.mark.parametrize("name", ["poison-corner", "long-corner"])
def test_the_card_parses_the_same_with_its_patterns_kept(cards, name, monkeypatch):
    html = cards[name]
    monkeypatch.setattr(stream, "characters_until_regex", {})  # tinyhtml5's own cache, as it comes
    own = _tree(html)
    rules_pdf.parser_regexes_kept()
    kept = stream.characters_until_regex
    assert type(kept) is not dict
    assert _tree(html) == own
    # each pattern is kept under the key it is looked up by (tinyhtml5 alone keys it by the pattern)
    assert (("&", "<", "\u0000"), False) in kept
    assert not any(isinstance(key[0], re.Pattern) for key in kept)
    made = dict(kept)
    assert _tree(html) == own
    assert dict(kept) == made  # a second card makes no pattern: each is found
    assert all(kept[key] is made[key] for key in made)
    rules_pdf.parser_regexes_kept()  # once a process: called again, the kept patterns stay
    assert stream.characters_until_regex is kept
