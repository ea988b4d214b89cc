"""How the game's two players are said at the table: who takes which name, and who starts the
second round. A file may name people ("Maya"), teams ("Otters") or roles ("First player"): a
role is taken by going first, a name is chosen by the players (round 10's cold readers found
"The rules call the two players Maya and Theo" but no player ever given a name)."""

from __future__ import annotations

from accessible_kits.compose.words import is_role

# who starts round 2 when the players have no names: "the other player" also means the opponent
# in the examples, and "the second" was heard as a second row (round 13's listener and reader)
SECOND_STARTS = "Whoever went second in round 1 starts round 2."

# two people's names for the scribe's example where the file names only roles: the scribe says who
# chose and who wins by name, since "the first player" is the other person in round 2 (round 16's
# listener); said as people playing, so nobody takes them for names the rules give
PEOPLE = ("Sam", "Ana")
# where the stand-in names are first used, said as names of two players: "For example, Sam and Ana are
# playing." came before anything said who they were (LISTEN27 #15); said made up there, in a game whose
# players use their own names: "two players called Sam and Ana" was taken for fixed role names (LISTEN37 #12)
MADE_UP_PAIR = f"two players with the made-up names {PEOPLE[0]} and {PEOPLE[1]}"
PLAYING = f"For example, {MADE_UP_PAIR} are playing."


def named(w) -> bool:
    """Whether the players have names, not roles (`w`: a family's wording)."""
    return not any(is_role(p) for p in w.game.players[:2])


def choose(w, *, first: bool = True) -> list[str]:
    """Who takes which name, then (`first`) who starts: in round 1, said where it is said ("Maya
    goes first." in Setting up read as every round, round 15's braille reader); then, in every
    family, that each keeps that name all match (names_kept: round 20's listener found it for
    Maya and Theo, not for Owls team)."""
    if not named(w):
        return ["Choose who goes first in round 1. You can toss a coin."]
    pick = f"Choose who plays {w.who(0)} and who plays {w.who(1)}."  # no "if the names ...": unclear heard (round 12)
    return [f"{pick} You can toss a coin.", *([starts_round_1(w)] if first else []), *names_kept(w)]


def names_kept(w) -> list[str]:
    """Where the file names the players and a name stays with its player all match (the family's
    `changes_sides`), whose names the scribe says: round 17's listener took Maya and Theo for example
    names, not the game's. Said by choose, in every family's setting up; the match record's columns
    say theirs (scribe_words.names_written)."""
    if not named(w) or w.changes_sides():
        return []
    names = " or ".join(w.who(i) for i in range(2))
    kept = f"Each player keeps their name, {names}, for the whole match."
    return [f"{kept} The scribe says these names, not the players' own names."]


def starts_round_1(w) -> str:
    """Who starts the first round, where the players have names: the file's first name."""
    return f"{w.who(0, start=True)} goes first in round 1."


def second_round(w) -> str:
    """Who starts the second round of a match: by name, where the players have names."""
    if not named(w):
        return SECOND_STARTS
    return f"In the second round, {w.who(1)} goes first."


def summary_rounds(w) -> str:
    """The quick reference's line on the match, with who starts each round: a player with only the
    card did not know who starts round 1 (round 15's braille reader and listener)."""
    if not named(w):
        # a choice, as the rules say it ("You can toss a coin."): "Toss a coin." read as a must (round 16)
        first = "Choose who starts round 1, perhaps by coin toss."
        return f"A match is two rounds. {first} {SECOND_STARTS} One win each is a shared match."
    # the rules' own sentences, so the card and the rules say it one way
    return f"A match is two rounds. {starts_round_1(w)} {second_round(w)} One win each is a shared match."
