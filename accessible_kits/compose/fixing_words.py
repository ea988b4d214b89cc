"""How a mistake is put right, said from the kit's marking: a wrong mark or piece at once (fix_now), one
found later (found_later), a turn written wrong (record_fix), and which move counts.

Split from scribe_words.py by job (it re-exports these): putting the board right is its own job, and a
piece game's words for it (a piece, not a mark) made that module overrun its 400 lines."""

from __future__ import annotations

from accessible_kits.compose.drafts import Para
from accessible_kits.compose.words import PEN, Marking, number_word
from accessible_kits.model import Column, RecordSheet

# which move counts, in the say-back's own words ("Until the yes, the player may change the move"):
# "confirmed" was never defined (READER28 #52)
YES_COUNTS = "The move the player said yes to is the move that counts."
# of an allowed move: "After the player's yes, a move is not taken back." was heard as "even a
# refused move is final" (LISTEN30 #3); a refused move's player chooses again
NOT_TAKEN_BACK = "After the yes, an allowed move is not taken back."

# who puts a wrong mark right at once: the scribe, who made it (without a scribe, the other player:
# WHO_MARKS says so, and says void); "Draw a ring around the wrong mark." said nobody (LISTEN26 #2)
VOID = "The scribe says void out loud."


def fix_now(touch: str, pen: bool, laid: str) -> tuple[str, ...]:
    """The scribe's steps that put a wrong mark right at once: a token or piece taken off and laid
    again, a pen mark ringed, a pencil mark rubbed out (or a `laid` piece taken off)."""
    if touch:
        return (
            f"The scribe takes the wrong {touch} off the board.",
            VOID,
            f"The scribe lays the {touch} where the player said.",
        )
    if pen:
        return (
            "The scribe draws a ring around the wrong mark.",
            f"{VOID} A ringed mark does not count.",
            "The scribe makes the mark that the player said.",
        )
    if laid:  # a board of pieces: the piece first, its marks only where it is uncut (ROUND32 #16)
        return (
            f"The scribe takes the wrong {laid} off the board, or rubs out its marks.",
            VOID,
            f"The scribe lays the {laid}, or writes its marks, where the player said.",
        )
    return ("The scribe rubs out the wrong mark.", VOID, "The scribe makes the mark where the player said.")


# what the players do when they disagree about a move, with no host to ask (LISTEN37 Q8 #4): the rule heard
# again and the board checked against the record, in every family; never who is right
DISAGREE = (
    "If the players disagree about a move, stop playing. The scribe reads out the rule about that move again. "
    "Then the scribe checks the board against the record sheet. "
    # who decides in the end, where there is one: the host key was said to be for disputes, the steps never
    # named the host (LISTEN42 #13)
    "If they still disagree and a host is there, the host settles it with the host key. After that, play on."
)


def found_later(
    touch: str, pen: bool, laid: str = "", mark: Marking = PEN, spot: str = "place", *, disagree: bool = False
) -> list:
    """A mistake found after the next turn: the board is put right from the record sheet, a
    confirmed move stands, and a `spot` (the family's word: cell) whose wrong mark was ringed is
    marked again when a later move marks it. `touch`: on a tactile kit, what marks a move (token or
    piece), laid or taken off instead; `pen`: whether marks stay (pen), or rub out (pencil); `laid`:
    what may be laid instead of a pencil mark; `mark`: the family's marking words (cross out);
    `disagree`: then what to do when the players disagree about a move (DISAGREE)."""
    if touch:
        fix = [f"Lay or take off each {touch} until the board matches the record sheet."]
    elif pen:
        fix = [
            "Pen marks cannot be rubbed out. So ring each wrong mark, and make each missing mark.",
            # in the marking words: "If a later move marks a ringed place for real" was unclear, "ringed
            # place" and "for real" both (LISTEN24 #12); then "If a later move crosses out a circle whose
            # wrong mark was ringed, cross out that circle again beside the ring." needed a second hearing:
            # one idea a sentence, what the ring means first (LISTEN34 #9, LISTEN35 #14)
            f"A {spot} whose wrong mark is ringed is still there.",
            f"If a later move {mark.does} that {spot}, make the new mark beside the ring. The new mark counts.",
        ]
    else:
        fix = ["Rub out each wrong mark, and make each missing mark."]
        if laid:  # a board of pieces: the pieces first (ROUND32 #16)
            fix = [
                f"Take off each {laid} in a wrong place, and lay each missing {laid}.",
                "Do the same with the marks of uncut pieces.",
            ]
    return [
        Para(
            # stop playing, not "stop the game": a round of the match is stopped and goes on (LISTEN29 #1)
            "If a mistake is found later, stop playing. "
            "The players and the scribe agree on the board from the record sheet."
        ),
        *(Para(t) for t in fix),
        Para(f"Then play on. {NOT_TAKEN_BACK}"),
        *([Para(DISAGREE)] if disagree else []),
    ]


# the lines a turn's record sheet has past the longest game, for turns written again: "write the turn
# again on the next line" found no line left after a longest game (READER35 #13). Two: a longest game
# with two turns written again fits. The one number the sheet, its braille form and the rules say.
SPARE_LINES = 2


def spare_said(what: str, spare: int = SPARE_LINES) -> str:
    """That `what` ("This sheet", "The record sheet") has `spare` lines past the longest game, and why."""
    return f"{what} has {number_word(spare)} lines more than the longest game needs. They are for turns written again."


def turn_record(instructions: str, columns: tuple[Column, ...], longest: int) -> RecordSheet:
    """A game's record sheet, a line a turn: a line for each turn of the `longest` game, and SPARE_LINES
    more, which its `instructions` end by saying."""
    said = spare_said("This sheet")
    return RecordSheet(
        "record", "Record sheet", f"{instructions} {said}", columns, longest + SPARE_LINES, spare=SPARE_LINES
    )


def record_fix(record: str, touch: str) -> str:
    """How a turn written wrong on the `record` is put right (on a tactile kit, its braille form too),
    and the lines the record has for it."""
    braille = " On the braille form, write full cells, all six dots, over it instead." if touch else ""
    again = f"Then write the turn again on the next line. {spare_said(f'The {record}')}"
    return f"If a turn is written wrong on the {record}, draw one line through it.{braille} {again}"
