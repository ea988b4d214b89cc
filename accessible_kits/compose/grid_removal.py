"""What a grid-removal (poison corner) kit says."""

from __future__ import annotations

from accessible_kits.compose.common import (
    HOST_NOTE, bullets, chapter, match_record, match_script, match_section, para, pause, print_section,
    say, scribe_script, scribe_section, section, steps, summary_sections,
)
from accessible_kits.compose.words import describe_cells, number_word, plural, spoken_cell
from accessible_kits.games import Game
from accessible_kits.games.notation import cell_name
from accessible_kits.model import Block, Column, Example, GridBoard, Kit, RecordSheet


def _board(engine, pos, label: str, removed=frozenset(), chosen=None, words: str = "") -> GridBoard:
    roles = []
    for c in range(engine.columns):
        for r in range(engine.rows):
            cell = (c, r)
            if cell in removed:
                roles.append((cell, "new-crossed"))
            elif cell not in pos.present:
                roles.append((cell, "crossed"))
            elif cell == engine.poison:
                roles.append((cell, "poison"))
    if chosen is not None:
        roles = [(cell, "chosen" if cell == chosen else role) for cell, role in roles]
    return GridBoard(engine.columns, engine.rows, tuple(sorted(roles)), True, label, words)


def _examples(game: Game) -> list[Example]:
    engine = game.engine
    out = []
    for ex, results in zip(game.examples, game.replays):
        lines, diagrams = [], []
        first = results[0].before
        full = len(first.present) == engine.columns * engine.rows
        lines.append("Start with a full board." if full else "Start from the board shown.")
        diagrams.append(_board(engine, first, "Before", words=f"A full board: {plural(len(first.present), 'cell')}."))
        for res in results:
            name = cell_name(res.move)
            if res.reason:
                lines.append(f"Choosing {name} now is not allowed. {res.reason}.")
                continue
            where = describe_cells(res.removed)
            text = f"Choosing {name} crosses out {plural(len(res.removed), 'cell')}: {where}."
            lines.append(text)
            left = len(res.after.present)
            words = f"{text} {plural(left, 'cell')} are left, and A1 is still there." if engine.poison in res.after.present else text
            lines.append(f"{plural(left, 'cell')} are left.")
            diagrams.append(_board(engine, res.after, f"After {name}", res.removed, res.move, words))
        out.append(Example(ex.title, tuple(lines), tuple(diagrams)))
    return out


def compose(game: Game) -> Kit:
    e = game.engine
    last_col, top = chr(64 + e.columns), e.rows
    cells = e.columns * e.rows
    examples = _examples(game)
    low, high = game.minutes

    need = bullets(
        "Two players, or two teams.",
        "A board sheet from this kit. Each sheet has a practice board and a play board.",
        "A thick dark pen.",
        f"About {low} to {high} minutes.",
    )
    board = section(
        "board", "The board",
        para(f"The board has {e.columns} columns and {e.rows} rows. That makes {cells} cells."),
        para(f"The columns have letters, A to {last_col}, from left to right."),
        para(f"The rows have numbers, 1 to {top}, from the bottom up."),
        para("A cell is named by its letter, then its number, like D2."),
        para("A1 is the bottom left cell. It is the poison cell. It has a big letter P and a thick ring."),
        para("An arrow at the top right corner points up and to the right."),
    )
    setup = section(
        "setup", "Setting up",
        steps(
            "Put a board sheet on the table between the players.",
            "Everyone uses the printed letters and numbers. Up and right stay the same, even if you sit on opposite sides.",
            "Choose who goes first.",
        ),
    )
    turn = section(
        "turn", "Your turn",
        steps(
            "Choose any cell that is not crossed out.",
            "Say its name out loud, like D2.",
            "Point toward the arrow at the top right corner.",
            "Cross out your cell.",
            "Also cross out every cell above it, to the right of it, or both.",
        ),
        para("What you cross out is a rectangle. Your cell is its bottom left corner."),
        para("Cells that are already crossed out stay crossed out."),
    )
    not_allowed = section(
        "not-allowed", "Not allowed",
        bullets(
            "Choosing a cell that is already crossed out.",
            "Crossing out cells below your cell or to its left.",
            "Passing. You must choose a cell on every turn.",
        ),
    )
    ending = section(
        "ending", "How the game ends",
        para("If you choose A1, the poison cell, you lose at once."),
        para("When A1 is the only cell left, the next player must choose it. That player loses."),
    )
    example_section = section("examples", "Worked examples", *(Block("example", example=x) for x in examples))
    readback = "Then the scribe says which cells are now crossed out."
    sections = (
        section("need", "What you need", need), board, setup, turn, not_allowed, ending,
        match_section("a fresh board"), example_section, scribe_section(readback), print_section(),
    )
    summary = summary_sections(
        "Do not be the one who chooses A1, the poison cell.",
        "Choose a cell that is still there and say its name. Cross it out, and every cell above it or to its right.",
        "Crossed out cells. Cells below or to the left. Passing.",
        "Whoever chooses A1 loses at once.",
    )

    script = (
        chapter("Welcome")
        + say(f"Welcome to {game.title}.", "It is a game for two players, or two teams.",
              f"A game takes about {number_word(low)} to {number_word(high)} minutes.")
        + pause()
        + say("You need a board sheet and a thick dark pen.")
        + pause("step")
        + chapter("The board")
        + say(f"The board has {number_word(e.columns)} columns and {number_word(e.rows)} rows.",
              f"The columns have letters, from A on the left to {last_col} on the right.",
              f"The rows have numbers, from one at the bottom to {number_word(top)} at the top.",
              "A cell is named by its letter and its number, like D 2.",
              "The bottom left cell is A 1.", "A 1 is the poison cell.")
        + pause()
        + chapter("A turn")
        + say("On your turn, choose any cell that is not crossed out.", "Say its letter and number out loud.")
        + pause()
        + say("Cross out that cell.", "Also cross out every cell above it or to its right.",
              "Cells that are already crossed out stay that way.")
        + pause("act")
        + scribe_script(readback)
        + chapter("Not allowed")
        + say("You may not choose a cell that is crossed out.", "You may not cross out cells below or to the left.",
              "You may not pass.")
        + pause()
        + chapter("How the game ends")
        + say("If you choose A 1, you lose at once.", "When only A 1 is left, the next player must choose it, and loses.")
        + pause()
        + chapter("An example")
        + say("Here is an example from a full board.")
        + _spoken_example(game, game.replays[0])
        + match_script("a fresh board")
    )
    summary_script = (
        chapter("Quick reminder")
        + say(f"This is a quick reminder of {game.title}.", "Do not choose A 1, the poison cell.")
        + pause()
        + say("On your turn, choose a cell that is still there.", "Say its name.",
              "Cross it out, with every cell above it or to its right.")
        + pause()
        + say("You may not choose a crossed out cell.", "You may not pass.")
        + pause()
        + say("Whoever chooses A 1 loses.")
    )

    record = RecordSheet(
        "record", "Record sheet",
        "Write one turn on each row. Tick the last box after the scribe reads back.",
        (
            Column("Turn", 0.8, "number"),
            Column("Player", 1.6, "name"),
            Column("Cell said", 1.0, "like D2"),
            Column("Cells crossed out", 2.6, "cells or count"),
            Column("Read back", 1.2, "tick when read back", tick=True),
        ),
        e.longest_game(),
    )
    host = (
        section(
            "host", "Host key",
            para(HOST_NOTE),
            bullets(*_host_facts(game)),
        ),
    )
    boards = tuple(GridBoard(e.columns, e.rows, ((e.poison, "poison"),), True, label)
                   for label in ("Practice board", "Play board"))
    return Kit(
        game_id=game.id, title=game.title,
        tagline="Take cells from a grid. Do not take the poison cell.",
        sections=sections, summary=summary, boards=boards, boards_per_sheet=2,
        boards_heading="Board sheet", examples=tuple(examples), script=tuple(script),
        summary_script=tuple(summary_script), record_sheets=(record, match_record("1 for a win")), host_key=host,
    )


def _spoken_example(game: Game, results):
    segs = []
    for res in results:
        name = spoken_cell(res.move)
        segs += say(f"A player chooses {name}.")
        segs += pause()
        segs += say(f"That crosses out {number_word(len(res.removed))} cells.")
        segs += pause()
    segs += say("A 1 is still there, so the game goes on.")
    segs += pause()
    return segs


def _host_facts(game: Game) -> list[str]:
    e = game.engine
    facts = [f"A full board has {e.columns * e.rows} cells."]
    for results in game.replays:
        for res in results:
            name = cell_name(res.move)
            if res.reason:
                facts.append(f"{name} after that: not allowed. {res.reason}.")
            else:
                facts.append(f"{name} crosses out {plural(len(res.removed), 'cell')}: {describe_cells(res.removed)}.")
    return facts
