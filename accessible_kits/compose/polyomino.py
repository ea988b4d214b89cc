"""What a corner-polyominoes kit says."""

from __future__ import annotations

from accessible_kits.compose.common import (
    HOST_NOTE, bullets, chapter, match_record, match_script, match_section, para, pause,
    print_section, say, scribe_script, scribe_section, section, steps, summary_sections,
)
from accessible_kits.compose.words import cells_sorted, join, number_word, speak_cells, spoken_cell
from accessible_kits.games import Game
from accessible_kits.games.notation import cell_name
from accessible_kits.games.polyomino import PASS, PLAYERS
from accessible_kits.model import Block, Column, Example, GridBoard, Kit, Piece, RecordSheet

COLOUR = ("white", "black")


def _board(engine, pos, label, new=frozenset(), tried=frozenset(), words="") -> GridBoard:
    roles = {}
    for cell, player in pos.owner:
        roles[cell] = ("new-" if cell in new else "") + COLOUR[player]
    for player, start in enumerate(engine.starts):
        roles.setdefault(start, "start-" + COLOUR[player])
    for cell in tried:
        roles.setdefault(cell, "tried")
    return GridBoard(engine.columns, engine.rows, tuple(sorted(roles.items())), False, label, words)


def _cells(cells) -> str:
    return join(cell_name(c) for c in cells_sorted(cells))


def _examples(game: Game) -> list[Example]:
    e = game.engine
    out = []
    for ex, results in zip(game.examples, game.replays):
        lines, diagrams = [], []
        for res in results:
            who = PLAYERS[res.before.to_move]
            if res.move == PASS:
                lines.append(f"{who} passes.")
                continue
            piece, cells = res.move.piece, _cells(res.move.cells)
            if res.reason:
                lines.append(f"{who}'s {piece} on {cells} is not allowed. {res.reason}.")
                diagrams.append(_board(e, res.before, f"Not allowed: {piece} {cells}", tried=res.move.cells,
                                       words=f"Not allowed: {who}'s {piece} on {cells}. {res.reason}."))
            else:
                lines.append(f"{who} puts the {piece} on {cells}. That is allowed.")
        final = results[-1].after
        last_legal = [r for r in results if not r.reason][-1]
        diagrams.append(_board(e, final, "Allowed", new=last_legal.move.cells,
                               words="Allowed: " + " ".join(l for l in lines if "is not allowed" not in l)))
        out.append(Example(ex.title, tuple(lines), tuple(diagrams)))
    return out


def compose(game: Game) -> Kit:
    e = game.engine
    low, high = game.minutes
    last_col = chr(64 + e.columns)
    area = e.total_area()
    piece_lines = [f"{p.name}: {p.size} square{'s' if p.size != 1 else ''}" for p in e.pieces]
    ws, bs = (cell_name(s) for s in e.starts)
    examples = _examples(game)
    readback = "Then the scribe reads back the piece and its cells."
    sections = (
        section("need", "What you need", bullets(
            "Two players, or two teams. One is White and one is Black.",
            "The board sheet and the two sets of pieces from this kit.",
            "Scissors, or an adult to cut out the pieces before the game.",
            f"About {low} to {high} minutes.",
        ), para("Each piece is marked W for White or B for Black on every square.")),
        section("board", "The board",
                para(f"The board has {e.columns} columns and {e.rows} rows."),
                para(f"The columns have letters, A to {last_col}, from left to right."),
                para(f"The rows have numbers, 1 to {e.rows}, from the bottom up."),
                para(f"White starts in the corner at {ws}. Black starts in the corner at {bs}.")),
        section("pieces", "The pieces",
                para(f"Each player has {len(e.pieces)} pieces, {area} squares in all."),
                bullets(*piece_lines),
                para("You may turn a piece around or flip it over.")),
        section("setup", "Setting up", steps(
            "Cut out both sets of pieces along the solid lines.",
            "Give White the W pieces and Black the B pieces.",
            "White goes first.",
        )),
        section("turn", "Your turn", steps(
            "Choose one of your pieces that is not on the board.",
            "Say the piece and the cells it will cover, like domino B2 and C2.",
            f"Your first piece must cover your corner: {ws} for White, {bs} for Black.",
            "After that, each new piece must touch one of your own pieces at a corner.",
            "It must not touch any of your own pieces along a side.",
        ), para("Check every square of the new piece, not just one."),
           para("Your pieces may touch the other player's pieces in any way.")),
        section("not-allowed", "Not allowed", bullets(
            "Covering a square that is already covered.",
            "Putting a piece partly off the board.",
            "Touching your own piece along a side.",
            "Passing when you can still place a piece.",
        )),
        section("ending", "How the game ends",
                para("If you cannot place any of your pieces, you pass."),
                para("The game ends when both players pass, one after the other. It also ends when all pieces are placed."),
                para("Count the squares of your pieces that are not on the board."),
                para("The player with fewer squares left wins. The same number is a draw."),
                para("The single square earns no bonus.")),
        match_section("an empty board"),
        section("examples", "Worked examples", *(Block("example", example=x) for x in examples)),
        section("drawings", "Pieces without cutting",
                para("You do not have to cut out the pieces. Keep the piece sheets whole and point to the drawings."),
                para("Then the scribe writes W or B in each covered cell of the board.")),
        scribe_section(readback),
        print_section(),
    )
    summary = summary_sections(
        "Place as many of your squares as you can.",
        f"Place one piece. The first covers {ws} or {bs}. Later pieces touch your own at a corner only.",
        "Overlaps. Touching your own piece along a side. Passing when you can place.",
        "When both pass, fewer squares left wins. Equal is a draw.",
    )
    script = (
        chapter("Welcome")
        + say(f"Welcome to {game.title}.", "It is a game for two players, White and Black.",
              f"A game takes about {number_word(low)} to {number_word(high)} minutes.")
        + pause()
        + chapter("The board and pieces")
        + say(f"The board has {number_word(e.columns)} columns and {number_word(e.rows)} rows.",
              f"The columns have letters, from A to {last_col}.",
              f"The rows have numbers, from one at the bottom to {number_word(e.rows)} at the top.")
        + pause()
        + say(f"Each player has {number_word(len(e.pieces))} pieces.")
        + say(*(f"The {p.name} has {number_word(p.size)} square{'s' if p.size != 1 else ''}." for p in e.pieces))
        + say("You may turn or flip a piece.")
        + pause()
        + chapter("A turn")
        + say("White goes first.", f"White's first piece covers {spoken_cell(e.starts[0])}.",
              f"Black's first piece covers {spoken_cell(e.starts[1])}.")
        + pause()
        + say("After that, a new piece must touch your own pieces at a corner.",
              "It must not touch your own pieces along a side.",
              "Check every square of the piece.")
        + pause("act")
        + scribe_script(readback)
        + chapter("Not allowed")
        + say("You may not cover a square twice.", "You may not go off the board.",
              "You may not pass if you can still place a piece.")
        + pause()
        + chapter("How the game ends")
        + say("If you cannot place a piece, you pass.", "When both players pass, the game ends.",
              "Count the squares you did not place.", "Fewer squares left wins.", "The same number is a draw.")
        + pause()
        + chapter("An example")
        + _spoken_example(game, game.replays[0])
        + match_script("an empty board")
    )
    summary_script = (
        chapter("Quick reminder")
        + say(f"This is a quick reminder of {game.title}.", "Try to place as many squares as you can.")
        + pause()
        + say(f"Your first piece covers your corner, {spoken_cell(e.starts[0])} or {spoken_cell(e.starts[1])}.",
              "Later pieces touch your own pieces at a corner only.")
        + pause()
        + say("No overlaps.", "No sides touching your own pieces.")
        + pause()
        + say("When both players pass, fewer squares left wins.")
    )
    record = RecordSheet(
        "record", "Record sheet",
        "Write one turn on each row. Write pass if the player cannot place a piece.",
        (Column("Player", 1.3, "W or B"), Column("Piece", 2.0, "name or pass"), Column("Cells", 2.2, "like B2+C2"),
         Column("Corner contact", 1.6, "own cell it touches"), Column("Edges checked", 1.6, "tick when checked", tick=True)),
        e.longest_game(),
        ("Squares left, White: ____   Black: ____", "Result: ____"),
    )
    host = (section("host", "Host key", para(HOST_NOTE), bullets(*_host_facts(game))),)
    pieces = tuple(Piece(p.name, owner, tuple(cells_sorted(p.shape))) for owner in (0, 1) for p in e.pieces)
    board = _board(e, e.initial(), "Play board")
    return Kit(
        game_id=game.id, title=game.title,
        tagline="Place your pieces. Your own pieces may only meet at the corners.",
        sections=sections, summary=summary, boards=(board,), boards_per_sheet=1,
        boards_heading="Board sheet", pieces=pieces, examples=tuple(examples),
        script=tuple(script), summary_script=tuple(summary_script),
        record_sheets=(record, match_record("1 for a win")), host_key=host,
    )


def _spoken_example(game: Game, results):
    segs = say("Here is an example.")
    for res in results:
        who = PLAYERS[res.before.to_move]
        cells = join(spoken_cell(c) for c in cells_sorted(res.move.cells))
        if res.reason:
            segs += say(f"Could {who} put the {res.move.piece} on {cells}?", "No.", speak_cells(res.reason) + ".")
        else:
            segs += say(f"{who} puts the {res.move.piece} on {cells}.")
        segs += pause()
    return segs


def _host_facts(game: Game) -> list[str]:
    e = game.engine
    facts = [f"Each player has {len(e.pieces)} pieces: " + " + ".join(str(p.size) for p in e.pieces) + f" = {e.total_area()} squares."]
    for results in game.replays:
        for res in results:
            who = PLAYERS[res.before.to_move]
            verdict = f"not allowed. {res.reason}." if res.reason else "allowed."
            facts.append(f"{who} {e.notation(res.move)}: {verdict}")
    return facts
