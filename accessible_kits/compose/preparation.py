"""The "Before you play" words, written from the preparation plan (accessible_kits.preparation).

One section says what to print for the whole match, file by file and page by page, on which
paper and how many times, what the match needs of boards, what to cut out and join, and the
tools for it. The rules and the spoken rules hold it where the rules begin to be used (before
"Setting up"); kit.pdf's first page, the checklist, says the same short, with a box to tick by
each item (render/checklist.py), and the kit page shows it. Every count in them is read from
the plan, never typed into a sentence.
"""

from __future__ import annotations

from dataclasses import replace

from accessible_kits.compose.common import section
from accessible_kits.compose.covering import board_names, covers, need_line
from accessible_kits.compose.drafts import Bullets, Draft, Para
from accessible_kits.compose.paper_totals import totals_line
from accessible_kits.compose.printing import more, spare_line, spoiled_line, spoiled_means
from accessible_kits.compose.words import Names, join
from accessible_kits.model import PAGES_FILE, RAISED_SHEETS_FILE, Kit
from accessible_kits.preparation import CARD, HOST_FILE, ROUNDS, Counts, Preparation, Run, make, times

# what the match record is, where the sheets list first names it, before A match tells it (LISTEN37 #3)
MATCH_RECORD_IS = "with a line for each round's result"
WHAT = {  # what a run of pages is: for one page, for more, the word for them, and the checklist's short name
    "checklist": ("the checklist", "", "it", "checklist"),
    "key": ("the key to the raised symbols", "", "it", "key"),
    "boards": ("the board sheet", "the board sheets", "", ""),
    "pieces": ("the piece sheet", "the piece sheets", "", ""),
    "tokens": ("the token sheet", "the token sheets", "", ""),
    "diagrams": ("the worked examples as raised diagrams", "", "them", "example diagrams"),
    "diagrams-tokens": (
        "the worked examples as raised diagrams, with the tokens under the last one",
        "",
        "them",
        "example diagrams and tokens",
    ),
    "records": ("the record sheets, one for each round", "", "them", "record sheets"),
    "match": (f"the match record, {MATCH_RECORD_IS}", "", "it", "match record"),
    "summary": ("the quick reference", "", "it", ""),
    "host": ("the host key. Keep it away from the players", "", "it", "host key"),
}

BEFORE_TITLE, SHEETS_TITLE = "Before you play", "The sheets in this kit"  # sections other sections name


def called(title: str, *, start: bool = False) -> str:
    """A section named inside a sentence, said as a title, not as a noun: "the part called Before
    you play" ("Before you play says how to print them" was heard as an instruction, round 18).
    `start`: it begins the sentence."""
    return f"{'The' if start else 'the'} part called {title}"


# a file in a folder, whose path read aloud is noise: its name, then its folder ("host-key.pdf, in the
# host-key folder"), so a listener hears what to look for
SAID_FILES = {HOST_FILE: "{1}, in the {0} folder".format(*HOST_FILE.rsplit("/", 1))}


def prepare(game, profile, plan, bare: Kit) -> Preparation:
    """The preparation plan of a kit: `plan` its sheet plan (plan.Plan), `bare` the kit without
    its rule sections, whose word pages (record sheets, quick reference, host key) are counted
    as render/pages draws them."""
    from accessible_kits.render.drawers import token_count
    from accessible_kits.render.pages import word_page_counts

    records, summary, host = word_page_counts(bare, profile, ROUNDS)
    counts = Counts(tuple(records), summary, host)
    forms = tuple(sheet.id for sheet in bare.record_sheets)
    from accessible_kits import families

    # boards that share a sheet, covered when not in play where the family says so: its Setting up
    # says how (compose/covering.py), and the plan counts that paper (round 18)
    covered = covers(families.family(game.family).wording(), game)
    prep = make(
        plan, profile, counts, examples=bool(bare.examples), pieces=bool(bare.pieces), forms=forms, covered=covered
    )
    return replace(prep, tokens=token_count(bare.boards)[1] if profile.braille and not bare.pieces else 0)


def pages(v: Names, run: Run, word: str = "Page") -> str:
    """'Page 2', 'Pages 2 and 3', 'Pages 2 through 4' (`word`: "page" inside a sentence); never
    'to' beside a number, which a listener hears as 'two'."""
    if run.pages == 1:
        return f"{word} {v.num(run.first)}"
    return f"{word}s {v.num(run.first)} {'and' if run.pages == 2 else 'through'} {v.num(run.last)}"


def _boards_named(v: Names, run: Run, prep: Preparation, labels: list[str], the: str) -> str:
    """The boards a run of board sheets holds, a board a sheet (or a board in parts): by their titles."""
    parts = max(1, prep.parts)
    start = (run.first - prep.of("boards")[0].first) // parts
    names = board_names([labels[b] for b in range(start, start + run.pages // parts)], the)
    if not prep.parts:
        return names
    return f"{names}, {'each ' if run.pages > parts else ''}in {v.num(parts)} parts"


def _what(v: Names, run: Run, prep: Preparation, labels: list[str], short: bool) -> str:
    """What a run of pages is: the checklist's short name (`short`) or the rules' words."""
    one, many, _, name = WHAT[run.what]
    if run.what == "boards" and prep.per_sheet == 1 and labels:
        return _boards_named(v, run, prep, labels, "" if short else "the ")
    what = many if run.pages > 1 and many else one
    per_round = run.pages // ROUNDS if run.what == "records" and run.pages % ROUNDS == 0 else 1
    if per_round > 1 and not short:  # each round's table takes several pages: "one for each round" was four
        # pages for two; a sentence of its own: "seven: the record sheets, two pages for each round" ran
        # four number words together, heard as "two pages four each" (round 15's listener)
        # which pages are whose: "Each round uses two of these pages, round 1 first" left it to work out (LISTEN24 #13)
        rounds = [replace(run, first=run.first + k * per_round, pages=per_round) for k in range(ROUNDS)]
        whose = ". ".join(f"Round {k} uses {pages(v, r, 'page')}" for k, r in enumerate(rounds, 1))
        what = f"the record sheets. {whose}"
    if run.what == "records" and not prep.of("match"):  # the match record shares their pages: the last one
        return (
            # its own sentence: "two pages for each round, with the match record on page 8" left no page for it
            f"{name} and match record"
            if short
            # which sheet, not a page number to map: "Page 5 also holds the match record" (READER30 #11); the
            # sheet named: "on its last page" was read as kit.pdf's (LISTEN32 #4)
            else f"{what}. The match record, {MATCH_RECORD_IS}, is on the last record page, "
            f"below the table of round {prep.rounds}"
        )
    return (name or what.removeprefix("the ")) if short else what


def run_line(v: Names, run: Run, prep: Preparation, labels: list[str], *, short: bool = False) -> str:
    """One run of pages: which pages, what they are, how many times and on what (`short`: the
    checklist's words)."""
    line = f"{pages(v, run)}: {_what(v, run, prep, labels, short)}"
    if short:
        copies = f", {v.num(run.copies)} copies" if run.copies > 1 else ""
        return line + copies + (", on card." if run.paper == CARD else ".")
    line += "."
    it = "it" if run.pages == 1 else WHAT[run.what][2] or "them"
    if _fresh_each_round(run, prep):  # the file's one copy, then the copies more, then what they give:
        # "Print it once for each round" left a listener asking whether the file's own copy counts (round 17)
        named = _named(run, prep, labels)
        line += (
            f" Printing {run.file} once gives {v.count(1, named)}."
            f" Print {pages(v, run, 'page')} {more(run.copies - 1)},"
            f" so you have {v.count(run.copies, named)}, one for each round."
        )
    elif run.copies > 1:  # "in all": "print page 3 twice" was heard as two copies more
        line += (
            f" Print {pages(v, run, 'page')} {times(run.copies)} in all, so you have {_copies(v, run, prep, labels)}."
        )
        if run.what == "records" and not prep.of("match"):  # each copy holds a match record: one match, one record
            line += " Fill in the match record on one copy only."
    if run.paper == CARD:
        line += f" Print {it} on card, so the pieces do not slide or curl."
    return line


def _named(run: Run, prep: Preparation, labels: list[str]) -> str:
    """The title of the board a run of board pages prints ("play board"); "1" where it is not one board."""
    parts = max(1, prep.parts)
    return labels[(run.first - prep.of("boards")[0].first) // parts].lower() if run.what == "boards" and labels else "1"


def _fresh_each_round(run: Run, prep: Preparation) -> bool:
    """A run that is one board, printed once a round because pen marks stay on it (the play board)."""
    one_board = prep.per_sheet == 1 and run.pages == max(1, prep.parts)
    return run.what == "boards" and one_board and prep.marks_stay and run.copies == prep.rounds


def _copies(v: Names, run: Run, prep: Preparation, labels: list[str]) -> str:
    """What a run printed more than once gives, counted: 'two play boards', 'two of each page'
    ("two copies" alone is heard as two more)."""
    named = _named(run, prep, labels)
    if prep.per_sheet == 1 and run.pages == max(1, prep.parts) and not named.split()[-1].isdigit():
        return v.count(run.copies, named)  # 'two play boards'
    return f"{v.num(run.copies)} of {'that page' if run.pages == 1 else 'each page'}"


def file_head(v: Names, prep: Preparation, file: str, *, short: bool = False) -> str:
    """How to print one file and on what, and how many pages it has."""
    runs = prep.runs_of(file)
    on = join(v.paper(size, paper) for paper, size in sorted({(r.paper, r.size) for r in runs if r.paper != CARD}))
    n = v.count(prep.file_pages(file), "page")
    card = [r for r in runs if r.paper == CARD]
    if short:
        return f"{file}: {n} at 100 %, on {on}" + (" or card, as marked." if card else ".")
    name = v.file(file, f"{SAID_FILES[file]},") if file in SAID_FILES else file  # "..., in the host-key folder,"
    if card:
        # the paper before the pages: "page four on A4 size card" was heard as two fours (LISTEN42 #1)
        cards = join(pages(v, r, "page") for r in card)
        on_card = f"On {v.paper(card[0].size, 'card')}, print {cards}."
        return f"Print {name} at 100 %. It has {n}. {on_card} Print the rest on {on}."
    return f"Print {name} on {on}, at 100 %. It has {n}."


def boards_line(v: Names, prep: Preparation, mark: str, *, short: bool = False, named: bool = False) -> list[str]:
    """How many boards the match uses and how many the pages print, as paragraphs (what spoiled means
    is one of its own: joined to the boards' count, it ran 60 words past a printed page's start); none
    for the checklist when the marks come off (nothing to do). `named`: the family's Setting up names
    each board's use, so this says no use of its own ("use a spare" beside "the worked examples on
    board 2" left a braille reader asking which, round 9)."""
    if not prep.marks_stay:
        if short:
            return []
        if named and prep.boards > 1:
            # two boards, one for the examples and one for every round: none is spare, said as the piece
            # games say it (round 16); more are spares, and Setting up names them (round 17's braille
            # reader read "no spare board" beside "Board 3 and board 4 are spares")
            head = f"{off_each_round(v, prep, mark)} {called('Setting up', start=True)} says what each board is for."
            return _joined(head, spoiled_line(v, prep, used=2))
        spare = (
            "" if prep.boards < 2 else " The other board is a spare." if prep.boards == 2 else " The others are spares."
        )
        use = (
            f" Use {'it' if prep.boards == 2 else 'a spare'} to set up a worked example and follow it, "
            f"then take its {mark}s off."  # the tokens fill one game: they go back for the round
            if spare
            else ""
        )
        head = f"{off_each_round(v, prep, mark)}{spare}{use}"
        # none printed: how to print one (round 17's listener asked for it)
        return _joined(head, [] if spare else spoiled_line(v, prep))
    needed, given = v.count(prep.boards_needed, "board"), v.num(prep.boards)
    examples = prep.boards_needed > prep.rounds
    if short:
        uses = "one for the examples, then one a round" if examples else "one a round"
        return [f"The match uses {needed}: {uses}. These pages give {given}."]
    uses = "one for the worked examples, then " if examples else ""
    head = (
        f"Pen marks stay on a board. So the match uses {needed}: "
        f"{uses}a fresh one for each of the {v.num(prep.rounds)} rounds. "
        f"Printed as above, the kit gives {v.count(prep.boards, 'board')}."
    )
    return _joined(head, [*spoiled_line(v, prep), *_spares(v, prep)])


def _joined(head: str, more: list[str]) -> list[str]:
    """The boards' paragraphs: `head`, then `more`'s first said with it (its count or its spares), and
    the rest, what spoiled means, each a paragraph of its own."""
    return [" ".join([head, *more[:1]]), *more[1:]]


def _spares(v: Names, prep: Preparation) -> list[str]:
    """The spares pen-marked boards print beyond the match's need, as paragraphs: what they are for, then
    what spoiled means and what to do in the middle of a round (READER32 #5: "spoiled" first heard in
    Setting up, unexplained)."""
    n = prep.boards - prep.boards_needed
    if n < 1:
        return []
    which = "One is a spare" if n == 1 else f"{v.num(n).capitalize()} are spares"
    return [f"{which}, for a board that is spoiled.", spoiled_means(prep, new="the spare")]


def off_each_round(v: Names, prep: Preparation, mark: str) -> str:
    """Marks come off: every round on one board ("one board does for the whole match" beside a
    practice board, a play board and spares was read as one board spare, READER28 #41)."""
    rounds = "both rounds" if prep.rounds == 2 else f"all {v.num(prep.rounds)} rounds"
    # the clearing in the words Setting up, the examples' end, A match and Playing together say (rows33)
    boards = "the boards" if prep.boards > 1 else "the board"
    # two sentences: "take every token off the boards, so both rounds are ..." read "so" as a result (READER37 #3)
    return f"{rounds.capitalize()} are played on the same board. Before each round, take every {mark} off {boards}."


def need_lines(prep: Preparation) -> list[str]:
    """The tools the plan asks for, in "What you need": scissors for the pieces and a board's parts
    (not "trim", never explained, nor "dashed lines", one line on a board in two parts: round 17),
    tape or glue for joining the parts (raised tokens are the family's own words). Who the host is:
    here, where the word is first heard (READER29 #9: The sheets in this kit said it later)."""
    tools = (("cut out the pieces", bool(prep.of("pieces"))), ("cut the board's parts ready to join", prep.parts))
    cut = [w for w, yes in tools if yes]
    host = "The host, the person who prepares the kit, can do this before the match."
    out = [f"Scissors, to {join(cut)}. {host}"] if cut else []
    if prep.parts:
        out.append("Clear tape or a glue stick, to join the board's parts.")
    if prep.covers:  # asked for by the words that place the boards (round 18's listener found it nowhere)
        out.append(need_line(prep))
    return out


def ready_lines(v: Names, prep: Preparation, *, short: bool = False) -> list[str]:
    """What to make ready after printing, and with what: scissors where something is cut out or
    trimmed, clear tape or a glue stick where parts join; embossing the braille."""
    # the scissors said in the first cutting step (prep.cuts: pieces, tokens or parts), each tool beside its
    # job: "Have scissors ready." alone, after "print page 2 of swell.pdf once more", was tied to the reprint
    out, scissors = [], " with scissors" if prep.cuts else ""  # (READER37 #11)
    if prep.of("pieces"):
        out.append(f"Cut out the pieces{scissors}" + ("." if short else ", along the thick solid lines."))
        scissors = ""
    if prep.tokens:
        out.append(f"Cut out the {v.count(prep.tokens, 'token')}{scissors}.")
        scissors = ""
    tools = f"{'scissors and ' if scissors else ''}clear tape or a glue stick"
    if prep.braille:
        out.append(emboss_line(v, prep, short=short))
    if prep.parts:  # last: the joining steps follow it (joined_blocks), with the sheets in hand (LISTEN31 #12)
        board = "each board" if prep.boards > 1 else "the board"
        again = prep.spare is not None or spoiled_line(v, prep)  # a board printed again, said above
        spare = " If you print the board again, cut and join it the same way." if again else ""
        out.append(
            f"Cut and join the {v.num(prep.parts)} parts of {board}, with {tools}."
            if short
            else f"Cut and join the {v.num(prep.parts)} parts of {board}, as the next steps say. Use {tools}.{spare}"
        )
    return out


def joined_blocks(v: Names, plan) -> list:
    """The steps of joining a split board's parts, after the making ready that names them: said in The
    sheets in this kit, before printing, they were held with nothing in hand (LISTEN31 #12)."""
    from accessible_kits.compose.board_parts import joining_lines

    return [Para(line) for line in joining_lines(v, plan)] if plan is not None and plan.split else []


def emboss_line(v: Names, prep: Preparation, *, short: bool = False) -> str:
    """What to emboss for the match, from the plan: the files embossed once, then each form
    embossed once a round, and how often ("Emboss rules.brf, summary.brf and records/match.brf
    on braille paper. Emboss records/record.brf twice in all, one for each round.")."""
    once = join(e.file for e in prep.braille if e.copies == 1)
    line = f"Emboss {once}" + ("." if short else " on braille paper.")
    for e in (e for e in prep.braille if e.copies > 1):
        line += f" Emboss {e.file} {times(e.copies)} in all" + ("." if short else ", one for each round.")
    # no pointer to the kit page, index.html, for the braille pages: a braille reader cannot read it; the
    # braille's own notes give each file's pages (writers/braille_emboss.py, READER29 #12)
    return line


def _file_blocks(v: Names, prep: Preparation, labels: list[str], short: bool) -> list:
    """Each file to print: how, then its runs of pages. The checklist leaves out its own page and
    says a file of one run as one item."""
    blocks: list = []
    for file in (f for f in (RAISED_SHEETS_FILE, PAGES_FILE, HOST_FILE) if f in prep.files()):
        runs = [r for r in prep.runs_of(file) if not (short and r.what == "checklist")]
        head = file_head(v, prep, file, short=short)
        if short and len(runs) == 1 and runs[0].pages == prep.file_pages(file):  # "host-key.pdf, the host key: ..."
            name, rest = head.split(": ", 1)
            what = f"the {_what(v, runs[0], prep, labels, short)}"
            name = v.file(f"{name}, {what}", f"{SAID_FILES[file]}, {what}") if file in SAID_FILES else f"{name}, {what}"
            blocks.append(Bullets((f"{name}: {rest}",)))
            continue
        whole = len(runs) == 1 and runs[0].pages == prep.file_pages(file) and runs[0].paper != CARD
        if whole:  # "It has one page: the host key.", not "Page one: the host key." after the checklist's page one
            blocks.append(Para(f"{head[:-1]}: {_what(v, runs[0], prep, labels, short)}."))
            continue
        blocks += [Para(head), Bullets(tuple(run_line(v, r, prep, labels, short=short) for r in runs))]
    return blocks


def _blocks(
    v: Names, prep: Preparation, *, mark: str, labels: list[str], short: bool, named: bool = False, drawn=()
) -> list:
    """The blocks of the section or of the checklist: each file, the totals, the boards (`drawn`: the
    boards drawn by hand instead, after the printed ones), the making ready."""
    # what a match is, said once a script in What you need (scribe_words.MATCH_IS); here what it takes (LISTEN29 #1)
    # the time first: "... rounds need first" was read as "round 1 first" (READER31 #8)
    intro = f"Before the match, print and make ready all that its {v.num(prep.rounds)} rounds need."
    blocks: list = [] if short else [Para(intro)]
    blocks += _file_blocks(v, prep, labels, short)
    blocks.append(Para(totals_line(v, prep, short=short)))
    blocks += [Para(p) for p in boards_line(v, prep, mark, short=short, named=named) if p]
    if prep.spare is not None and not short:
        blocks.append(Para(spare_line(v, prep.spare)))
    blocks += [Para(line) for line in drawn]
    ready = ready_lines(v, prep, short=short)
    return blocks + ([Bullets(tuple(ready))] if ready else [])


def before_you_play(
    v: Names,
    prep: Preparation,
    *,
    mark: str,
    labels: list[str],
    named: bool = False,
    plan=None,
    drawn: list[str] | tuple[str, ...] = (),
) -> Draft:
    """The "Before you play" section of the rules: `mark` is what marks a move when marks come
    off (token or piece), `labels` the boards' titles in print order (a board a sheet is named
    by its title), `named`: Setting up names each board's use; `plan`: the sheet plan, whose
    split board's joining steps end the section (joined_blocks); `drawn`: the family's boards drawn
    by hand ("No printer? Draw ..."), said after the printed boards are counted, once The board has
    said what a board is (in What you need, READER32 #8 did not yet know what to draw)."""
    blocks = _blocks(v, prep, mark=mark, labels=labels, short=False, named=named, drawn=drawn)
    return section("before", BEFORE_TITLE, *blocks, *joined_blocks(v, plan))


def checklist(v: Names, prep: Preparation, *, mark: str, labels: list[str]) -> Draft:
    """The checklist: the same, said short, to tick on kit.pdf's first page (render/checklist.py)."""
    return section("checklist", f"{BEFORE_TITLE}: checklist", *_blocks(v, prep, mark=mark, labels=labels, short=True))
