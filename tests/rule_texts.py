"""A game's rules composed for a profile, as the text and spoken script the tests read: shared by
the fast tier's tests/unit/test_rule_words.py and the full tier's tests/test_words.py."""

from __future__ import annotations


def flat(text: str) -> str:
    """The text with every run of whitespace (line breaks of the layout) as one space."""
    return " ".join(text.split())


def composed_texts(game, profile):
    """(kit, rules.txt's text, the spoken script's said sentences joined) for the game at the profile."""
    from accessible_kits.compose import compose
    from accessible_kits.writers.rules_text import rules_text

    kit = compose(game, profile)
    return kit, rules_text(kit), " ".join(s.text for s in kit.script if s.kind == "say")
