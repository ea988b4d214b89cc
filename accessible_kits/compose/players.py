"""How the game's two players are said at the table: who takes which name, and who starts the
second round. A file may name people ("Maya"), teams ("Otters") or roles ("First player"): a
role is taken by going first, a name is chosen by the players (round 10's cold readers found
"The rules call the two players Maya and Theo" but no player ever given a name)."""

from __future__ import annotations

from accessible_kits.compose.words import is_role

# who starts round 2 when the players have no names: "the other player" also means the opponent
# in the examples, and "the second" was heard as a second row (round 13's listener and reader)
SECOND_STARTS = "Whoever went second in round 1 starts round 2."


def named(w) -> bool:
    """Whether the players have names, not roles (`w`: a family's wording)."""
    return not any(is_role(p) for p in w.game.players[:2])


def choose(w, *, first: bool = True) -> list[str]:
    """Who takes which name, then (`first`) who starts."""
    if not named(w):
        return ["Choose who goes first. You can toss a coin."]
    pick = f"Choose who plays {w.who(0)} and who plays {w.who(1)}."  # no "if the names ...": unclear heard (round 12)
    return [f"{pick} You can toss a coin.", *([f"{w.who(0, start=True)} goes first."] if first else [])]


def second_round(w) -> str:
    """Who starts the second round of a match: by name, where the players have names."""
    if not named(w):
        return SECOND_STARTS
    return f"In the second round, {w.who(1)} goes first."


def summary_match(w) -> str:
    """The quick reference's line on the match: who starts round 2 in the rules' own words."""
    return f"A match is two rounds. {second_round(w)} One win each is a shared match."
