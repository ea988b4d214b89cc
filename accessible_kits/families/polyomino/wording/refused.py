"""What a polyomino kit's scribe says to a refused move: the words for each of the engine's rules
(engine.RULES, by its keys), and which rule an engine's reason says, so a worked example's refusal is
voiced in the words the rules teach (LISTEN21 #14). Split from scribe.py by job."""

from __future__ import annotations

import re

from accessible_kits.compose.scribe_words import off_board
from accessible_kits.families.polyomino.engine import RULES

# what the scribe says to a move that breaks each of the engine's rules (engine.RULES, by its keys;
# a test holds the two to the same keys): the rule the engine's reason in a worked example names
REFUSED = {  # in RULES' order, the engine's: the rules say the first of two a move breaks (LISTEN26 #17)
    # a piece the player does not have: no words for it left the scribe to make some up (LISTEN22 #9)
    "piece": "If the player names a piece their set does not have, the scribe says: that is not one of your pieces.",
    "placed": "If the piece is on the board already, the scribe says: that piece is already on the board.",
    "shape": "If the cells do not make the shape of the piece, the scribe says: those cells do not make its shape.",
    "off": off_board("cell"),
    "covered": "If a cell is covered already, the scribe says: that cell is already covered.",
    "start": "If a first piece leaves the start cell uncovered, the scribe says: "
    "your first piece must cover your start cell.",
    # the scribe's words name the cells, as the engine's reason does (side_said): "that cell" named no cell
    # of the new piece (LISTEN21 #13), and every own cell a side touches (round 19's braille reader)
    "side": "If a side of the new piece touches the player's own pieces, the scribe names the cells that touch.",
    "corner": "If a later piece touches none of the player's own pieces at a corner, the scribe says: "
    "no corner touches your own pieces.",
}
# each rule a move may break, by the engine's keys (engine.RULES): the Not allowed list in the order the
# scribe's refusals are listed (READER29 #14); a piece not the player's and one already placed, one line
NOT_ALLOWED = {
    "piece": "You may not place the other player's pieces, or a piece already on the board.",
    "placed": "You may not place the other player's pieces, or a piece already on the board.",
    "shape": "You may not cover cells that do not make the shape of the piece you named.",
    "off": "You may not put a piece partly off the board.",
    "covered": "You may not cover a cell that is already covered.",
    "start": "You may not place a first piece that leaves your start cell uncovered.",
    "side": "You may not let a side of your new piece touch a side of your own pieces.",
    "corner": "You may not place a later piece that touches none of your own pieces at a corner.",
}
SAYS = "the scribe says: "  # what follows it in REFUSED is the scribe's words, in the rules and the examples


def _template(rule: str) -> re.Pattern:
    """The engine's reason for `rule` (RULES) as a pattern, each of its fields any text."""
    return re.compile("^" + re.sub(r"\\\{\w+\\\}", ".+", re.escape(RULES[rule])) + "$")


_REASONS = {rule: _template(rule) for rule in RULES}


def rule_of(reason: str) -> str:
    """Which rule (a key of RULES) an engine's reason for a refused move says, by its words."""
    return next(rule for rule, pattern in _REASONS.items() if pattern.match(reason))
