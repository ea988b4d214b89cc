"""Compose: game (checked by its engine) + profile -> sheet plan -> format-neutral Kit.

One skeleton walks the sections and the replayed examples once. Each family supplies only its
wording (a class in its family's package, accessible_kits/families), written as functions of a voice. The
skeleton runs it once, with a Twin voice, and makes every sentence once from its words
(compose/sentences.py): printed and spoken forms together, with one id, so the rule card, the
spoken script, the recording and the talking book all hold the same sentences. Every count
about the sheets is read from the plan the pages are drawn from.
"""

from __future__ import annotations

from dataclasses import replace

from accessible_kits import families
from accessible_kits.compose import common, covering, grid_words, printing, scribe_words, sheet_words
from accessible_kits.compose.drafts import Bullets, Draft, Para, Steps
from accessible_kits.compose.examples import host_key, replay
from accessible_kits.compose.preparation import before_you_play, need_lines, prepare
from accessible_kits.compose.preparation import checklist as checklist_draft
from accessible_kits.compose.record_turn import with_example, with_match_example
from accessible_kits.compose.script import script, summary_script
from accessible_kits.compose.sentences import Sentences
from accessible_kits.compose.words import CELL_NAME, Twin, Voice, column_words, is_role, said_as_written
from accessible_kits.errors import KitError
from accessible_kits.games import Game, side_marks
from accessible_kits.model import (
    BRAILLE_HOST_FILE,
    RAISED_SHEETS_FILE,
    RECORDS_FOLDER,
    Example,
    ExampleBlock,
    GridBoard,
    Kit,
    SheetPlan,
)
from accessible_kits.profile import Profile
from accessible_kits.profile.paper import paper_words


def drawn_profile(game: Game, profile: Profile) -> Profile:
    """The profile a game's kit is made with: its marks are the sides' marks (games.side_marks),
    so the words, the sheets, the record sheets, the braille and the models all say one letter.
    Where game and profile meet (a build, the studio), everything after gets this profile."""
    white, black = side_marks(game.players, profile.marks.white, profile.marks.black)
    if (white, black) == (profile.marks.white, profile.marks.black):
        return profile
    return replace(profile, marks=replace(profile.marks, white=white, black=black))


def blank_set(game: Game) -> tuple[tuple, int, tuple]:
    """What the plan lays out: the blank play boards, how many a sheet should hold, the pieces."""
    family = families.family(game.family).wording()
    boards, wanted = family.blank_boards(game)
    return boards, wanted, family.piece_set(game)


def _column_names(game: Game, profile: Profile, columns: int):
    setting = profile.speech.column_names
    if columns and not isinstance(setting, str) and len(setting) < columns:
        raise KitError(
            f"{profile.source}: speech.column_names: {game.title} has {columns} columns, "
            f"but the list gives {len(setting)} words; give one word for each column"
        )
    return column_words(setting, columns) if columns else None


def _full_plan(game: Game, profile: Profile, plan, blank: tuple):
    """The kit's whole sheet plan (plan.Plan): the one given, or with the board sheets given, the
    rest worked out (the preparation plan reads the sheets of pieces, tokens and key too).
    `blank`: what the plan lays out (blank_set)."""
    from accessible_kits import plan as planning

    if isinstance(plan, planning.Plan):
        return plan
    whole = planning.make(game, profile, *blank)
    return whole if plan is None else replace(whole, boards=plan)


def _with_diagrams(game: Game, profile: Profile, whole, blank: tuple, examples):
    """The plan with the worked examples' raised diagrams laid out (plan.with_diagrams)."""
    from accessible_kits import plan as planning
    from accessible_kits.render.raised import diagram_items

    return planning.with_diagrams(whole, game, profile, blank, diagram_items(examples))


def compose(game: Game, profile: Profile, plan=None) -> Kit:
    """The kit: its sentences made once, its boards, its spoken scripts, and its words written from
    `plan` (the plan step's Plan, or its board sheets, accessible_kits.plan; worked out here when
    not given) and from the preparation plan made from it (accessible_kits.preparation).
    The words take the sides' marks (drawn_profile); draw the pages with that profile too."""
    profile = drawn_profile(game, profile)
    family = families.family(game.family).wording()
    boards, wanted, pieces = blank_set(game)
    whole = _full_plan(game, profile, plan, (boards, wanted, pieces))
    plan = whole.boards
    names = _column_names(game, profile, family.columns(game))
    w = family(game, profile, plan, Twin(touch=profile.braille))
    w.turned = whole.turned
    # a board with a cell A3 or A4: the ear says "A4 size plain paper", never a cell's name alone
    grid = any(isinstance(b, GridBoard) and b.rows >= 3 for b in boards)
    say = Sentences(Voice(ear=True, column_names=names, grid=grid))
    examples, spoken_examples, host = replay(game, w, say)
    whole = _with_diagrams(game, profile, whole, (boards, wanted, pieces), examples)  # the raised diagrams' sheets
    plan = whole.boards
    if plan.names_above:  # the boards as the plan laid them out: each row's name above it
        boards = tuple(replace(b, names_above=True) for b in boards)
    tagline = say.line(w.tagline())
    labels = [b.label for b in boards]
    record = w.record()  # the sheet the record pages are drawn from, and the scribe's words read
    record = with_example(record, game, w)  # turn 1 of an example, the braille form's example line
    records = (
        record,
        with_match_example(  # a round-1 line that can happen, the form's example (READER30 #12, #13)
            scribe_words.match_record(w.game.players, w.match_columns(), swaps=w.changes_sides(), draws=w.draws),
            game,
            w,
        ),
    )
    aside = Sentences(say.ear)  # the word pages counted before the rules are written: ids stay in reading order
    bare = Kit(game.id, game.title, tagline, (), _summary(w, aside)[0], boards, plan, pieces, tuple(examples))
    bare = replace(bare, record_sheets=records, host_key=host_key(w, aside, host))
    prep = prepare(game, profile, whole, bare)
    w.prep = prep  # the pages a board sheet is printed on, for a step that prints it again (READER39 #21)
    pages = 0 if w.touch else prep.of("summary")[0].pages
    drafts = _sections(
        w,
        plan,
        labels,
        names,
        examples,
        record=record,
        summary_pages=pages,
        prep=prep,
        paper=paper_words(profile),
        swell_paper=profile.swell_paper,
        profile=profile,
    )
    models = _models(game, profile)
    sections = tuple(say.section(d) for d in (*drafts[:-1], *_model_drafts(game, w, models), drafts[-1]))
    summary, (goal, turn, banned, ending) = _summary(w, say)
    host_sections = host_key(w, say, host)
    mark = "piece" if pieces else "token"  # what comes off the board when marks do (a tactile kit, pieces)
    checklist = (say.section(checklist_draft(w.v, prep, mark=mark, labels=labels)),)
    return Kit(
        game_id=game.id,
        title=game.title,
        tagline=tagline,
        sections=sections,
        summary=summary,
        boards=boards,
        plan=plan,
        pieces=pieces,
        examples=tuple(examples),
        script=tuple(script(game, w, say, tagline=tagline, sections=sections, spoken_examples=spoken_examples)),
        summary_script=tuple(summary_script(game, w, say, (goal, turn, banned, ending))),
        record_sheets=records,
        host_key=host_sections,
        checklist=checklist,
        preparation=prep,
        models=models,
        said_title=said_as_written(game.title),
    )


def _models(game: Game, profile: Profile):
    """The kit's 3D models (solids.Model) when the profile asks for them, else None."""
    if not profile.models_3d:
        return None
    from accessible_kits import solids

    return solids.model(game, profile)


def _model_drafts(game: Game, w, models) -> list[Draft]:
    """The sections about the 3D models, before the last (printing the sheets); none without them."""
    if models is None:
        return []
    from accessible_kits.compose import solid_words

    return solid_words.drafts(game, w.v, models)


def _summary(w, say: Sentences) -> tuple[tuple, tuple]:
    """The quick reference's sections, and its four parts as lines (the spoken reminder says them)."""
    goal, turn, banned, ending = (say.lines(part) for part in w.summary())
    drafts = (
        common.section("goal", "Goal", *(Para(t) for t in goal)),
        common.section("turn", "A turn", Steps(tuple(turn))),
        common.section("not-allowed", "Not allowed", Bullets(tuple(banned))),
        common.section("ending", "The end", *(Para(t) for t in ending)),
    )
    return tuple(say.section(d) for d in drafts), (goal, turn, banned, ending)


def _sections(
    w,
    plan: SheetPlan,
    labels: list[str],
    names,
    examples: list[Example],
    *,
    record,
    summary_pages: int,
    prep,
    paper: str,
    swell_paper: str,
    profile: Profile,
):
    """The rule card's sections, as the wording writes them; `record` is the record sheet (its
    tick boxes are named), `summary_pages` the quick reference's pages as drawn, `prep` the
    preparation plan ("Before you play", where the rules begin to be used), `paper` the plain
    paper's colour in words when it is not white (the printing steps name it), `swell_paper` the profile's swell
    paper size (the tactile kits' words name it), `profile` for the braille files' grade and embosser settings."""
    v = w.v
    low, high = w.game.minutes
    first, *rest = w.need()  # who plays, then the tools the preparation plan asks for, then the family's
    first = scribe_words.team_named(first, w.game.players, swaps=w.changes_sides())  # before a team's name is used
    # boards drawn by hand, said in Before you play: in What you need, before The board, the listener did
    # not yet know what the drawing makes (READER32 #8)
    drawn = w.drawn_lines()
    time = f"Time: {v.between(low, high, 'minutes')} a round."  # a round, as MATCH_IS names one game (LISTEN29 #1)
    named = not any(is_role(p) for p in w.game.players[:2]) and w.who(0) not in first  # names the examples use
    who = [f"The rules call the two players {w.who(0)} and {w.who(1)}."] if named else []
    # the scribe and the match said where first heard: "When the scribe says a move back" in The board, and
    # "Each round of a match" here, came sections before what they are (LISTEN28 #1 and #2, READER28 #38)
    need = [first, *who, scribe_words.SCRIBE_IS, scribe_words.MATCH_IS, *need_lines(prep), *rest, time]
    pieces = w.pieces()
    setup = w.setup()  # its rounds' steps are said again where the match begins (covering.before_round)
    readback: tuple[str, str] = w.readback()  # what the scribe says back, and an example of it
    out = [
        common.section("need", "What you need", Bullets(tuple(need))),
        sheet_words.sheets_section(
            v,
            plan,
            labels,
            sum(r.pages for r in prep.of("pieces")) if pieces else 0,  # the piece sheets printed
            _raised(w),
            summary_pages=summary_pages,
            swell_paper=swell_paper,
            emboss=profile,
            tokens_on_diagrams=bool(prep.of("diagrams-tokens")),
            prep=prep,
        ),
        common.section("board", "The board", *w.board()),
    ]
    if names:
        out.append(grid_words.column_names_section(v, names))
    if pieces:
        out.append(common.section("pieces", "The pieces", *pieces))
    out += [
        before_you_play(
            v, prep, mark="piece" if pieces else "token", labels=labels, named=w.names_boards(), plan=plan, drawn=drawn
        ),
        # each board's step at its moment (covering.at_moments), the rule and the uses in Setting up (LISTEN29 #8)
        common.section("setup", "Setting up", Steps(tuple(covering.in_setting_up(setup, bool(w.examples_board()[0]))))),
        common.section("turn", "Your turn", *w.turn()),
        common.section("not-allowed", "Not allowed", *scribe_words.not_allowed_blocks(w.not_allowed())),
        common.section("ending", "How the game ends", *w.ending()),
        common.scribe_section(
            v,
            w.announce(),
            *readback,
            w.refusal(),
            record=record,
            by_hand=w.by_hand(),
            touch=w.lay(),
            place=w.place_said_back(),
            ending=w.end_said(),
            players=w.game.players,
            marks=(profile.marks.white, profile.marks.black),
            extra=w.scribe_extra(),
            left=w.left,
        ),
        common.mistakes_section(
            v,
            w.wrong_place(),
            ("piece" if pieces else "token") if w.touch else "",
            record.title.lower(),
            pen=prep.marks_stay,
            laid="piece" if pieces else "",
            spot=w.spot,
        ),
    ]
    if examples:
        out.append(_examples_section(w, examples, setup))
    # where each round's result is written, in print and braille
    match = scribe_words.match_record(w.game.players, w.match_columns(), swaps=w.changes_sides(), draws=w.draws)
    form = v.file(f"{RECORDS_FOLDER}/{match.id}.brf", f"{match.id}.brf in the {RECORDS_FOLDER} folder")
    at = printing.match_record_at(v, prep, form if profile.braille else "")  # one place (READER29 #13)
    said, *more = scribe_words.match_line(match, w.game.players, draws=w.draws)
    # a family's column, just after the columns are listed: said last, cells left was heard as one number (LISTEN38 #2)
    extra = (said, *w.match_extra(), *([at] if at else []), *more)
    switch = covering.before_round([*setup, *w.board_steps()], said=setup)
    first = w.each_round()  # the family's sentence on each round's board, if it has one (READER30 #10)
    out.append(
        common.match_section(v, w.fresh(), extra, second=w.second_round(), draws=w.draws, switch=switch, first=first)
    )
    out += w.extras()
    raised = _raised(w) or ("", "", 0)  # the swell file, its tokens' kind and count
    out.append(_host_braille(v, printing.print_section(v, raised[0], swell_paper, raised[2], paper=paper), profile))
    return tuple(out)


def _host_braille(v, printing_section: Draft, profile: Profile) -> Draft:
    """The printing section, and with braille on, where the host key's braille is (the braille
    writers make host-key/host-key.brf beside its print): a blind host embosses it."""
    if not profile.braille:
        return printing_section
    where = v.file(BRAILLE_HOST_FILE, "host-key.brf, in the host-key folder")
    said = Para(f"For a blind host, the host key is in braille too: the file {where}.")
    return replace(printing_section, blocks=(*printing_section.blocks, said))


def _examples_section(w, examples: list[Example], setup: list[str]) -> Draft:
    """The worked examples; on a tactile kit, with the titles of their raised diagrams. The board
    sheets' steps before and after them are their moments' own (covering.at_moments, from `setup`)."""
    first = sheet_words.first_diagram(examples)
    blocks: list = (
        [
            Para(
                "The raised diagram sheets show the examples. Each diagram has a braille title"
                + (f": its example's number, then what that diagram shows, like {first}." if first else ".")
            ),
            *([Para(sheet_words.NOT_THE_HEADING)] if first else []),
            # where on a sheet: render.raised lays each diagram after the last, a new row under the tallest
            Para("On a sheet, the diagrams go in reading order: left to right, then down the sheet."),
        ]
        if w.touch
        else []
    )
    if not w.touch:  # the legend of the printed diagrams' marks (a tactile kit's raised key says its own)
        from accessible_kits.render.drawers import legend

        blocks += sheet_words.diagram_key(legend([d for x in examples for d in x.diagrams]))
    blocks = _spoken_cells(examples) + blocks
    before, after = w.examples_board()  # the board sheets' steps, where they are needed (the script says them too)
    # printed as said: tokens come off (READER24 #12), a board's cover step (covering.practice_moved)
    covered = any(isinstance(s, covering.PhaseStep) for s in setup)
    after = after or (w.practice_done() or "" if w.touch or covered else "")
    before, after = (covering.at_moments(t, setup) for t in (before, after))
    if before:
        blocks.insert(0, Para(before))
    joined = next((w for x in examples for d in x.diagrams for w in d.label.split() if "+" in w), "")
    if w.touch and joined:  # a piece's cells in a braille title, as the record sheet writes them
        blocks.append(Para(f"In a diagram's title, a plus sign joins the cells of one piece, like {joined}."))
    for n, x in enumerate(examples, 1):
        blocks.append(ExampleBlock(x))
        if w.touch and x.diagrams:  # the titles a braille reader feels for on the diagram sheets
            blocks.append(Para(common.diagram_titles(n, [d.label for d in x.diagrams])))
    if after:
        blocks.append(Para(after))
    return common.section("examples", "Worked examples", *blocks)


def _spoken_cells(examples: list[Example]) -> list:
    """The printed examples write cells short (D2); the line before them says, with their own first
    cell, that out loud it is said the long way: a braille reader asked which to say (round 9).
    Printed only, as the examples section's other paragraphs are (script.py tells the examples)."""
    cell = next((m for x in examples for line in x.lines for m in [CELL_NAME.search(line)] if m), None)
    if cell is None:
        return []
    col, row = cell.groups()
    return [Para(f"The examples write a cell short, like {col}{row}. Out loud, say it column {col} row {row}.")]


def _raised(w):
    """A tactile kit's raised sheets: the swell PDF's name (model.RAISED_SHEETS_FILE) and the tokens
    (from the count the token pages are drawn with)."""
    if not w.touch:
        return None
    from accessible_kits.render import drawers

    boards, _ = w.blank_boards(w.game)
    return (RAISED_SHEETS_FILE, *drawers.token_count(boards))
