"""The facts checklist: every fact of ../shared/GAMES.md (and the seed facts the kits add) with an
id, a pattern that finds it in a kit's words, and the forms it must appear in.

Forms: rules (rules.txt), script (rules-script.txt, the spoken rules), summary (summary.txt).
Patterns run on the text flattened to one line, case-insensitive. The script says numbers as
words and cells as "column D row 2"; a pattern writes a cell "D ?2" and _said_cells lets it find both.
"""

ALL = ("rules", "script")
QUICK = ("rules", "script", "summary")
_NUMBER = {"3": "(?:3|three)", "4": "(?:4|four)"}
# a row game's counts as the scribe reads them back, top row first (one form for every game)
_COUNTS = "the top row has {} circles, the middle row has {} circles and the bottom row has {} circles"

# what a team is called, said just after two teams may play where the players are called by own names (LISTEN41 #3)
_TEAM_NAMED = r"A team is called by a name it chooses before play starts\. "
_TEAMS = rf"two teams\. {_TEAM_NAMED}Each team talks over its move and agrees on it, and one person says it"
# D2's cells on a full board, as printed and said (the places only where the letters are said)
_RECTANGLE = r"column D(?:, the fourth,)? across to column G(?:, the seventh)?, in rows 2, 3 and 4"

FACTS = {
    "poison-corner": {
        "board-size": (r"7 columns and 4 rows|seven columns and four rows", ALL),
        "column-letters": (r"letters, from left to right\. The left column is A, and the right column is G", ALL),
        "row-numbers": (r"numbers, from the bottom up\. The bottom row is row 1, and the top row is row 4", ALL),
        "poison-a1": (r"The bottom left cell is A ?1\. It is the poison cell", ALL),
        # the cell named, not "its" (round 19's listener): every cell in it, or the rectangle's columns
        "move-rectangle": (
            # the rectangle, then its corners, in the rules and on the card (LISTEN39 #10: "each cell that is
            # both in your cell's row or above, ..." needed a second hearing); column by column it was heard
            # as whole columns (LISTEN29 #2)
            r"your move (?:crosses out|covers) a rectangle of cells\. Your cell is its bottom left corner\. "
            r"The board's top right cell is its top right corner",
            QUICK,
        ),
        # no "through" beside a number (heard "three"); a rhyming letter said with its place
        "rectangle-example": (r"chooses D ?2\. That crosses out " + _RECTANGLE, ALL),
        "crossed-stay": (r"already crossed out stay crossed out", ALL),
        "no-crossed-choice": (
            r"(?:may not choose|choosing) a (?:cell that is already crossed out|crossed out cell)",
            QUICK,
        ),
        # nothing below or left of the chosen cell goes: the rectangle's corner says it, the rules' and the
        # card's one way (round 20's listener heard the move said three ways; LISTEN39 #10)
        "no-bottom-left": (r"Your cell is its bottom left corner", QUICK),
        "no-pass": (r"may not pass|passing", QUICK),
        "a1-loses": (r"choose(?:s)? A ?1.{0,30}lose", QUICK),
        "a1-last": (
            r"only (?:cell still there|A ?1 is still there), the player whose turn it is must choose it",
            QUICK,
        ),
        "p-mark-stays": (
            r"That player still says column A row 1 out loud\. The scribe says it back, and the player says yes, "
            r"as for every move\. Then the game is over",
            ALL,
        ),
        "arrow": (
            # what it is and where, where it is named; what it shows, where a move is taught (LISTEN33 #13)
            # outside the board and not a cell, before where it points (misc37, LISTEN36 #9)
            r"An arrow is printed just outside the board's top right cell\. (?:[^.]*\. )?"
            r"The arrow is outside the board, and it is not a cell\. "
            r"It points up and to the right\. The part called Your turn says in words what it shows",
            ALL,
        ),
        "arrow-way": (r"The arrow shows which way the rectangle reaches from your cell", ALL),
        "fixed-directions": (r"Sit side by side.{0,120}up, down, left and right are still as printed", ALL),
        "worked-d2": (
            r"chooses D ?2\. That crosses out (?:12|twelve) cells: " + _RECTANGLE,
            ALL,
        ),
        "worked-f1": (
            r"chooses F ?1\. That crosses out (?:2|two) cells: F ?1 and G ?1\. "
            r"The rest of its rectangle was crossed out on an earlier turn",
            ALL,
        ),
        # the count first, its row after, a semicolon between rows (round 15's listener)
        "readback-rows": (
            r"(?:3|three) cells in row 4; (?:3|three) cells in row 3; (?:3|three) cells in row 2; "
            r"(?:7|seven) cells in row 1",
            ALL,
        ),
        # in the order the scribe section teaches: the say-back and the yes, then the refusal (LISTEN22 #6)
        "refused-again": (
            r"says: E ?3\. The scribe says: column E(?:, the fifth column,)? row 3\. .{0,40}says yes\. "
            r"The scribe checks the move\. That move is not allowed.{0,120}chooses again",  # LISTEN24 #2
            ALL,
        ),
        "match": (
            r"Play two rounds.{0,120}Whoever went second in round 1 starts round 2.{0,60}one point"
            r".{0,220}match is shared",
            ALL,
        ),
        "minutes": (r"between (?:8|eight) and (?:15|fifteen) minutes", ALL),
        "teams": (_TEAMS, ALL),
    },
    "row-removal": {
        "rows": (
            r"the top row has (?:3|three)(?: circles)?, the middle row has (?:4|four)(?: circles)? "
            r"and the bottom row has (?:5|five)(?: circles)?",
            ALL,
        ),
        "total": (r"(?:12|twelve) circles in all", ALL),
        "one-row": (r"Choose one row that still has a circle", ALL),
        "announce": (r"like (?:2|two) circles from the bottom row", ALL),
        "who-counts": (  # the scribe's step said as the scribe's (round 7)
            r"The scribe says how many circles are left in each row.{0,80}Without a scribe, the other player does",
            ALL,
        ),
        "any-number": (r"one circle, or all the circles left in the row, or any number between", ALL),
        "count-only": (r"Only the count matters", ALL),
        "not-zero": (r"zero circles|at least one circle", QUICK),
        # the card's own: "Cross out in one row only." (LISTEN27 #16: its list had a part without a verb)
        "not-two-rows": (r"(?:circles in two rows in one turn|from two rows in one turn|in one row only)", QUICK),
        # the act a circle comes back by, said plainly (LISTEN22 #12); the card bans it too
        # (LISTEN30 #10: the rules say it after Not allowed's list, the card in it)
        "no-restore": (
            r"may not (?:pass, or )?take back a move|stays (?:crossed out|covered)\. No move is taken back",
            QUICK,
        ),
        "no-pass": (r"may not pass|passing", QUICK),
        # "In this game" first, so the ending's last word stands out (LISTEN23 #8)
        "last-wins": (r"In this game, whoever crosses out the last circle wins", QUICK),
        "say-rule-first": (
            r"Before each game, the player who starts says this rule out loud",
            ALL,
        ),
        "no-extra-turn": (
            r"(?:Emptying a row does not give you an extra turn|Emptying a row gives no extra turn)",
            QUICK,
        ),
        "readback-counts": (r"how many circles are left in each row.{0,60}zero", QUICK),
        "stray-mark": (r"a circle in another row is crossed out", ALL),
        "announced-stands": (r"The move the player said yes to is the move that counts", ALL),
        "legal-never-changed": (r"After the yes, an allowed move is not taken back", ALL),
        "observer": (
            r"Someone who is only watching may keep their own note of the circles left\. "
            r"Their note does not count\. They give the players no advice",
            ALL,
        ),
        "teams": (
            rf"Two players\. With more people, play in {_TEAMS}\. If a team cannot agree, its members take turns: "
            r"one chooses this move, another chooses the team's next move, and so on\.",
            ALL,
        ),
        "fresh-board": (r"fresh board for each round", ALL),
        "no-printer": (r"No printer\? Draw rows of (?:3|three), (?:4|four) and (?:5|five) large circles", ALL),
        "worked-3-4-3": (_COUNTS.format(*(_NUMBER[n] for n in "343")), ALL),
        "worked-3-3-3": (_COUNTS.format(*(_NUMBER[n] for n in "333")), ALL),
        "worked-one-of-each": (  # the words said (round 16)
            r"says: (?:1|one) circle from the top row, (?:1|one) circle from the middle row and (?:1|one) "
            r"circle from the bottom row\. The scribe says: (?:1|one) circle from the top row, "
            r"(?:1|one) circle from the middle row and (?:1|one) circle from the bottom row\. Sam says yes\. "
            r"The scribe checks the move\. That move is not allowed",  # the first refusal, in full (LISTEN22 #6)
            ALL,
        ),
        "worked-last-two": (
            # the roles given the players' own names, as the scribe says them (LISTEN20 #4), in the grid
            # games' form (LISTEN24 #4): both names, given before the example's first move
            r"The scribe says: Ana (?:crossed out|covered) the last circle\. The game is over\. Ana wins",
            ALL,
        ),
        "together": (
            r"One person (?:crosses out|covers) circles on it.{0,60}left\. Then choose who moves next\.",
            ("rules",),
        ),
        "match": (
            # the switch of board sheets said again where round 2 begins (LISTEN22 #11)
            # the sheet out for round 2 named (LISTEN24 #7)
            # round 1's own step before it, for players who skip the worked examples (READER25 #12)
            # said done where the examples' end left it so, first (LISTEN26 #9)
            # then all of it listed once, in Setting up, and the match sends the players back (LISTEN27 #11)
            # then each step said at its moment: round 2's here, where sheets share boards (LISTEN29 #8)
            r"Play two rounds\. Use a fresh board for each round\."
            # ending with the whole state it leaves (LISTEN31 #7)
            # the table the step leaves, each sheet by number, true after a spare too (wave 36)
            r"(?: Before the second round, have [^.]+ out and [^.]+ away\. [^.]+\."
            r"(?: Now only [^.]+\.)?)?.{0,20}"
            r"Whoever went second in round 1 "
            r"starts round 2.{0,60}one point.{0,220}match is shared",
            ALL,
        ),
    },
    "corner-polyominoes": {
        "board-size": (r"(?:8|eight) columns and (?:8|eight) rows", ALL),
        "teams": (_TEAMS, ALL),
        "pieces": (
            r"monomino covers (?:1|one) cell.{0,80}domino covers (?:2|two) cells, in a straight line"
            r".{0,80}straight triomino covers (?:3|three) cells, in a straight line"
            r".{0,80}L triomino covers (?:3|three) cells, in a box (?:2|two) wide and (?:2|two) high,"
            r" with its top right cell empty"
            r".{0,80}big square covers (?:4|four) cells, in a block, (?:2|two) by (?:2|two)",
            ALL,
        ),
        "area": (
            r"(?:1|one), (?:2|two), (?:3|three), (?:3|three) and (?:4|four) cells,"
            r" which make (?:13|thirteen) cells for each player",
            ALL,
        ),
        "cell-size": (r"exactly the size of a board cell", ALL),
        # raised pieces, one rule: kept raised side up and turned, a flip making no other shape (READER20 #15)
        "turn-flip": (
            r"turn a piece around or flip it over"
            r"|raised side up, and turn it around as you need\. A flipped piece makes the same shapes as a turned one"
            # a set no flip changes, by touch: turned raised side up, no flip needed (READER24 #1)
            r"|turn a piece any way, raised side up\. You never need to flip it: a turn makes every shape a flip makes",
            ALL,
        ),
        # A and H sound alike: said with their places, where the rules say a start cell (round 14)
        "white-first": (
            r"Choose who plays White and who plays Black.{0,40}White starts at the bottom left corner, A ?1,"
            r" and goes first",
            ALL,
        ),
        "starts": (
            r"first piece must cover your start cell\. White's is the bottom left corner, A ?1, "
            r"and Black's is the top right corner, H ?8"
            r"|first piece covers your start cell\. White's is A ?1, and Black's is H ?8",
            QUICK,
        ),
        "corner-touch": (r"touch one of your own pieces at a corner|touches your own pieces at a corner", QUICK),
        "no-own-edge": (
            r"side of (?:the new piece|your new piece|a new piece)"
            r" (?:may )?(?:touch|touches?) a side of your own pieces"
            r"|(?:never along a side|A side touching your own piece)",
            QUICK,
        ),
        "opponent-ok": (
            r"may touch the other player's pieces at a corner or along a side|Touching the other player's pieces",
            QUICK,
        ),
        "turn-flip-quick": (
            r"turn a piece around or flip it over|turn or flip a piece|raised side up, and turn it around as you need"
            r"|turn a piece as you need, its raised side up",
            QUICK,
        ),
        "every-cell": (r"checks every cell of the new piece", ALL),
        "no-overlap": (r"cover a (?:cell that is already covered|covered cell)", QUICK),
        "inside": (r"partly off the board|go off the board", QUICK),
        # your turn, you cannot place, the other can: pass, in the order the table lives it (LISTEN37 #16)
        "pass": (
            r"(?:If you cannot place any of your pieces,(?: but the other player can,)?|you cannot place any of your "
            r"pieces\.(?: \[pause\])? Then) you pass",
            ALL,
        ),
        # both ends, every piece placed and both players blocked, in the one wording the engine's end has
        # (is_over): "every piece is placed, or ... both players would pass" beside "nobody says pass" had a
        # listener check whether a last pass is said (LISTEN29 #18)
        "end-none-can-place": (r"The game ends at once when neither player can place a piece", QUICK),
        "fewer-wins": (r"cells of (?:their|your) pieces not placed(?: on the board)?\. Fewer cells wins", QUICK),
        "draw": (r"same number is a draw", QUICK),
        "trace": (r"trace around it|Lay it on the board and feel each of its cells", ALL),  # by eye or by touch
        "marks": (r"White's pieces show the mark W, and Black's show the mark B", ALL),
        "drawings": (r"do not have to cut out the pieces", ("rules",)),
        "legal-b2": (
            # in the player's words, said back, yes, then allowed (LISTEN24 #2, #9)
            # its count first, as every piece's cells (LISTEN33 #9); the cell as the scribe says it (LISTEN33 #6)
            r"White says: the domino piece, column B row 2 and column C row 2\. The scribe says: the domino piece, "
            r"(?:2|two) cells: column B, the second column, row 2; and column C, the third column, row 2\. "
            r"White says yes\. (?:\d+\. )?That move is allowed\. "
            r"It touches White's (?:A ?1|column A, the first column, row 1) at a corner only",
            ALL,
        ),
        "illegal-a2": (
            # in the order the rules teach: said, said back, yes, then refused (LISTEN22 #6); its cells as said back
            r"White says: the domino piece, column A row 2 and column B row 2\. The scribe says: the domino piece, "
            r"(?:2|two) cells: column A, the first column, row 2; and column B, the second column, row 2\. "
            r"White says yes\. "
            r"(?:\d+\. )?The scribe checks the move\. That move is not allowed\. The scribe says: "
            r"(?:A ?2|column A, the first column, row 2) shares "
            r"a side with your own cell (?:A ?1|column A, the first column, row 1)\. White chooses again",
            ALL,
        ),
        "whole-board": (r"For the whole board, a player says: whole board, please\. A player may ask at any time", ALL),
        "whole-board-example": (
            r"If a player asks for the whole board now, the scribe reads it back, row by row\. "
            r"Row 8: column H, the eighth column, Black\. Row 2: column B, the second column, White; and column C, "
            r"the third column, White\. Row 1: column A, the first column, White",
            ALL,
        ),
        "readback": (r"reads back the cells the piece now covers, and how many pieces each player has left", ALL),
        "match": (
            r"Play two rounds.{0,120}swap colours: whoever played Black now plays White, and goes first"
            r".{0,60}one point\. A drawn round earns no points.{0,220}match is shared",
            ALL,
        ),
    },
}

# The scribe protocol, in every game.
COMMON = {
    "scribe-announce": (r"The player says the move out loud", ALL),
    "scribe-repeat": (r"The scribe says the move back", ALL),
    "scribe-confirm": (r"If it is wrong, the player says no and says the move again", ALL),
    "scribe-no-advice": (r"The scribe never suggests a move", ALL),
    # the row games say "a move": after the ask to take a move back, "the move" was the ask's (round 28)
    "scribe-refusal": (r"If (?:the cell is already crossed out|(?:the|a) move is not allowed), the scribe says", ALL),
    # a row game says it once after its whole list of refusals (LISTEN26 #4)
    "refused-choose-again": (r"(?:Then|After any of these,) the player chooses again", ALL),
    "quick-refused": (r"A refused move does not count: choose again", ("summary",)),
    # every card says a match's two rounds (READER20 #20: the row card said only its starters)
    "quick-match": (
        r"A match is two rounds|Play two rounds",
        ("summary",),
    ),
    "two-wins": (r"A player who wins both rounds wins it", ALL),
    "void-mark": (
        r"(?:The scribe draws a ring around the wrong mark"
        r"|The scribe takes the wrong piece off the board, or rubs out its marks)"  # pieces first (ROUND32 #16)
        r".{0,20}The scribe says void out loud",
        ALL,
    ),
    "mistake-later": (r"If a mistake is found later, stop playing", ALL),
    "host-apart": (r"Keep it away from the players", ("rules",)),
    "print-100": (r"Print at 100 %", ("rules",)),
}


def _said_cells(pattern: str) -> str:
    """A pattern's cells ("D ?2") found as printed (D2) and as said (column D row 2)."""
    import re

    return re.sub(r"\b([A-Z]) \?(?=\d)", r"(?:column )?\1(?: row)? ?", pattern)


FACTS = {game: {k: (_said_cells(p), where) for k, (p, where) in facts.items()} for game, facts in FACTS.items()}
