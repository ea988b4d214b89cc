"""What a row-removal kit says."""

from __future__ import annotations

from accessible_kits.compose.common import (
    HOST_NOTE, bullets, chapter, match_record, match_script, match_section, para, pause,
    print_section, say, scribe_script, scribe_section, section, steps, summary_sections,
)
from accessible_kits.compose.words import join, number_word, plural
from accessible_kits.games import Game, start_position
from accessible_kits.model import Block, Column, Example, Kit, RecordSheet, RowsBoard


def counts_words(engine, counts, spoken: bool = False) -> str:
    num = number_word if spoken else str
    return join(f"{engine.row_names[i]} {num(n)}" for i, n in enumerate(counts))


def _board(engine, counts, label, new=None, words="") -> RowsBoard:
    crossed = tuple(s - n for s, n in zip(engine.sizes, counts))
    return RowsBoard(engine.row_names, engine.sizes, crossed, tuple(new or ()), label, words)


def _examples(game: Game) -> list[Example]:
    e = game.engine
    out = []
    for ex, results in zip(game.examples, game.replays):
        pos = start_position(game, ex)
        lines = [f"Start with {counts_words(e, pos.counts)}."]
        diagrams = [_board(e, pos.counts, "Before", words=f"Circles left: {counts_words(e, pos.counts)}.")]
        for res in results:
            said = e.notation(res.move)
            if res.reason:
                lines.append(f"Crossing out {_move_words(e, res.move)} in one turn is not allowed. {res.reason}.")
                continue
            row, k = res.move[0]
            left = counts_words(e, res.after.counts)
            lines.append(f"Crossing out {plural(k, 'circle')} from the {e.row_names[row]} row leaves {left}.")
            new = [k if i == row else 0 for i in range(len(e.sizes))]
            diagrams.append(_board(e, res.after.counts, f"After {said}", new, f"Circles left: {left}."))
            if e.is_over(res.after):
                verb = "wins" if e.ending == "last-move-wins" else "loses"
                lines.append(f"That was the last circle, so that player {verb}.")
        out.append(Example(ex.title, tuple(lines), tuple(diagrams)))
    return out


def _move_words(e, move) -> str:
    if len(move) == 1:
        row, k = move[0]
        return f"{plural(k, 'circle')} from the {e.row_names[row]} row"
    return f"circles in the {join(e.row_names[r] for r, _ in move)} rows"


def compose(game: Game) -> Kit:
    e = game.engine
    total = sum(e.sizes)
    names = e.row_names
    low, high = game.minutes
    wins = e.ending == "last-move-wins"
    end_line = "Whoever crosses out the last circle wins." if wins else "Whoever crosses out the last circle loses."
    rows_line = join(f"the {n} row has {s}" for n, s in zip(names, e.sizes))
    example_blocks = [Block("example", example=x) for x in _examples(game)]
    readback = f"Then the scribe says how many circles are left in each row, {join(names)}. Say zero for an empty row."

    sections = (
        section("need", "What you need", bullets(
            "Two players. Four to eight guests can play in pairs or in two teams.",
            "A board sheet from this kit. Each sheet has four boards.",
            "A thick dark pen.",
            f"About {low} to {high} minutes.",
        ), para(f"No printer? Draw rows of {join(str(s) for s in e.sizes)} large circles on plain paper.")),
        section("board", "The board",
                para(f"The board has {len(names)} rows of circles, {total} circles in all."),
                para(f"Going down the page, {rows_line}."),
                para("Each row has its name printed beside it.")),
        section("setup", "Setting up", steps(
            "Use a fresh board for each round.",
            "Choose who goes first.",
            f"Before the first move, say this rule out loud: {end_line}",
        )),
        section("turn", "Your turn", steps(
            "Choose one row that still has a circle.",
            "Say the row and a number out loud, like bottom row, two.",
            "Cross out that many circles in that row.",
            "Say how many circles are left in each row. Say zero for an empty row.",
        ), para("You can cross out one circle, or all the circles in the row, or any number between."),
           para("It does not matter which circles in the row you cross out. Only the count matters.")),
        section("not-allowed", "Not allowed", bullets(
            "Crossing out no circles.",
            "Crossing out circles in two rows in one turn.",
            "Bringing back a crossed out circle.",
            "Passing.",
        )),
        section("ending", "How the game ends",
                para(end_line),
                para("Emptying a row does not give you an extra turn.")),
        match_section("a fresh board", (
            "An observer may write down the counts. In a scored match, nobody gives advice.",
        )),
        section("mistakes", "Fixing a stray mark",
                para("A mark can land in the wrong row by mistake. Fix it before the next turn."),
                para("The move that was said out loud is the move that counts."),
                para("A legal move is never changed later.")),
        section("examples", "Worked examples", *example_blocks),
        section("together", "Playing together", para(
            "For fun, not for points: set up a board with only a few circles left. "
            "Everyone guesses who will make the last move. Then play it out together."
        )),
        scribe_section(readback),
        print_section(),
    )
    summary = summary_sections(
        end_line,
        "Choose one row. Cross out one or more of its circles. Say the counts left in each row.",
        "No circles. Two rows at once. Passing.",
        end_line,
    )
    ex_first = game.examples[0]
    script = (
        chapter("Welcome")
        + say(f"Welcome to {game.title}.", "It is a game for two players.",
              f"A game takes about {number_word(low)} to {number_word(high)} minutes.")
        + pause()
        + say("Here is the most important rule.", end_line)
        + say("Say this rule out loud before you start.")
        + pause()
        + chapter("The board")
        + say(f"The board has {number_word(len(names))} rows of circles.")
        + say(*(f"The {n} row has {number_word(s)} circles." for n, s in zip(names, e.sizes)))
        + pause()
        + chapter("A turn")
        + say("On your turn, choose one row that still has circles.",
              "Say the row and a number, like bottom row, two.")
        + pause()
        + say("Cross out that many circles in that row.", "You can take one circle, or the whole row.")
        + pause("act")
        + scribe_script(readback)
        + chapter("Not allowed")
        + say("You must cross out at least one circle.", "You may not take from two rows in one turn.",
              "You may not pass.")
        + pause()
        + chapter("How the game ends")
        + say(end_line, "Emptying a row gives no extra turn.")
        + pause()
        + chapter("An example")
        + _spoken_example(game, ex_first, game.replays[0])
        + match_script("a fresh board")
    )
    summary_script = (
        chapter("Quick reminder")
        + say(f"This is a quick reminder of {game.title}.", end_line)
        + pause()
        + say("On your turn, choose one row.", "Cross out one or more circles in it.",
              "Then say how many are left in each row.")
        + pause()
        + say("You may not take from two rows.", "You may not pass.")
    )
    counts_cols = tuple(Column(n.capitalize(), 1.0, "count left") for n in names)
    record = RecordSheet(
        "record", "Record sheet",
        "Write one turn on each row. Write the counts left after the move.",
        (Column("Turn", 0.8, "number"), Column("Player", 1.6, "name"), Column("Row", 1.3, "row name"),
         Column("Crossed", 1.2, "how many")) + counts_cols,
        e.longest_game(),
    )
    host = (section("host", "Host key", para(HOST_NOTE), bullets(*_host_facts(game))),)
    boards = tuple(_board(e, e.sizes, f"Board {i}") for i in range(1, 5))
    return Kit(
        game_id=game.id, title=game.title,
        tagline="Cross out circles, one row at a time." + (" Take the last circle to win." if wins else ""),
        sections=sections, summary=summary, boards=boards, boards_per_sheet=4,
        boards_heading="Board sheet", examples=tuple(x.example for x in example_blocks),
        script=tuple(script), summary_script=tuple(summary_script),
        record_sheets=(record, match_record("1 for a win")), host_key=host,
    )


def _spoken_example(game: Game, example, results):
    e = game.engine
    pos = start_position(game, example)
    segs = say(f"Here is an example. The rows start at {counts_words(e, pos.counts, True)}.")
    segs += pause()
    for res in results:
        if res.reason:
            continue
        row, k = res.move[0]
        segs += say(f"A player says: {e.row_names[row]} row, {number_word(k)}.")
        segs += pause()
        segs += say(f"Now the rows are {counts_words(e, res.after.counts, True)}.")
        segs += pause()
    return segs


def _host_facts(game: Game) -> list[str]:
    e = game.engine
    facts = [f"A fresh board has {sum(e.sizes)} circles: {counts_words(e, e.sizes)}."]
    for ex, results in zip(game.examples, game.replays):
        pos = start_position(game, ex)
        for res in results:
            if res.reason:
                facts.append(f"From {e.counts_text(pos.counts)}, crossing out {_move_words(e, res.move)} in one turn: not allowed.")
            else:
                fact = (f"From {e.counts_text(res.before.counts)}, crossing out {_move_words(e, res.move)} "
                        f"leaves {e.counts_text(res.after.counts)}.")
                if e.is_over(res.after):
                    fact += " That player " + ("wins." if e.ending == "last-move-wins" else "loses.")
                facts.append(fact)
            pos = res.after
    return facts
