"""What the scribe writes, said from the sheets themselves: what goes in each column of the record
sheet and the match record, and who ticks a box and after what. How a board is put right is in
fixing_words.py, split out by job.

Split from common.py by job: these sentences are read from the record sheets the pages are drawn
from, so the rules name only the columns and boxes a sheet has."""

from __future__ import annotations

import re

from accessible_kits.compose.drafts import Bullets, DraftBlock, Para
from accessible_kits.compose.players import PEOPLE, named
from accessible_kits.compose.words import is_role, join, number_word, possessive
from accessible_kits.model import RECORDS_FOLDER, Column, RecordSheet

# after a turn's steps, which say what the player does: who does the marking (both cold readers
# read "Cover your cell" against "Without a scribe, the other player ... marks it")
# (and pieces are laid, not marked: "does the marking" read wrong in the piece games, round 10)
MARKED_FOR_YOU = "A scribe puts your move on the board for you. Without a scribe, the other player does it."

# the last line of the rules' Not allowed list: said there once, as the quick reference says it
REFUSED_MOVE = "A move that breaks one of these rules does not count: the player chooses again."


def off_board(place: str) -> str:
    """What the scribe says to a `place` (cell, row) the player names that the board does not have."""
    return f"If the player names a {place} that is not on the board, the scribe says: that {place} is not on the board."


# no scribe calls turns: the words to ask (LISTEN37 #24), and what the answer is (LISTEN38: no words were given)
NO_CALL = (
    "If you lose track, ask the scribe: whose turn is it? "
    "The scribe answers with the name of the player whose turn it is."
)
# which name, where the file names roles: the scribe's own names were said only later (LISTEN40 #13); "the team's
# name" came before how a team gets one (LISTEN41 #3)
OWN_CALL = "That is the player's own name, or the name a team chose."


def no_call(roles: bool) -> str:
    """NO_CALL, and where the players are roles (called by their own names), which name answers."""
    return f"{NO_CALL} {OWN_CALL}" if roles else NO_CALL


# what a scribe does, said of the board: pen marks, laid tokens and laid pieces alike ("marks the
# sheet" was read where the scribe lays tokens)
SCRIBE_DOES = "puts each move on the board"
# who scribes in each case, said without a word that points back: "Otherwise, the other player does it" came
# before turns are explained, and "no player" was heard against "a player" (LISTEN37 #1); a player "does the
# scribe's part", as Playing with a scribe says ("The scribe is a player" read against "Without a scribe")
NEEDED = (
    "If one player can read the print sheets, that player can do the scribe's part. "
    "If neither player can, a third person who can read print is needed as the scribe."
)
# what a scribe is, said in What you need, before the word is used (LISTEN28 #1, READER28 #38); needed where no
# player can read the print (no word of sight: tactile kits say it; "Without a scribe" read as optional, LISTEN32 #3)
SCRIBE_IS = f"A scribe: a partner who {SCRIBE_DOES} for a player. " + NEEDED
# what a match and a round are, said before either is used ("Each round of a match is one game.", LISTEN28 #2):
# every match is two rounds (common.match_section). Once a script: "A match is two games. Each game is called a
# round." was said twice in a minute, and game and round both named one game of the match (LISTEN29 #1).
# "From start to finish": a round begins on a full board, an empty one or a new grid alike ("its first move"
# left "its" to be found, LISTEN19 #16).
MATCH_IS = "A match is two rounds. A round is one game, from start to finish."

# where the read back is the board's counts, the last one is the board now: one way to ask (round 11)
READ_BACK_PLEASE = "read back, please"  # the request's exact words, the same in the rules and on the card
ASK_NOW = f"At any time, a player may ask for it by saying: {READ_BACK_PLEASE}."
# the say-back, short, for the quick reference: the scribe repeats the move, the player confirms it
SAY_BACK = "The scribe says it back. If it is right, say yes."

# the scribe's part at a game's end, where a family gives no exact words of its own (end_said)
ENDS = "When a move ends the game, the scribe says so, and says who wins."


def stand_ins(w) -> dict[int, str]:
    """Where the file names roles, the names the worked examples give the players, Sam and Ana: Sam
    to whoever moves first in the example being told (`w.example_first`, set by compose.examples),
    so the names follow the order the moves are heard in."""
    first = w.example_first if w.example_first is not None else w.e.initial().to_move
    return {first: PEOPLE[0], 1 - first: PEOPLE[1]}


def cast(w) -> str:
    """The stand-in names, said once before the first worked example, where the file names roles:
    every example then calls the players Sam and Ana from its first move. "The first player chooses
    D2", then "the player to move is Sam" at the third example, made readers map roles to names
    (LISTEN25 #5, READER25 #3). "" where the file names the players: the examples use its names."""
    if named(w):
        return ""
    # made up, so nobody takes them for the real players ("the players are called" was, round 12)
    called = f"The worked examples use made-up names for the players: {join(PEOPLE)}."
    return f"{called} {PEOPLE[0]} makes each example's first move."


def end_told(w, mover: int, winner: int, said) -> str:
    """A worked example's end as the scribe says it (`said(mover, winner)`, the family's set words):
    by the game's names; where the file names roles, by the stand-in names every example uses (w.who).
    "The scribe says: the player to move chose column A row 1" broke "by the players' own names"
    (LISTEN23 #3, READER23 #17; the row games' LISTEN20 #4)."""
    return f"The scribe says: {said(w.who(mover), w.who(winner, start=True))}"


# how many tries, and what a refused move costs: "the player chooses again" said neither, once or as often
# as needed, nor whether the turn is lost (LISTEN27 #13). Said once, in every family's scribe section,
# after its refusals: the first paragraph of NOT_RECORDED, which common.scribe_section puts there
TRIES = "A player may choose again as often as needed. A refused move costs nothing: the player keeps the turn."
NOT_RECORDED = f"{TRIES}\n\nA refused move is not written on the record sheet."  # paragraphs apart (common)

# a worked example's refusal, after the say-back and the yes, in every family: "The second player says
# yes. That is not allowed." was heard as saying yes not allowed (LISTEN24 #2); the check first, as the
# scribe section teaches it ("After the yes, the scribe checks the move"), then whose fault: the move's
REFUSED_AFTER_CHECK = "The scribe checks the move. That move is not allowed."


def who_marks(touch: bool, left: str = "mark") -> str:
    """Who scribes when nobody else does; on a printed sheet, marked and read by eye, two players
    who cannot see it need someone who can (on a tactile kit, the other player does it by touch).
    `left`, the family's hook: what a move leaves on the board, a piece game's "piece" (ROUND32 braille #16)."""
    # "void" explained where it is first heard, once: Fixing a mistake comes later (round 19's listener)
    void = f" For a wrong {left}, the other player says void. Void means that {left} does not count."
    if left != "mark":  # "wrong piece" was taken for a refused move, which gets the rule's words (LISTEN36 #3)
        void = f" A wrong {left} is one laid on other cells than the ones the player said yes to." + void
    return WHO_MARKS + void + ("" if touch else " If neither player can see the sheet, play with a scribe who can.")


WHO_MARKS = (  # who says the move back, marks and reads back when nobody scribes (who_marks: who says void)
    "One scribe can mark for both players. "
    # the other player: a player who cannot see cannot mark and read back their own move, nor say it back to themselves
    "Without a scribe, the other player does the scribe's part for the player who moves. "
    "The other player says the move back, checks it, marks it, and reads the board back."
)


def tick_boxes(record: RecordSheet) -> str:
    """The record sheet's tick boxes by their columns' headings ("the Read back box"), or "" for
    a sheet without one: words name a box only where the sheet has it."""
    ticks = [c.name for c in record.columns if c.tick]
    return f"the {join(ticks)} box{'es' if len(ticks) > 1 else ''}" if ticks else ""


def record_step(v, record: RecordSheet) -> str:
    """The scribe's last step, from the record sheet's own columns; who ticks a box is said after
    the columns (tick_line)."""
    return f"The scribe writes the turn on the {record.title.lower()}."


def tick_line(record: RecordSheet) -> str:
    """Who ticks a box and after what, said after the record sheet's columns; "" without a box."""
    boxes = tick_boxes(record)
    return tick_step(record, boxes) if boxes else ""


def braille_record(record: RecordSheet) -> str:
    """A braille scribe's record: the form's file, and yes for a tick (a lone y reads as "you", READER27 #14)."""
    boxes = tick_boxes(record)
    return (
        "A scribe who reads braille can keep the record in braille instead. "
        f"The braille record form is the file {record.id}.brf, in the {RECORDS_FOLDER} folder. "
        "Emboss it, then write each turn on its numbered line with a braille writer."
    ) + (f" Write yes in place of ticking {boxes}." if boxes else "")


def tick_step(record: RecordSheet, boxes: str) -> str:
    """Who ticks a box and after what: the sheet's own "Tick the ... box after ..." sentence, said
    of the scribe; `boxes` ("the Read back box") when the sheet says no more."""
    for sentence in record.instructions.split(". "):
        if sentence.startswith("Tick "):
            return f"The scribe ticks {sentence.removeprefix('Tick ').rstrip('.')}."
    return f"On each turn's line, the scribe ticks {boxes}."  # said after the columns: no "Then"


def _column(name: str, hint: str) -> str:
    """A column and what goes in it ("Player: Maya or Theo."); an example hint ("like D2")
    is printed for the eye only, so the column is said by its name; so is a written form's example
    after its words ("..., like B2+C2"): a plus sign is no word to say (ROUND32 #18), and a cell's
    written name ("..., like E2") is not how the rules say a cell ("column E row 2", READER39 #19)."""
    said = "" if hint.startswith("like") else re.sub(r", like (?:\S+\+\S+|[A-Z]+\d+)$", "", hint)
    return f"{name}: {said}." if said else f"{name}."


def columns_blocks(v, record: RecordSheet, players=(), marks: tuple[str, ...] = ()) -> list:
    """What the scribe writes in each column of the record sheet, from its own columns; where it
    takes a side's mark (`marks`, of the `players`), whose mark each is (marks_line). That the
    scribe says a player's own name aloud is said with the say-back (said_too), not here."""
    return [
        # a line, not a row: a sheet's row was heard as a board's row in the row games (round 14's listener)
        # parts, as the braille form says ("columns" beside the board's, READER32 #4)
        Para(f"The {record.title.lower()} has a line for each turn. Its {v.count(len(record.columns), 'part')} are:"),
        Bullets(tuple(_column(c.name, c.hint) for c in record.columns)),
        *(Para(t) for t in [marks_line(record, players, marks), letters_line(record)] if t),
    ]


def letters_line(record: RecordSheet) -> str:
    """Where a column is headed by a row's letter ("D: circles left in the Delta row"), how a row is
    said out loud: here, after the columns say what the letters are short for, not in The board
    before the record sheet is explained (LISTEN30 #14). "" elsewhere."""
    lettered = (re.fullmatch(rf"circles left in the {re.escape(c.name)}\w+ row", c.hint) for c in record.columns)
    return "Out loud, say a row's name, not its letter." if any(lettered) else ""


def marks_line(record: RecordSheet, players, marks: tuple[str, ...]) -> str:
    """Whose mark each is, where a column of the record sheet takes the sides' marks ("mark W or
    B"): said once there, as "Player: mark W or B" beside the sides said aloud and the match
    record's names left a reader tracking three names for a side (READER22 #12). "" elsewhere."""
    if len(marks) < 2 or not any(c.hint == f"mark {marks[0]} or {marks[1]}" for c in record.columns):
        return ""
    return f"{marks[0]} is {possessive(players[0])} mark, and {marks[1]} is {possessive(players[1])} mark."


def match_line(record: RecordSheet, players, *, draws: bool = False) -> tuple[str, ...]:
    """What to write on the match record, and when, from its own columns: a line a round (a sheet's
    "row" was heard as a board's row in the row games), whose names go in its player columns, and
    what a column holds where its name does not say (round 18's listener: "points" this round's
    or in all, and "cells left" whose?)."""
    names = join(c.name.lower() for c in record.columns)
    # who writes it: "After each round, write one line" named nobody (READER29 #4); without a scribe, the other
    # player does the scribe's part (WHO_MARKS), so the match record is the players' to write
    line = f"After each round, the scribe writes one line of the {record.title.lower()}: {names}. {NO_SCRIBE_WRITES}"
    # a hint with an example ("like W 3, B 5") is for the eye, as _column says: a mark said aloud was heard
    # as a cell, "B 5" (round 19's listener), so the family says that column in its own words (match_extra)
    held = [c for c in _not_plain(record, players) if "like " not in c.hint]
    # a drawn round's line: said in the points column's own words (match_record), where `draws`
    # the match's result, under the table (READER34 #15): when, and what, in the form's own hint
    results = (f"After the last round, write the {f.name.lower()}: {f.hint}." for f in record.fields)
    return (line, *names_written(record, players), *(f"{c.name}: {_held(c)}." for c in held), *results)


# who writes the match record where nobody scribes: either player, as they agree
NO_SCRIBE_WRITES = "Without a scribe, either player writes it."


def drawn_line() -> str:
    """What a drawn round's line holds, in the match record's winner and points columns: "After a
    drawn round, write zero." said nothing of the winner column (LISTEN26 #15, READER26 #3). "In the
    winner column", not the readers' "under winner", which is heard as under a person."""
    return (
        f"After a drawn round, write draw in the {WINNER.lower()} column, "
        f"and {number_word(0)} in the {POINTS.lower()} column."
    )


def names_written(record: RecordSheet, players) -> list[str]:
    """Whose names the match record's player columns get, read from them, in every family: a
    player's own name where a role or a side names nobody across the match ("White" in both rounds
    hid who had the points, round 15's listener, and 1st is a new person in round 2), or the
    game's own names where each stays with its player (Maya or Theo, Owls team or Badgers team:
    round 17's and 18's readers asked these or the players' own?)."""
    kept = either_name(players)
    own = [c.name.lower() for c in record.columns if c.hint == OWN_NAME]
    if own:  # roles are never written (the record sheet takes names too), so only sides are said not to be
        roles = any(is_role(p) for p in players[:2])
        said = "" if roles else f", not {kept}"
        # "to whoever won it": "to a person" was untrue of a team (LISTEN39 #13); what a team is called is
        # said in What you need (team_named)
        return [f"For {columns_said(own)}, write the players' own names{said}, so each point goes to whoever won it."]
    asked = [c.name.lower() for c in record.columns if c.hint == kept]
    return [f"For {columns_said(asked)}, write {kept}, not the players' own names."] if asked else []


def _not_plain(record: RecordSheet, players) -> list[Column]:
    """The match record's columns whose name does not say what goes in them: not the round, nor a
    player column (names_written says those)."""
    names = (OWN_NAME, either_name(players))
    return [c for c in record.columns if c.name != ROUND and c.hint not in names]


def _held(column: Column) -> str:
    """What a match record's column holds, said: the sheet's own hint; the points, whose and how many:
    "this round's points" did not say whose (LISTEN25 #1). One number a line, the round's winner's,
    never a total (round 18's listener); a drawn round's is drawn_line's."""
    return column.hint  # the points too: the form's words (POINTS_HELD), said as written (READER28 #49)


def columns_said(names) -> str:
    """Record columns named in a sentence, lower case: "who started and the winner"."""
    return join(f"the {n}" if n == "winner" else n for n in names)


# Where the file names only roles ("First player"), a player is written as they are said aloud: by
# their own name. 1st and 2nd changed person in round 2, and with own names aloud and on the match
# record made three ways to name a player (round 21's listener); an initial where the column is narrow.
# A team has no own name: its name is said with it (LISTEN39 #13), as TEAM_NAMED says where it comes from
NAME_OR_INITIAL = "the player's own name or initial, or the team's name"
# said on its own, with the say-back (said_too): "Out loud too" pointed back to a line easy to
# miss by ear (LISTEN23 #17), and "also uses" asked as well as what (LISTEN24 #3); said only where the
# file names roles, which never swap, so "in both rounds" asked whether the names change (LISTEN25 #6)
SAID_TOO = "Out loud, the scribe calls each player by their own name."
# where the players are called by their own names, what a team is called, said once, in What you need just
# after two teams may play (team_named): in every family two teams may play, and "a team has no own name"
# left a listener guessing one was made up (LISTEN39 #13); said in the scribe's part, it came after team names
# were used (LISTEN41 #3, #9); "before play starts", as a match is said after it (first_use28)
TEAM_NAMED = "A team is called by a name it chooses before play starts."


def team_named(who: str, players, *, swaps: bool) -> str:
    """What You need's who plays (`who`: "Two players, or two teams. ...") with TEAM_NAMED just after its
    teams sentence, where a player is called by their own name: the file names roles, or sides that `swaps`
    (the family's changes_sides), as the match record then asks for own names (match_record). `who` as it
    is where the file names the players (Maya and Theo, Owls team): a team is called by that name."""
    if not (swaps or any(is_role(p) for p in players[:2])):
        return who
    end = who.find("two teams.") + len("two teams.") if "two teams." in who else len(who)
    return f"{who[:end]} {TEAM_NAMED}{who[end:]}".strip()


def said_too(record: RecordSheet) -> str:
    """Where the record sheet's Player column takes a player's own name, that the scribe says that name
    aloud too: said where the say-back is described, as after the record sheet's columns it was taken
    for one more column (LISTEN29 #2). "" where the file names the players."""
    return SAID_TOO if any(c.hint == NAME_OR_INITIAL for c in record.columns) else ""


def player_hint(players) -> str:
    """Who moved, as a record sheet's column says it: the game's two names, or where the file names
    roles, the player's own name, as the scribe says it and the match record writes it."""
    if any(is_role(p) for p in players[:2]):
        return NAME_OR_INITIAL
    return either_name(players)


def either_name(players) -> str:
    """The game's two names as a player column's hint ("Maya or Theo"): made once, as the match
    record's columns are matched by it (names_written, _not_plain)."""
    return " or ".join(players[:2])


def player_longest(players) -> str:
    """The widest entry of a player column: the longer name, or with roles a short own name written
    by hand (a longer one is written as an initial, as the column's hint says)."""
    return PEOPLE[0] if any(is_role(p) for p in players[:2]) else max(players[:2], key=len)


ROUND, WINNER, POINTS = "Round", "Winner", "Points"  # the match record's first and last columns, made here
WIN_POINTS = 1  # what a round's winner earns, written on the match record and said (common.match_section)
# a match record's hint where a role or a side would not name a person; a team's, said too (LISTEN39 #13)
OWN_NAME = "a player's own name, or a team's name"
# the points column's words, on the form and in the rules alike: "write one, the point ..." was read as
# "write one line", and the form's "1 for a win" said it another way (READER28 #49); no number beside
# "for" or "to" ("one for" is heard as "one four")
POINTS_HELD = f"{number_word(WIN_POINTS)} point for this round's winner, not the total so far"


MATCH_RESULT, SHARED = "Match result", "shared"  # the match record's place for the match's result, and its word
RESULT_HELD = f"the name of the player with more points, or {SHARED} if both have the same points"


def result_held(players, roles: bool) -> str:
    """The match result's hint, by the names the form's other columns take: "the name of the player with
    more points", where the rules call the players Owls team and Badgers team, asked which name (READER38 #14)."""
    named = f"{either_name(players)}, whichever has more points, or {SHARED} if both have the same points"
    return RESULT_HELD if roles else named


def match_record(players, extra: tuple[Column, ...] = (), *, swaps: bool = False, draws: bool = False) -> RecordSheet:
    """The match's record sheet, a round a row; `players`: the game's, whose names are written
    where they name the same player in both rounds. A role ("1st" said nothing across rounds) and
    two sides the family `swaps` in round two (its wording's changes_sides) are not: there, the
    player's own name. Sides kept all match are written as they are: "not Owls team" would say
    nothing (round 18's listener asked which names). `extra`: the family's columns for what decides a round;
    `draws`: a round can be drawn, and the form says what its line holds as the rules do (drawn_line)."""
    roles = any(is_role(p) for p in players[:2]) or swaps
    hint = OWN_NAME if roles else either_name(players)
    longest = "" if roles else player_longest(players)  # a name written by hand: the column's share
    return RecordSheet(
        "match",
        "Match record",
        f"Write one round on each row. A win earns {number_word(WIN_POINTS)} point.",
        (
            Column(ROUND, 0.8, "1 or 2", "2"),
            Column("Who started", 2.0, hint, longest),
            *extra,
            Column(WINNER, 2.0, hint, longest),
            # a drawn round's line said with the points, on the form as in the rules (READER28 #51)
            Column(POINTS, 1.2, POINTS_HELD + (f". {drawn_line().removesuffix('.')}" if draws else ""), "1"),
        ),
        2,
        # a place to write the match's result: "Match result: one win each is a shared match." read as a
        # field, with nowhere to write who won (READER34 #15); said as the rules say who wins the match
        fields=(Column(MATCH_RESULT, 2.0, result_held(players, roles), max(longest, SHARED, key=len)),),
    )


def not_allowed_blocks(rules: list[str]) -> tuple[DraftBlock, ...]:
    """Not allowed's list, ending at its closing line (REFUSED_MOVE), which speaks of
    every rule above it; a sentence a family says after it is a paragraph of its own, a new idea. In
    the list, the row games' take-back came after that line, and a braille page broke between them:
    the list seemed to end, then went on (READER31 #16)."""
    end = rules.index(REFUSED_MOVE) + 1 if REFUSED_MOVE in rules else len(rules)
    return (Bullets(tuple(rules[:end])), *(Para(t) for t in rules[end:]))
